/**
 * The address book and one checkout (issue 41), at 1280 px with a look at 375 px: a new customer
 * keeps addresses on My Profile (add, edit, a default, remove); Order Now starts from the saved
 * address and carries it to the payment page, which goes to the card without typing it again;
 * the cart's checkout offers the last address used first; Back from a payment page shows the
 * unpaid order with its Pay link. Screenshots go to test-results/issue41/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { adminAndCustomer, clientAddress, fillShippingAddress, journeySteps, openHydrated, toast, usAddress } from './support.ts';

const address = clientAddress(42);
test.use(address);

const screenshots = path.join(import.meta.dirname, '../test-results/issue41');
const snap = journeySteps(screenshots, 'book');

const home = usAddress;
const office = { ...usAddress, name: 'Ada at work', line1: '500 SW Broadway', postalCode: '97205' };

let shop: Page;
let part: { _id: string; name: string };
let close: (() => Promise<void>) | undefined;

test.describe.serial('address book and one checkout', () => {
  test.beforeAll(async ({ browser, baseURL }) => {
    mkdirSync(screenshots, { recursive: true });
    ({ shop, part, close } = await adminAndCustomer(browser, baseURL!, address, { seeded: seedParts[4]!, name: `Ab${Date.now().toString(36)} part`, price: 20, quantity: 20, description: 'A part for the address book journey.', customerName: 'Ada Book' }));
  });

  test.afterAll(async () => {
    await close?.();
  });

  test('My Profile keeps addresses: add, edit, a default, remove', async () => {
    await openHydrated(shop, '/dashboard/myprofile');
    const book = shop.getByRole('region', { name: 'Address book' });
    await expect(book).toContainText('No saved addresses yet.');

    await book.getByRole('button', { name: 'Add address' }).click();
    let form = book.getByRole('form', { name: 'New address' });
    // Checked as the checkout checks it, before anything is sent.
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByText("Please enter the recipient's name")).toBeVisible();
    await fillShippingAddress(form, home);
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(toast(shop, 'Address saved.')).toBeVisible();
    const rows = book.getByTestId('saved-address');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Default');

    await book.getByRole('button', { name: 'Add address' }).click();
    form = book.getByRole('form', { name: 'New address' });
    await fillShippingAddress(form, { ...office, line1: '1 Wrong Street' });
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(rows).toHaveCount(2);

    await book.getByRole('button', { name: /^Edit: Ada at work/ }).click();
    form = book.getByRole('form', { name: 'Edit address' });
    await form.getByLabel('Address line 1').fill(office.line1);
    await form.getByLabel('Make this my default address').check();
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(toast(shop, 'Address updated.')).toBeVisible();
    await expect(rows.filter({ hasText: office.line1 })).toContainText('Default');
    await expect(rows.filter({ hasText: home.line1 })).not.toContainText('Default');
    await snap(shop, 'profile');

    // Removing the default makes the other one the default.
    await book.getByRole('button', { name: /^Remove: Ada at work/ }).click();
    await expect(toast(shop, 'Address removed.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(home.line1);
    await expect(rows.first()).toContainText('Default');
  });

  test('Order Now starts from the saved address and reaches the card without typing it again', async () => {
    await openHydrated(shop, `/purchase/${part._id}`);
    const order = shop.getByRole('form', { name: 'Order form' });
    await expect(order.getByRole('group', { name: 'Saved addresses' }).getByRole('radio', { name: new RegExp(home.line1) })).toBeChecked();
    await expect(order.getByLabel('Full name')).toHaveValue(home.name);
    await expect(order.getByLabel('Address line 1')).toHaveValue(home.line1);
    await order.getByRole('button', { name: 'Total' }).click();
    await expect(order.getByTestId('order-total')).toHaveText('$20.00');
    await snap(shop, 'purchase');
    await order.getByRole('button', { name: 'Place Order' }).click();
    await expect(shop).toHaveURL(/\/payment\/[\w-]+$/);

    // The same address, carried: the step only asks how to ship.
    const step = shop.getByRole('form', { name: 'Shipping' });
    await expect(step.getByLabel('Full name')).toHaveValue(home.name);
    await expect(step.getByLabel('Address line 1')).toHaveValue(home.line1);
    await expect(step.getByLabel('Region')).toHaveValue(home.region);
    await expect(step.getByLabel('Postal code')).toHaveValue(home.postalCode);
    await step.getByRole('radio', { name: /^Standard/ }).check();
    await snap(shop, 'payment-step');
    await step.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(shop.getByRole('form', { name: 'Card payment' })).toBeVisible();
    const summary = shop.getByRole('article', { name: 'Order summary' });
    await expect(summary).toContainText(home.line1);
    await expect(summary.getByTestId('order-total')).toHaveText('$29.99');
  });

  test('the cart’s checkout offers the last address used first, and Back from payment shows the order with Pay', async () => {
    // A second address, typed at checkout, joins the book.
    expect((await shop.request.put(`/api/cart/lines/${part._id}`, { data: { quantity: 1 } })).status()).toBe(200);
    await openHydrated(shop, '/checkout');
    let form = shop.getByRole('form', { name: 'Checkout' });
    const saved = form.getByRole('group', { name: 'Saved addresses' });
    await expect(saved.getByRole('radio').first()).toHaveAccessibleName(new RegExp(`${home.line1}.*Last used`));
    await saved.getByRole('radio', { name: 'A new address' }).check();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await fillShippingAddress(form, office);
    await expect(saved.getByRole('radio', { name: 'A new address' })).toBeChecked();
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(shop).toHaveURL(/\/payment\/[\w-]+$/);
    const orderId = shop.url().split('/').at(-1)!;

    await shop.goBack();
    await expect(shop).toHaveURL('/checkout');
    const placed = shop.getByTestId('placed-order');
    await expect(placed).toContainText(`Your order of ${part.name} ($29.99) is placed and waiting for payment.`);
    await expect(shop.getByText('Your cart is empty')).toHaveCount(0);
    await snap(shop, 'back-from-payment');
    await placed.getByRole('link', { name: 'Pay' }).click();
    await expect(shop).toHaveURL(`/payment/${orderId}`);
    await expect(shop.getByRole('form', { name: 'Card payment' })).toBeVisible();

    // The next checkout offers the office first: the last one used.
    expect((await shop.request.put(`/api/cart/lines/${part._id}`, { data: { quantity: 1 } })).status()).toBe(200);
    await openHydrated(shop, '/checkout');
    form = shop.getByRole('form', { name: 'Checkout' });
    await expect(form.getByRole('group', { name: 'Saved addresses' }).getByRole('radio')).toHaveCount(3);
    await expect(form.getByRole('group', { name: 'Saved addresses' }).getByRole('radio').first()).toBeChecked();
    await expect(form.getByLabel('Address line 1')).toHaveValue(office.line1);
    await snap(shop, 'checkout-book');
    await shop.setViewportSize({ width: 375, height: 812 });
    await snap(shop, 'checkout-book-phone');
    await openHydrated(shop, '/dashboard/myprofile');
    await expect(shop.getByRole('region', { name: 'Address book' }).getByTestId('saved-address')).toHaveCount(2);
    await snap(shop, 'profile-phone');
  });
});
