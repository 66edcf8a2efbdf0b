/**
 * The keyboard alone (issue 15, decision 031): a customer signs in with the form, orders a part,
 * gives it a shipping address (issue 27) and pays for it by card pressing only Tab, typing, the
 * arrow keys and Enter; a confirm dialog takes focus, keeps it,
 * closes on Escape and gives focus back to the button that opened it.
 *
 * It runs on a part of its own and a new customer, so the seeded catalog and the demo customer
 * stay as other journeys expect them.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { clientAddress, demo, newVerifiedAccount, openHydrated, reachStandInsDirectly, signInByApi, usAddress } from './support.ts';

const address = clientAddress(80);
test.use(address);
test.beforeEach(({ context }) => reachStandInsDirectly(context));
// One part and one customer for both tests, which run in order.
test.describe.configure({ mode: 'default' });

let part: { _id: string; name: string };
let customer: { email: string; password: string; name: string };

/** Presses Tab until `target` has focus; fails when it is not reached, that is, not reachable by Tab. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} is not reached by ${most} presses of Tab`);
}

/** Focus is on an element inside `container`. */
const focusInside = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el);

test.beforeAll(async ({ browser, baseURL, playwright }) => {
  const adminContext = await browser.newContext(address);
  const admin = await adminContext.newPage();
  await signInByApi(admin, baseURL!, demo.admin);
  const seeded = seedParts[5]!;
  const name = `Keyboard Journey Part ${Date.now().toString(36)}`;
  const created = await admin.request.post('/api/part', {
    data: { name, category: seeded.category, price: 10, quantity: 20, min: 2, image: seeded.image, description: 'A part for the keyboard journey.' },
  });
  expect(created.status()).toBe(201);
  part = { _id: ((await created.json()) as { _id: string })._id, name };
  await adminContext.close();
  const signUp = await playwright.request.newContext({ baseURL, ...address });
  customer = await newVerifiedAccount(signUp, baseURL!, 'Kira Keys');
  await signUp.dispose();
});

test.afterAll(async ({ browser, baseURL }) => {
  if (!part) return;
  const adminContext = await browser.newContext(address);
  const admin = await adminContext.newPage();
  await signInByApi(admin, baseURL!, demo.admin);
  await admin.request.delete(`/api/part/${part._id}`);
  await adminContext.close();
});

test('sign in, order a part and pay by card with the keyboard only', async ({ page }) => {
  // About a hundred key presses, each followed by a look at the focus: 13 to 24 s here, past 30 on a busy CI machine.
  test.setTimeout(60_000);
  await openHydrated(page, '/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(customer.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }), 1);
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Login Successfully !!' })).toBeVisible();

  await openHydrated(page, `/parts?q=${encodeURIComponent(part.name)}`);
  await tabTo(page, page.getByTestId('part-card').filter({ hasText: part.name }).getByRole('link', { name: 'Order Now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/purchase/${part._id}`);

  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await tabTo(page, quantity);
  await page.keyboard.press('ArrowUp');
  await expect(quantity).toHaveValue('3');
  await tabTo(page, page.getByRole('button', { name: 'Total' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-total')).toHaveText('$30.00');
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment\/[\w-]+$/);

  // The shipping step: a closed select takes the letters typed as a search of its options.
  const step = page.getByRole('form', { name: 'Shipping' });
  const typeInto = async (label: string, text: string, most?: number) => {
    await tabTo(page, step.getByLabel(label), most);
    await page.keyboard.type(text);
  };
  await typeInto('Full name', usAddress.name);
  await typeInto('Country', 'United States', 1);
  await expect(step.getByLabel('Country')).toHaveValue('US');
  await typeInto('Address line 1', usAddress.line1);
  await typeInto('City', usAddress.city);
  await typeInto('Region', 'Oregon', 1);
  await expect(step.getByLabel('Region')).toHaveValue('OR');
  await typeInto('Postal code', usAddress.postalCode, 1);
  await typeInto('Phone', usAddress.phone, 1);
  // The first method, Standard, is chosen to start with: $30.00 of parts ship for $9.99.
  await tabTo(page, step.getByRole('radio', { name: /^Standard/ }), 1);
  await expect(step.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  await expect(step.getByTestId('checkout-total')).toHaveText('$39.99');
  await tabTo(page, step.getByRole('button', { name: 'Continue to payment' }), 1);
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await tabTo(page, page.getByLabel('Expiry (MM/YY)'), 1);
  await page.keyboard.type('1234');
  await tabTo(page, page.getByLabel('CVC'), 1);
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: 'Pay $39.99' }), 1);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Congrats ! Your payment is completed.')).toBeVisible();
});

test('a confirm dialog keeps focus until Escape gives it back to its button', async ({ page, baseURL }) => {
  await signInByApi(page, baseURL!, customer);
  const ordered = await page.request.post('/api/order', { data: { orderId: part._id, quantity: 2 } });
  expect(ordered.status()).toBe(201);
  const orderId = ((await ordered.json()) as { _id: string })._id;

  await openHydrated(page, '/dashboard/myorder');
  const remove = page
    .getByTestId('order-row')
    .filter({ has: page.getByRole('link', { name: `Details of ${part.name}` }) })
    .filter({ has: page.getByRole('button', { name: 'Delete', disabled: false }) })
    .getByRole('button', { name: 'Delete' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Delete this order ?' });
  await expect(dialog).toBeVisible();
  expect(await focusInside(dialog)).toBe(true);
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `focus after ${i + 1} presses of Tab`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await page.request.delete(`/api/order/${orderId}`);
});
