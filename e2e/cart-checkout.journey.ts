/**
 * The cart journey (issue 27, product.md §2 Cart, Checkout, Payment, Dashboard), declared once and
 * run at two widths by `cart-checkout.spec.ts` (1280 px) and `cart-checkout.phone.spec.ts`
 * (375 px, the phone project): a visitor fills a cart from the part cards and a part's page, signs
 * in through Checkout and keeps the cart (merged with the account's), checks out with an address
 * and a shipping method, and pays by card; the admin ships the order; the customer sees it shipped
 * in My Order and in the development mailbox; a second order is paid, then canceled and refunded.
 *
 * It runs on three parts of its own, added and archived by the admin through the API. Both widths
 * run at the same time and a cart belongs to an account: one of them uses the demo customer, the
 * other a new customer. Screenshots of the key steps go to test-results/issue27/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { clientAddress, demo, fillShippingAddress, journeySteps, newVerifiedAccount, openHydrated, payWithTestCard, reachStandInsDirectly, signInByApi, toast, usAddress } from './support.ts';

interface JourneyOptions {
  /** Names the screenshots and the parts: `desktop` or `phone`. */
  width: 'desktop' | 'phone';
  /** The spec file's own client address (support.ts). */
  client: number;
  /** The demo customer, or a new verified customer. */
  customer: 'demo' | 'new';
}

const screenshots = path.join(import.meta.dirname, '../test-results/issue27');

/** The three parts: prices in dollars, the minimum each is added at. */
const partSpecs = [
  { key: 'cooler', price: 40, min: 1, seeded: 8 },
  { key: 'fans', price: 15, min: 2, seeded: 9 },
  { key: 'paste', price: 25, min: 1, seeded: 10 },
] as const;
const stock = 20;
/** Units of the fans already in the account's cart before the visitor signs in (from another device). */
const fansInAccountCart = 3;
const carrier = 'UPS';
const trackingNumber = '1Z999AA10123456784';

export function cartCheckoutJourney({ width, client, customer: who }: JourneyOptions) {
  const address = clientAddress(client);
  test.use(address);
  const phone = width === 'phone';

  let customer: { email: string; password: string };
  let parts: { _id: string; name: string; price: number; min: number }[];
  let stamp: string;
  let firstOrderId: string;
  /** The first order's number, as its payment page shows it (CP-100001, decision 085). */
  let firstOrderNumber: string;
  let secondOrderId: string;
  let shopContext: BrowserContext;
  let adminContext: BrowserContext;
  let shop: Page;
  let admin: Page;

  const snap = journeySteps(screenshots, width);
  /** The navigation bar's cart link, named with the units in the cart; its badge shows the number. */
  const navCart = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, / });
  /** One of the figures (Subtotal, Shipping, Sales tax (0%), Total) of a checkout's or shipping step's summary. */
  const figure = (scope: Locator, label: string) =>
    scope.locator('dl > div').filter({ has: scope.page().getByRole('term').filter({ hasText: label }) }).getByRole('definition');
  const myOrderRow = (id: string) => shop.locator(`[data-testid="order-row"][data-order-id="${id}"]`);

  async function newPage(browser: Browser): Promise<[BrowserContext, Page]> {
    const context = await browser.newContext(address);
    await reachStandInsDirectly(context);
    return [context, await context.newPage()];
  }

  /** Checkout's figures as they stand: Subtotal, Shipping, Tax and Total. */
  async function expectFigures(scope: Locator, figures: { subtotal: string; shipping: string; total: string }) {
    await expect(figure(scope, 'Subtotal')).toHaveText(figures.subtotal);
    await expect(figure(scope, 'Shipping')).toHaveText(figures.shipping);
    await expect(figure(scope, 'Sales tax (0%)')).toHaveText('$0.00');
    await expect(scope.getByTestId('checkout-total')).toHaveText(figures.total);
  }

  /** To /cart as a shopper does at this width: the bar's cart icon, or the phone drawer's Cart entry. */
  async function openCart(units: number) {
    const name = `Cart, ${units} ${units === 1 ? 'item' : 'items'}`;
    if (phone) {
      await shop.getByLabel('Open menu').click();
      const drawer = shop.getByRole('navigation', { name: 'Menu' });
      await expect(drawer).toBeInViewport();
      await drawer.getByRole('link', { name }).click();
    } else {
      await shop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
    }
    await expect(shop).toHaveURL('/cart');
    await expect(shop.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  }

  test.describe.serial(`cart and checkout, ${width}`, () => {
    test.beforeAll(async ({ browser, baseURL, playwright }) => {
      mkdirSync(screenshots, { recursive: true });
      [adminContext, admin] = await newPage(browser);
      [shopContext, shop] = await newPage(browser);
      await signInByApi(admin, baseURL!, demo.admin);
      stamp = `Cj${Date.now().toString(36)}${width}`;
      parts = [];
      for (const spec of partSpecs) {
        const seeded = seedParts[spec.seeded]!;
        const name = `${stamp} ${spec.key}`;
        const created = await admin.request.post('/api/part', {
          data: { name, category: seeded.category, price: spec.price, quantity: stock, min: spec.min, image: seeded.image, description: 'A part for the cart journey.' },
        });
        expect(created.status()).toBe(201);
        parts.push({ _id: ((await created.json()) as { _id: string })._id, name, price: spec.price, min: spec.min });
      }

      const api = await playwright.request.newContext({ baseURL, ...address });
      customer = who === 'demo' ? demo.customer : await newVerifiedAccount(api, baseURL!, `Carla Cart ${width}`);
      // The account's cart already holds some of the fans, put there on another device.
      const signedIn = await api.post('/api/auth/sign-in/email', { data: customer, headers: { origin: baseURL! } });
      expect(signedIn.status()).toBe(200);
      const put = await api.put(`/api/cart/lines/${parts[1]!._id}`, { data: { quantity: fansInAccountCart }, headers: { origin: baseURL! } });
      expect(put.status()).toBe(200);
      await api.dispose();
    });

    test.afterAll(async () => {
      for (const part of parts ?? []) await admin.request.delete(`/api/part/${part._id}`);
      await adminContext?.close();
      await shopContext?.close();
    });

    test('a visitor adds three parts from the cards and a part page, and the badge counts them', async () => {
      const [cooler, fans, paste] = parts as [(typeof parts)[0], (typeof parts)[0], (typeof parts)[0]];
      await openHydrated(shop, `/parts?q=${encodeURIComponent(stamp)}`);
      const cards = shop.getByTestId('part-card');
      await expect(cards).toHaveCount(3);
      await expect(navCart(shop)).toHaveAccessibleName('Cart, 0 items');

      await cards.filter({ hasText: cooler.name }).getByRole('button', { name: `Add to Cart: ${cooler.name}` }).click();
      await expect(toast(shop, `${cooler.name} is in your cart.`)).toBeVisible();
      await expect(navCart(shop)).toHaveAccessibleName('Cart, 1 item');
      // Added at its minimum of 2.
      await cards.filter({ hasText: fans.name }).getByRole('button', { name: `Add to Cart: ${fans.name}` }).click();
      await expect(toast(shop, `${fans.name} is in your cart.`)).toBeVisible();
      await expect(navCart(shop)).toHaveAccessibleName('Cart, 3 items');
      await expect(navCart(shop)).toHaveText('3');

      await cards.filter({ hasText: paste.name }).getByRole('link', { name: paste.name }).click();
      await expect(shop).toHaveURL(`/parts/${paste._id}`);
      await shop.getByRole('button', { name: `Add to Cart: ${paste.name}` }).click();
      const added = toast(shop, `${paste.name} is in your cart.`);
      await expect(added).toBeVisible();
      // Resting the pointer on the toast holds it open (pauseOnHover), as it would for a shopper
      // reaching for its link; otherwise it closes after 5 s, which a loaded machine can spend here.
      await added.hover();
      await expect(navCart(shop)).toHaveAccessibleName('Cart, 4 items');
      await expect(navCart(shop)).toHaveText('4');
      await snap(shop, 'part-page-added');
      // The toast stands below the header at every width, and its View cart link opens the cart.
      const headerBottom = await shop.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
      expect((await added.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
      await added.getByRole('link', { name: 'View cart' }).click();
      await expect(shop).toHaveURL('/cart');

      await openCart(4);
      const lines = shop.getByRole('list', { name: 'Parts in your cart' }).getByRole('listitem');
      await expect(lines).toHaveCount(3);
      const line = (name: string) => shop.getByRole('article', { name });
      await expect(line(cooler.name).getByTestId('line-total')).toHaveText('Line total $40.00');
      await expect(line(fans.name).getByRole('spinbutton', { name: `Quantity of ${fans.name}` })).toHaveValue('2');
      await expect(line(fans.name).getByTestId('line-total')).toHaveText('Line total $30.00');
      await expect(line(paste.name).getByTestId('line-total')).toHaveText('Line total $25.00');
      await expect(shop.getByTestId('cart-subtotal')).toHaveText('$95.00');
      // Standard ships free from $150 of parts (support.ts), and each method says when parts arrive.
      await expect(shop.getByTestId('cart-shipping')).toContainText('Add $55.00 more for free Standard shipping.');
      await expect(shop.getByRole('list', { name: 'Delivery' }).getByRole('listitem').first()).toHaveText(/^Standard: .+/);
      await expect(shop.getByRole('complementary', { name: 'Cart summary' })).toContainText('(4 pieces)');
      await snap(shop, 'cart-visitor');
    });

    test('Checkout signs the visitor in and comes back; the cart joins the account cart', async () => {
      const [cooler, fans, paste] = parts as [(typeof parts)[0], (typeof parts)[0], (typeof parts)[0]];
      await shop.getByRole('button', { name: 'Checkout' }).click();
      await expect(shop).toHaveURL('/login');
      await shop.getByLabel('Email').fill(customer.email);
      await shop.getByLabel('Password', { exact: true }).fill(customer.password);
      await shop.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(shop).toHaveURL('/checkout');

      // The visitor's lines joined the account's; of the fans the larger quantity stays (3, not 2).
      const summary = shop.getByRole('complementary', { name: 'Order summary' });
      const items = summary.getByRole('list', { name: 'Parts' }).getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(items.filter({ hasText: cooler.name })).toContainText('1 ×');
      await expect(items.filter({ hasText: fans.name })).toContainText(`${fansInAccountCart} ×`);
      await expect(items.filter({ hasText: paste.name })).toContainText('1 ×');
      await expect(navCart(shop)).toHaveAccessibleName('Cart, 5 items');
      // Kept on the server now, for any device the customer signs in on.
      const cart = (await (await shop.request.get('/api/cart')).json()) as { lines: { partId: string; quantity: number }[]; count: number; subtotal: number };
      expect(cart.lines.map((l) => [l.partId, l.quantity]).sort()).toEqual(
        [
          [cooler._id, 1],
          [fans._id, fansInAccountCart],
          [paste._id, 1],
        ].sort(),
      );
      expect(cart.subtotal).toBe(110);
    });

    test('the checkout takes an address and a shipping method, shows the figures and places the order', async () => {
      const form = shop.getByRole('form', { name: 'Checkout' });
      const summary = shop.getByRole('complementary', { name: 'Order summary' });
      // The form is checked before anything is sent, and says what is missing.
      await form.getByLabel('Full name').fill('');
      await form.getByRole('button', { name: 'Place order' }).click();
      await expect(form.getByText("Please enter the recipient's name")).toBeVisible();

      await fillShippingAddress(form);
      // $110.00 of parts: Standard is $9.99 (free only from $150), and a US address pays no tax.
      await expect(form.getByRole('radio', { name: /^Standard/ })).toBeChecked();
      await expectFigures(summary, { subtotal: '$110.00', shipping: '$9.99', total: '$119.99' });
      await form.getByRole('radio', { name: /^Express/ }).check();
      await expectFigures(summary, { subtotal: '$110.00', shipping: '$24.99', total: '$134.99' });
      await snap(shop, 'checkout');

      const placed = shop.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/checkout'));
      await form.getByRole('button', { name: 'Place order' }).click();
      const request = await placed;
      expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
      expect(request.postDataJSON()).toMatchObject({ expectedTotal: 134.99 });
      await expect(shop).toHaveURL(/\/payment\/[\w-]+$/);
      firstOrderId = shop.url().split('/').at(-1)!;
    });

    test('the payment page shows the parts, shipping, tax and total, and a test card pays the total', async () => {
      const summary = shop.getByRole('article', { name: 'Order summary' });
      await expect(shop.getByText('3 parts, 5 pieces')).toBeVisible();
      await expect(summary.getByRole('list', { name: 'Parts of this order' }).getByRole('listitem')).toHaveCount(3);
      for (const text of [usAddress.line1, 'Portland OR 97209', 'United States', 'Express']) await expect(summary).toContainText(text);
      await expect(summary.getByTestId('order-parts')).toHaveText('$110.00');
      await expect(summary.getByTestId('order-shipping')).toHaveText('$24.99');
      await expect(summary.getByTestId('order-tax')).toHaveText('$0.00');
      await expect(summary.getByTestId('order-total')).toHaveText('$134.99');
      // The number people read out, on the payment page already.
      await expect(summary.getByTestId('order-number')).toHaveText(/^CP-\d{6,}$/);
      firstOrderNumber = (await summary.getByTestId('order-number').textContent())!;
      // The address came with the checkout: the card form at once, no shipping step.
      await expect(shop.getByRole('form', { name: 'Shipping' })).toHaveCount(0);
      await expect(shop.getByText('TEST MODE')).toBeVisible();
      await expect(shop.getByTestId('hold-notice')).toContainText(/We hold this order's parts until \d{1,2}:\d{2}/);
      await snap(shop, 'payment');

      await payWithTestCard(shop, '$134.99');
      await expect(shop.locator('p.text-success')).toHaveText(/^Your Transaction Id: pi_\w+$/);
      // The checked-out parts left the cart.
      await expect(navCart(shop)).toHaveAccessibleName('Cart, 0 items');
      await snap(shop, 'paid');
    });

    test('the admin finds the order by its number, and shipping it while its payment is pending asks first', async () => {
      await openHydrated(admin, '/dashboard/manageallorder');
      // Without its prefix and in lower case: the number the customer reads out on the phone.
      await admin.getByRole('searchbox', { name: /Search orders/ }).fill(firstOrderNumber.toLowerCase().replace('-', ''));
      const row = admin.locator(`[data-testid="order-row"][data-order-id="${firstOrderId}"]`);
      await expect(admin.getByTestId('order-row')).toHaveCount(1);
      await expect(row.getByTestId('order-number')).toHaveText(firstOrderNumber);
      await expect(row).toContainText(customer.email);
      await expect(row).toContainText('3 parts');
      await expect(row.getByTestId('fulfilment-badge')).toHaveText('Awaiting shipment');
      // The parts' names wrap between words, never inside one (issue 41): no word's text spans two lines.
      const brokenWords = await row.getByRole('list', { name: /^Parts of / }).evaluate((list) => {
        const broken: string[] = [];
        const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of node.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            if (range.getClientRects().length > 1) broken.push(word[0]);
          }
        }
        return broken;
      });
      expect(brokenWords).toEqual([]);
      await snap(admin, 'admin-found-by-number');

      // Paid by card but not marked paid: the admin is asked before the ship form opens; No stops there.
      await row.getByRole('button', { name: /^Ship / }).click();
      const question = admin.getByRole('dialog', { name: `Ship ${firstOrderNumber} before its payment is confirmed?` });
      await expect(question).toBeVisible();
      await snap(admin, 'admin-ship-pending-question');
      await question.getByRole('button', { name: 'No' }).click();
      await expect(question).toBeHidden();
      await expect(admin.getByRole('dialog', { name: 'Ship order' })).toHaveCount(0);
      await row.getByRole('button', { name: /^Ship / }).click();
      await question.getByRole('button', { name: 'Yes' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Ship order' });
      await expect(dialog).toContainText(firstOrderNumber);
      await expect(dialog).toContainText(`Express to ${usAddress.name}, Portland, US`);
      await expect(dialog.getByLabel('Carrier')).toBeFocused();
      await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
      await expect(dialog.getByText('Carrier is Required')).toBeVisible();
      await dialog.getByLabel('Carrier').fill(carrier);
      await dialog.getByLabel('Tracking number').fill(trackingNumber);
      await snap(admin, 'admin-ship-dialog');
      await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
      await expect(toast(admin, 'Order marked shipped.')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row.getByTestId('fulfilment-badge')).toHaveText('Shipped');
      await expect(row.getByTestId('tracking')).toContainText(trackingNumber);
      await expect(row.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
      await snap(admin, 'admin-shipped');
    });

    test('a partial refund asks "Refund $X to the card?" first', async () => {
      const row = admin.locator(`[data-testid="order-row"][data-order-id="${firstOrderId}"]`);
      await row.getByRole('button', { name: /^Refund / }).click();
      const dialog = admin.getByRole('dialog', { name: 'Refund order' });
      await dialog.getByRole('radio', { name: 'An amount' }).check();
      await dialog.getByLabel('Amount (USD)').fill('5');
      await dialog.getByLabel('Reason').fill('Scratched box');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      const question = admin.getByRole('dialog', { name: 'Refund $5.00 to the card?' });
      await expect(question).toContainText(`${firstOrderNumber}: $134.99 of its charge is left to refund.`);
      await snap(admin, 'admin-partial-refund-question');
      // No: nothing is refunded, the form stays as it was.
      await question.getByRole('button', { name: 'No' }).click();
      await expect(question).toBeHidden();
      await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('5');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await question.getByRole('button', { name: 'Yes' }).click();
      await expect(toast(admin, 'Refund started.')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Refunded $5.00');
    });

    test('the customer sees the order shipped in My Order and the shipped mail in the mailbox', async () => {
      await openHydrated(shop, '/dashboard/myorder');
      const row = myOrderRow(firstOrderId);
      // Its number, and one plain line: the carrier, the tracking number linked to UPS's page, the refund.
      await expect(row.getByTestId('order-number')).toHaveText(firstOrderNumber);
      await expect(row.getByTestId('order-state-line')).toHaveText(`Shipped with ${carrier} ${trackingNumber} · $5.00 refunded`);
      await expect(row.getByRole('link', { name: new RegExp(`^${trackingNumber}, track it on UPS`) })).toHaveAttribute(
        'href',
        `https://www.ups.com/track?tracknum=${trackingNumber}`,
      );
      for (const part of parts) await expect(row).toContainText(part.name);
      // Sent: it can no longer be canceled, nor deleted.
      await expect(row.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
      await expect(row.getByRole('button', { name: 'Delete' })).toBeDisabled();
      await snap(shop, 'my-order-shipped');

      await openHydrated(shop, '/dev/mailbox');
      const mail = shop
        .getByRole('list', { name: 'Messages' })
        .getByRole('button')
        // Named after one of its parts, "… and 2 more".
        .filter({ hasText: new RegExp(`order shipped: ${stamp} \\w+ and 2 more \\(${firstOrderNumber}\\)`) })
        .filter({ hasText: customer.email });
      // Sent by the mail relay a moment after the change: Refresh until it is there.
      await expect(async () => {
        if (!(await mail.isVisible())) await shop.getByRole('button', { name: 'Refresh' }).click();
        await expect(mail).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await mail.click();
      const message = shop.getByRole('article', { name: 'Message' });
      await expect(message).toContainText(`Your order ${firstOrderNumber} is on its way with ${carrier}.`);
      await expect(message).toContainText(`Tracking number: ${trackingNumber}`);
      await expect(message).toContainText(`https://www.ups.com/track?tracknum=${trackingNumber}`);
      await expect(message).toContainText(`Order ${firstOrderNumber}: Shipped with ${carrier} ${trackingNumber}`);
      await snap(shop, 'mailbox-shipped');

      // The payment's confirmation names the order by its number and does not say it waits for staff.
      const confirmed = shop
        .getByRole('list', { name: 'Messages' })
        .getByRole('button')
        .filter({ hasText: `(${firstOrderNumber})` })
        .filter({ hasText: 'order confirmed' });
      await confirmed.click();
      await expect(message).toContainText(`We have your order ${firstOrderNumber}, $134.99 in total.`);
      await expect(message).toContainText(`Order ${firstOrderNumber}: Payment received — preparing`);
      await expect(message).not.toContainText(/until our team|confirms it as paid/);
    });

    test('a second order is placed, paid, then canceled from My Order and refunded', async () => {
      const cooler = parts[0]!;
      await openHydrated(shop, `/parts/${cooler._id}`);
      await shop.getByRole('button', { name: `Add to Cart: ${cooler.name}` }).click();
      await expect(toast(shop, `${cooler.name} is in your cart.`)).toBeVisible();
      await openCart(1);
      await shop.getByRole('button', { name: 'Checkout' }).click();
      await expect(shop).toHaveURL('/checkout');

      // Started from the address of the first order; Standard again, $9.99 on $40.00 of parts.
      const form = shop.getByRole('form', { name: 'Checkout' });
      await expect(form.getByLabel('Full name')).toHaveValue(usAddress.name);
      await expect(form.getByLabel('Region')).toHaveValue(usAddress.region);
      await expectFigures(shop.getByRole('complementary', { name: 'Order summary' }), { subtotal: '$40.00', shipping: '$9.99', total: '$49.99' });
      await form.getByRole('button', { name: 'Place order' }).click();
      await expect(shop).toHaveURL(/\/payment\/[\w-]+$/);
      secondOrderId = shop.url().split('/').at(-1)!;
      await payWithTestCard(shop, '$49.99');

      await shop.getByRole('link', { name: 'Go to My Order' }).click();
      const row = myOrderRow(secondOrderId);
      await expect(row.getByTestId('order-state-line')).toHaveText('Payment received — preparing');
      await row.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = shop.getByRole('dialog', { name: 'Cancel this order ?' });
      await expect(dialog).toContainText('Its payment of $49.99 is refunded to your card.');
      await snap(shop, 'cancel-dialog');
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await expect(toast(shop, 'Your order is canceled and its payment refunded.')).toBeVisible();
      await expect(row.getByTestId('order-state-line')).toHaveText('Canceled · refunded in full');
      await expect(row.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
      // The first order is still shipped beside it.
      await expect(myOrderRow(firstOrderId).getByTestId('order-state-line')).toContainText('Shipped with UPS');
      await snap(shop, 'my-order-canceled');

      // Its part is back in stock: only the first order's unit is gone.
      const part = (await (await shop.request.get(`/api/part/${cooler._id}`)).json()) as { quantity: number };
      expect(part.quantity).toBe(stock - 1);

      // The order's details tell the story, with the refund.
      await row.getByRole('link', { name: /^Details/ }).click();
      await expect(shop).toHaveURL(`/dashboard/order/${secondOrderId}`);
      const entries = shop.getByTestId('timeline-entry');
      await expect(entries.filter({ hasText: 'Canceled (1 unit back in stock)' })).toHaveCount(1);
      await expect(entries.filter({ hasText: 'Refund of $49.99 started' })).toContainText('Reason: Order canceled by the customer.');
      await snap(shop, 'order-details-canceled');
    });
  });
}
