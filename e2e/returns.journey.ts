/**
 * The returns journey (issue 44, product.md §3 Returns), declared once and run at two widths by
 * `returns.spec.ts` (1280 px) and `returns.phone.spec.ts` (375 px): a customer's delivered order of
 * two graphics cards of the journey's own; one arrives dead, the customer asks to return it, the
 * admin approves it on Returns, receives it as damaged and refunds the card; the other is no longer
 * needed, received as resellable, and goes back on the shelf. Screenshots go to test-results/issue44/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { adminAndCustomer, clientAddress, journeySteps, openHydrated, payByApi, shipToByApi, type AdminAndCustomer } from './support.ts';

const screenshots = path.join(import.meta.dirname, '../test-results/issue44');

export function returnsJourney({ width, client }: { width: 'desktop' | 'phone'; client: number }) {
  const address = clientAddress(client);
  test.use(address);

  let setup: AdminAndCustomer;
  let orderId: string;
  let orderNumber: string;
  const snap = journeySteps(screenshots, width);
  const stockOf = async (page: Page, partId: string) => ((await (await page.request.get(`/api/part/${partId}`)).json()) as { quantity: number }).quantity;

  /** The customer asks on the order's page to return one unit, for `reason`. */
  async function askToReturn(reason: string) {
    const { shop } = setup;
    await openHydrated(shop, `/dashboard/order/${orderId}`);
    await shop.getByRole('button', { name: 'Return parts' }).click();
    const form = shop.getByRole('form', { name: 'Return parts' });
    await form.getByRole('combobox', { name: /^Units of / }).selectOption('1');
    await form.getByRole('combobox', { name: /^Why / }).selectOption({ label: reason });
    await form.getByRole('button', { name: 'Ask to return' }).click();
    await expect(shop.locator('.Toastify__toast').filter({ hasText: 'Return requested.' })).toBeVisible();
  }

  /** The admin approves the order's requested return, then receives it with `damaged` units damaged. */
  async function approveAndReceive(damaged: number, refundTo: string) {
    const { admin } = setup;
    await openHydrated(admin, '/dashboard/returns');
    const card = admin.getByRole('article', { name: `Return of ${orderNumber}` });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.locator('.Toastify__toast').filter({ hasText: 'Return approved' })).toBeVisible();
    await admin.getByRole('combobox', { name: /^State/ }).selectOption('approved');
    await card.getByRole('button', { name: 'Receive' }).click();
    await card.getByRole('combobox', { name: /^Damaged units of / }).selectOption(String(damaged));
    await card.getByRole('combobox', { name: /^Refund to/ }).selectOption({ label: refundTo });
    await card.getByRole('button', { name: 'Receive and refund' }).click();
    await expect(admin.locator('.Toastify__toast').filter({ hasText: 'Return received and refunded.' })).toBeVisible();
  }

  test.describe.serial(`returns, ${width}`, () => {
    test.beforeAll(async ({ browser, baseURL }) => {
      mkdirSync(screenshots, { recursive: true });
      const stamp = `Rt${Date.now().toString(36)}${width}`;
      // $300.00 a card: two ship free, no US tax, $600.00 by card.
      setup = await adminAndCustomer(browser, baseURL!, address, {
        seeded: seedParts[0]!,
        name: `${stamp} card`,
        price: 300,
        quantity: 10,
        description: 'A part for the returns journey.',
        customerName: `Rita Return ${width}`,
      });
      const { shop, admin, part } = setup;
      const placed = await shop.request.post('/api/order', { data: { orderId: part._id, quantity: 2 }, headers: { origin: baseURL! } });
      expect(placed.status()).toBe(201);
      const order = (await placed.json()) as { _id: string; number: string };
      [orderId, orderNumber] = [order._id, order.number];
      await shipToByApi(shop.request, orderId);
      await payByApi(shop.request, baseURL!, orderId);
      expect((await admin.request.post(`/api/admin/order/${orderId}/ship`, { data: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } })).status()).toBe(200);
      expect((await admin.request.post(`/api/admin/order/${orderId}/deliver`)).status()).toBe(200);
    });

    test.afterAll(async () => {
      await setup.close();
    });

    test('a card arrived dead: the customer asks to return it, and sees the request on the order', async () => {
      await askToReturn('Dead on arrival');
      const returns = setup.shop.getByRole('list', { name: 'Returns of this order' });
      await expect(returns).toContainText('Requested');
      await expect(returns).toContainText('Dead on arrival');
      await snap(setup.shop, 'return-requested');
    });

    test('the admin approves it, receives it as damaged and refunds the card: the shelf does not change', async () => {
      const before = await stockOf(setup.admin, setup.part._id);
      await approveAndReceive(1, 'The card');
      await snap(setup.admin, 'admin-returns');
      expect(await stockOf(setup.admin, setup.part._id)).toBe(before);
      const order = (await (await setup.shop.request.get(`/api/order/${orderId}`)).json()) as { refunded: number };
      expect(order.refunded).toBe(300);
    });

    test('the other card is no longer needed: received as resellable, it goes back on the shelf', async () => {
      await askToReturn('No longer needed');
      const before = await stockOf(setup.admin, setup.part._id);
      await approveAndReceive(0, 'The card');
      expect(await stockOf(setup.admin, setup.part._id)).toBe(before + 1);
      await openHydrated(setup.shop, `/dashboard/order/${orderId}`);
      const returns = setup.shop.getByRole('list', { name: 'Returns of this order' });
      await expect(returns.getByText('Refunded $300.00')).toHaveCount(2);
      await snap(setup.shop, 'returns-refunded');
    });
  });
}
