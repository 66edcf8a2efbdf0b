/**
 * Tax by region (issue 41), at 1280 px: the admin gives California and New York rates of their own
 * on the Shipping & tax page; a customer's checkout charges each state's rate, named, as the
 * address moves between them; the order keeps the rate it was charged, named on its payment page.
 *
 * The other journeys ship to Oregon (support.ts), which has no rate of its own: these two rates
 * change nothing for them. Screenshots go to test-results/issue41/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { adminAndCustomer, clientAddress, fillShippingAddress, journeySteps, openHydrated, usAddress } from './support.ts';

const address = clientAddress(41);
test.use(address);

const screenshots = path.join(import.meta.dirname, '../test-results/issue41');
const snap = journeySteps(screenshots, 'tax');

const california = { ...usAddress, line1: '1 Infinite Loop', city: 'Cupertino', region: 'CA', postalCode: '95014' };
const newYork = { ...usAddress, line1: '350 Fifth Avenue', city: 'New York', region: 'NY', postalCode: '10118' };

/** One of the figures of a checkout's summary, by its label. */
const figure = (scope: Locator, label: string) =>
  scope.locator('dl > div').filter({ has: scope.page().getByRole('term').filter({ hasText: label }) }).getByRole('definition');

let admin: Page;
let shop: Page;
let part: { _id: string; name: string };
let close: (() => Promise<void>) | undefined;

test.describe.serial('tax by region', () => {
  test.beforeAll(async ({ browser, baseURL }) => {
    mkdirSync(screenshots, { recursive: true });
    ({ admin, shop, part, close } = await adminAndCustomer(browser, baseURL!, address, { seeded: seedParts[3]!, name: `Tx${Date.now().toString(36)} part`, price: 100, quantity: 10, description: 'A part for the tax journey.', customerName: 'Tina Tax' }));
  });

  test.afterAll(async () => {
    await close?.();
  });

  test('the admin gives California and New York rates of their own, each named', async () => {
    await openHydrated(admin, '/dashboard/shipping');
    const form = admin.getByRole('form', { name: 'Shipping and tax' });
    const addRate = async (region: string, name: string, rate: string) => {
      await form.getByRole('button', { name: 'Add tax rate' }).click();
      const row = form.locator('li[data-row]').last();
      await row.getByRole('combobox', { name: /^Country/ }).selectOption('US');
      await row.getByRole('combobox', { name: /^Region/ }).selectOption(region);
      await row.getByRole('textbox', { name: /^Name of rate/ }).fill(name);
      await row.getByRole('spinbutton', { name: /^Rate \d+ \(percent\)/ }).fill(rate);
    };
    await addRate('CA', 'California sales tax', '7.25');
    await addRate('NY', 'New York sales tax', '4');
    // A region a second time is refused before anything is sent.
    await addRate('NY', 'Again', '5');
    await form.getByRole('button', { name: 'Save shipping and tax' }).click();
    await expect(form.getByText('This region already has a rate')).toBeVisible();
    await form.getByRole('button', { name: 'Remove the tax rate of New York, United States' }).last().click();
    await snap(admin, 'admin-rates');
    await admin.setViewportSize({ width: 375, height: 812 });
    await snap(admin, 'admin-rates-phone');
    await admin.setViewportSize({ width: 1280, height: 800 });
    await form.getByRole('button', { name: 'Save shipping and tax' }).click();
    await expect(admin.locator('.Toastify__toast').filter({ hasText: 'Successfully!!' })).toBeVisible();

    const { taxRates } = (await (await admin.request.get('/api/checkout/options')).json()) as { taxRates: { country: string; region: string | null; name: string; rate: number }[] };
    expect(taxRates).toEqual(
      expect.arrayContaining([
        { country: 'US', region: 'CA', name: 'California sales tax', rate: 7.25 },
        { country: 'US', region: 'NY', name: 'New York sales tax', rate: 4 },
      ]),
    );
  });

  test('the checkout charges California’s rate, then New York’s, each by its name', async () => {
    const put = await shop.request.put(`/api/cart/lines/${part._id}`, { data: { quantity: 1 } });
    expect(put.status()).toBe(200);
    await openHydrated(shop, '/checkout');
    const form = shop.getByRole('form', { name: 'Checkout' });
    const summary = shop.getByRole('complementary', { name: 'Order summary' });
    await fillShippingAddress(form, california);
    // $100.00 of parts and $9.99 Standard shipping: 7.25 % of $109.99 is $7.97.
    await expect(figure(summary, 'California sales tax (7.25%)')).toHaveText('$7.97');
    await expect(summary.getByTestId('checkout-total')).toHaveText('$117.96');
    await snap(shop, 'checkout-california');

    await form.getByLabel('Region').selectOption('NY');
    await form.getByLabel('City').fill(newYork.city);
    await form.getByLabel('Postal code').fill(newYork.postalCode);
    // 4 % of $109.99 is $4.40.
    await expect(figure(summary, 'New York sales tax (4%)')).toHaveText('$4.40');
    await expect(summary.getByTestId('checkout-total')).toHaveText('$114.39');
    await expect(summary).not.toContainText('California sales tax');
    await snap(shop, 'checkout-new-york');

    // Back to California, and the order is placed at its rate.
    await fillShippingAddress(form, california);
    await expect(summary.getByTestId('checkout-total')).toHaveText('$117.96');
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(shop).toHaveURL(/\/payment\/[\w-]+$/);
    const order = shop.getByRole('article', { name: 'Order summary' });
    await expect(order.getByText('California sales tax (7.25%)')).toBeVisible();
    await expect(order.getByTestId('order-tax')).toHaveText('$7.97');
    await expect(order.getByTestId('order-total')).toHaveText('$117.96');
    await snap(shop, 'payment-california');
  });
});
