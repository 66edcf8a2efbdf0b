/**
 * The back office (issue 14): the sales overview, the admin's order search with its CSV export,
 * and an order's timeline.
 *
 * It runs on a part of its own and a new customer who orders it twice and pays by card. Other
 * journeys place orders at the same time, so it asserts only the figures that are its own (its
 * part's revenue) and that the shop's totals are at least that much.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { clientAddress, completeShippingStep, demo, newVerifiedAccount, payWithTestCard, reachStandInsDirectly, signInByApi, toast } from './support.ts';

const address = clientAddress(60);
test.use(address);

// Dear enough that no other journey's part outsells it over the last 30 days.
const price = 24_999.99;
const stock = 20;
const quantities = [2, 3];
/** What someone else orders of the same part (unpaid: it holds its stock, and is no sale). */
const theirQuantity = 1;
const revenueCents = Math.round(price * 100) * (quantities[0]! + quantities[1]!);
/** As the page writes it: `$124,999.95`. */
const revenueText = `$${(revenueCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

let partName: string;
let partId: string;
let orderIds: string[] = [];
let customer: { email: string; password: string; name: string };
let adminContext: BrowserContext;
let customerContext: BrowserContext;
let admin: Page;
let shop: Page;

async function newPage(browser: Browser): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext(address);
  await reachStandInsDirectly(context);
  return [context, await context.newPage()];
}


/** `$1,234.50` → 123450. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/**
 * Pays an order on its payment page with Stripe's test card, as the customer does: its shipping
 * first (issue 27), a US address with Standard shipping, free at this price and without tax, so
 * the charge is the parts' total.
 */
async function payByCard(orderId: string, quantity: number) {
  await shop.goto(`/payment/${orderId}`);
  await completeShippingStep(shop);
  await payWithTestCard(shop, revenueOf(quantity));
}

test.describe.serial('back office', () => {
  test.beforeAll(async ({ browser, baseURL, playwright }) => {
    [adminContext, admin] = await newPage(browser);
    [customerContext, shop] = await newPage(browser);
    await signInByApi(admin, baseURL!, demo.admin);
    const seeded = seedParts[1]!;
    partName = `Back Office Journey CPU ${Date.now().toString(36)}${test.info().repeatEachIndex}`;
    const created = await admin.request.post('/api/part', {
      data: { name: partName, category: seeded.category, price, quantity: stock, min: 1, image: seeded.image, description: 'A part for the back-office journey.' },
    });
    expect(created.status()).toBe(201);
    partId = ((await created.json()) as { _id: string })._id;

    const signUp = await playwright.request.newContext({ baseURL, ...address });
    customer = await newVerifiedAccount(signUp, baseURL!, 'Bea Backoffice');
    // Someone else's order of the same part, which a search by Bea's address leaves out.
    const someoneElse = await newVerifiedAccount(signUp, baseURL!, 'Cid Otherbuyer');
    const signedIn = await signUp.post('/api/auth/sign-in/email', { data: someoneElse, headers: { origin: baseURL! } });
    expect(signedIn.status()).toBe(200);
    const theirs = await signUp.post('/api/order', { data: { orderId: partId, quantity: theirQuantity }, headers: { origin: baseURL! } });
    expect(theirs.status()).toBe(201);
    await signUp.dispose();
    await signInByApi(shop, baseURL!, customer);

    orderIds = [];
    for (const quantity of quantities) {
      const order = await shop.request.post('/api/order', { data: { orderId: partId, quantity }, headers: { origin: baseURL! } });
      expect(order.status()).toBe(201);
      orderIds.push(((await order.json()) as { _id: string })._id);
    }
    for (const [i, id] of orderIds.entries()) await payByCard(id, quantities[i]!);
  });

  test.afterAll(async () => {
    if (partId) await admin.request.delete(`/api/part/${partId}`);
    await adminContext.close();
    await customerContext.close();
  });

  test('the admin sets the part its own low-stock alert', async () => {
    await admin.goto(`/update-part/${partId}`);
    const alert = admin.getByRole('spinbutton', { name: 'Low-stock alert below' });
    // Empty: the shop's default, shown as the placeholder.
    await expect(alert).toHaveValue('');
    await expect(alert).toHaveAttribute('placeholder', /^Default: \d+$/);
    await alert.fill('2.5');
    await admin.getByRole('button', { name: 'Save alert' }).click();
    await expect(admin.getByText('The threshold must be a whole number.')).toBeVisible();
    await alert.fill(String(stock));
    await admin.getByRole('button', { name: 'Save alert' }).click();
    await expect(toast(admin, `Low-stock alert saved: below ${stock} units.`)).toBeVisible();
    await admin.reload();
    await expect(alert).toHaveValue(String(stock));
  });

  test('the overview shows the sales chart and the part among the top parts', async () => {
    // Admins start their dashboard on the overview, its menu's first link.
    await admin.goto('/dashboard');
    await expect(admin).toHaveURL('/dashboard/overview');
    const menu = admin.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link').first()).toHaveText('Overview');
    await expect(admin.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

    const chart = admin.getByRole('img', { name: /^Revenue and orders Pending or Paid per day/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeAttached();

    const topPart = admin.getByTestId('top-part').filter({ hasText: partName });
    await expect(topPart).toContainText(revenueText);
    await expect(topPart).toContainText(String(quantities[0]! + quantities[1]!));

    // Sold below its own threshold (the stock it started with): listed as low, with a way to restock it.
    const lowStock = admin.getByTestId('low-stock-part').filter({ hasText: partName });
    await expect(lowStock.getByRole('cell').nth(1)).toHaveText(String(stock - quantities[0]! - quantities[1]! - theirQuantity));
    await expect(lowStock.getByRole('cell').nth(2)).toHaveText(String(stock));
    await expect(lowStock.getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', `/update-part/${partId}`);

    // The shop's own figures include this journey's sales, and others'.
    for (const period of ['Today', 'Last 7 days', 'Last 30 days']) {
      const card = admin.getByRole('article', { name: period });
      const revenue = await card.getByTestId('figure-revenue').textContent();
      expect(centsOf(revenue!)).toBeGreaterThanOrEqual(revenueCents);
      await expect(card).toContainText(/\d+ orders? Pending or Paid/);
    }
  });

  test('the admin finds the orders by e-mail, reads a timeline and exports the list', async () => {
    await admin.goto('/dashboard/manageallorder');
    await admin.getByRole('searchbox', { name: /Search orders/ }).fill(customer.email);
    const rows = admin.getByTestId('order-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: customer.email })).toHaveCount(2);
    await expect(admin.getByTestId('orders-range')).toHaveText('Showing 1–2 of 2');

    // None of them is unpaid any more.
    await admin.getByLabel('State').selectOption('unpaid');
    await expect(admin.getByText('No orders match this search.')).toBeVisible();
    await admin.getByLabel('State').selectOption('');
    await expect(rows).toHaveCount(2);

    // The newest first: the second order, of 3 pieces.
    const row = rows.filter({ hasText: revenueOf(quantities[1]!) });
    await row.getByRole('link', { name: /^Details/ }).click();
    await expect(admin).toHaveURL(`/dashboard/order/${orderIds[1]}`);
    const order = admin.getByRole('article', { name: 'Order' });
    await expect(order).toContainText(partName);
    await expect(order).toContainText(`${quantities[1]} pieces`);
    const entries = admin.getByTestId('timeline-entry');
    await expect(entries.filter({ hasText: 'Placed' })).toContainText(customer.email);
    await expect(entries.filter({ hasText: 'Payment started' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'Paid by card' })).toContainText(/pi_\w+/);

    await admin.goBack();
    // Exported as typed, at once: the list waits for a pause in the typing, the export does not.
    await admin.getByRole('searchbox', { name: /Search orders/ }).fill(customer.email);
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    // The list catches up with the search box once the typing pauses.
    await expect(rows).toHaveCount(2);
    expect(download.suggestedFilename()).toMatch(/^orders-.*\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe(CSV_HEADER);
    // Only the searched customer's two orders.
    expect(lines).toHaveLength(3);
    // Each line starts with the order's number, then its id.
    const line = lines.find((l) => new RegExp(`^"CP-\\d{6,}","${orderIds[1]}",`).test(l));
    const iso = String.raw`\d{4}-\d{2}-\d{2}T[\d:.]+Z`;
    const total = ((Math.round(price * 100) * quantities[1]!) / 100).toFixed(2);
    const literal = (text: string | number) => String(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const [id, name, email, parts, quantity] = [orderIds[1]!, customer.name, customer.email, `${quantities[1]} × ${partName}`, quantities[1]!].map(literal);
    const quoted = (pattern?: string) => `"${pattern}"`;
    // Order number, order id, placed at, customer, e-mail, parts, quantity, the parts' total, the
    // discount (none), shipping (free from $150), tax (none in the US), the total charged,
    // refunded, returns, state, fulfilment, tracking, paid at: text quoted.
    const money = [total, '0.00', '0.00', '0.00', total, '0.00'].map(literal);
    // Then its returns (none), state, fulfilment, tracking and paid at.
    const expected = [...[String.raw`CP-\d{6,}`, id, iso, name, email, parts].map(quoted), quantity, ...[...money, '', 'pending', 'unfulfilled', '', iso].map(quoted)].join(',');
    expect(line).toMatch(new RegExp(`^${expected}$`));
  });
});

/** A total as the page writes it. */
function revenueOf(quantity: number) {
  return `$${((Math.round(price * 100) * quantity) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
}

// The export's first line, as the server writes it.
const CSV_HEADER =
  '"Order number","Order id","Placed at","Customer","E-mail","Parts","Quantity","Parts (USD)","Discount (USD)","Shipping (USD)","Tax (USD)","Total (USD)","Refunded (USD)","Returns","State","Fulfilment","Tracking","Paid at"';
