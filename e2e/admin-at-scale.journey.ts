/**
 * The admin at scale (issue 29, decision 053), declared once and run at two widths by
 * admin-at-scale.spec.ts (1280 px) and admin-at-scale.phone.spec.ts (375 px): the admin finds
 * one part among many by search, category and sort and pages through the rest, updates it with
 * the side menu still there, promotes a new account only after saying Yes (and not after No),
 * takes the role back the same way, and cannot remove their own. The order table shows when
 * each order was placed and its state; the overview's counts use the same state names.
 *
 * Each run adds parts of its own (named with a run token, archived at the end) and a new
 * account, so the seeded catalog and the demo accounts stay as other journeys expect them.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { clientAddress, demo, journeySteps, newVerifiedAccount, openHydrated, signInByApi } from './support.ts';

interface JourneyOptions {
  /** Names the screenshots: `desktop` or `phone`. */
  width: 'desktop' | 'phone';
  /** This width's client address (e2e/support.ts), from the range 180–189. */
  client: number;
}

const screenshots = path.join(import.meta.dirname, '../test-results/admin-at-scale');
const image = '/images/parts/vortex-vx-7700-12gb.webp';
/** More than a page (25) of this run's parts, so the search's results are paged too. */
const manyParts = 30;

export function adminJourney({ width, client }: JourneyOptions) {
  const address = clientAddress(client);
  test.use(address);

  const token = `Scalejourney${width}${Date.now().toString(36)}`;
  const wantedName = `${token} Glacier Cooler 240`;
  const snap = journeySteps(screenshots, width);
  let context: BrowserContext;
  let admin: Page;
  let api: APIRequestContext;
  const partIds: string[] = [];
  let member: { email: string; password: string; name: string };

  test.describe.serial(`the admin at scale (${width})`, () => {
    test.beforeAll(async ({ browser, baseURL, playwright }) => {
      context = await browser.newContext(address);
      admin = await context.newPage();
      await signInByApi(admin, baseURL!, demo.admin);
      api = admin.request;
      // Many parts of this run's own: one cooler to find, the rest RAM at rising prices.
      const add = async (name: string, category: string, price: number) => {
        const res = await api.post('/api/part', {
          data: { name, category, price, quantity: 50, min: 1, image, description: 'A part of the admin-at-scale journey.' },
          headers: { origin: baseURL! },
        });
        expect(res.status()).toBe(201);
        partIds.push((await res.json())._id);
      };
      await add(wantedName, 'cpu-cooler', 89.99);
      for (let i = 1; i < manyParts; i++) await add(`${token} Memory Kit ${String(i).padStart(2, '0')}`, 'ram', 40 + i);
      const signUp = await playwright.request.newContext({ baseURL, ...address });
      member = await newVerifiedAccount(signUp, baseURL!, `Morgan Scale ${width}`);
      // The new account's order of the cooler, so the order table has a row of this run's.
      expect((await signUp.post('/api/auth/sign-in/email', { data: member, headers: { origin: baseURL! } })).status()).toBe(200);
      expect((await signUp.post('/api/order', { data: { orderId: partIds[0], quantity: 1 }, headers: { origin: baseURL! } })).status()).toBe(201);
      await signUp.dispose();
    });

    test.afterAll(async ({ baseURL }) => {
      for (const id of partIds) await api.delete(`/api/part/${id}`, { headers: { origin: baseURL! } });
      await context.close();
    });

    test('the admin finds one part among many by search, category and sort, and pages through the rest', async () => {
      await openHydrated(admin, '/dashboard/manageproduct');
      const rows = admin.getByTestId('managed-part');
      await expect(rows.first()).toBeVisible();
      const search = admin.getByRole('searchbox', { name: 'Search products by name' });

      await search.fill(token);
      await expect(admin.getByTestId('products-range')).toHaveText(`Showing 1–25 of ${manyParts}`);
      await expect(rows).toHaveCount(25);
      await admin.getByRole('button', { name: 'Next' }).click();
      await expect(admin.getByTestId('products-range')).toHaveText(`Showing 26–${manyParts} of ${manyParts}`);
      await expect(rows).toHaveCount(manyParts - 25);
      await admin.getByRole('button', { name: 'Previous' }).click();
      await expect(admin.getByTestId('products-range')).toHaveText(`Showing 1–25 of ${manyParts}`);

      // Sorted by price, this run's cheapest RAM comes first.
      await admin.getByLabel('Sort').selectOption('price');
      await expect(rows.first()).toContainText(`${token} Memory Kit 01`);

      // One category: the cooler alone.
      await admin.getByLabel('Category').selectOption('cpu-cooler');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(wantedName);
      await expect(admin.getByTestId('products-range')).toHaveText('Showing 1–1 of 1');
      await snap(admin, 'manage-product-found');

      // Words of its name find it without the category too.
      await admin.getByLabel('Category').selectOption('');
      await search.fill(`${token} glacier`);
      await expect(rows).toHaveCount(1);
      await search.fill(`${token} nothing`);
      await expect(admin.getByText('No products match this search.')).toBeVisible();
    });

    test('the update page keeps the dashboard side menu', async () => {
      await admin.getByRole('searchbox', { name: 'Search products by name' }).fill(`${token} glacier`);
      await admin.getByRole('link', { name: `Update ${wantedName}` }).click();
      await expect(admin).toHaveURL(/\/update-part\//);
      await expect(admin.getByRole('heading', { name: 'Update Product', level: 1 })).toBeVisible();
      const menu = admin.getByRole('navigation', { name: 'Dashboard' });
      if (width === 'phone') {
        // Behind the navbar's button on phones, as on every dashboard page.
        await admin.getByRole('button', { name: 'Open dashboard menu' }).click();
      }
      await expect(menu.getByRole('link', { name: 'Manage Product' })).toHaveClass(/menu-active/);
      if (width === 'phone') await admin.keyboard.press('Escape');
      await snap(admin, 'update-part-in-dashboard');
    });

    test('the admin promotes an account only after saying Yes, and takes the role back the same way', async () => {
      await openHydrated(admin, '/dashboard/makeadmin');
      await admin.getByRole('searchbox', { name: 'Search users by e-mail or name' }).fill(member.email);
      const row = admin.getByTestId('user-row').filter({ hasText: member.email });
      await expect(admin.getByTestId('user-row')).toHaveCount(1);
      await expect(row.getByText('user', { exact: true })).toBeVisible();

      await row.getByRole('button', { name: `Make Admin: ${member.email}` }).click();
      const dialog = admin.getByRole('dialog', { name: `Make ${member.name} an admin?` });
      await expect(dialog).toBeVisible();
      await snap(admin, 'make-admin-confirm', false);
      await dialog.getByRole('button', { name: 'No' }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByText('user', { exact: true })).toBeVisible();

      await row.getByRole('button', { name: `Make Admin: ${member.email}` }).click();
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByText('admin', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: `Make Admin: ${member.email}` })).toBeDisabled();

      await row.getByRole('button', { name: `Remove Admin: ${member.email}` }).click();
      const revoke = admin.getByRole('dialog', { name: `Remove admin from ${member.name}?` });
      await revoke.getByRole('button', { name: 'Yes' }).click();
      await expect(revoke).toBeHidden();
      await expect(row.getByText('user', { exact: true })).toBeVisible();
    });

    test('the admin cannot remove their own role: the button is off and says why, and the server refuses', async ({ baseURL }) => {
      const search = admin.getByRole('searchbox', { name: 'Search users by e-mail or name' });
      await search.fill(demo.admin.email);
      const own = admin.getByTestId('user-row').filter({ hasText: demo.admin.email });
      const remove = own.getByRole('button', { name: `Remove Admin: ${demo.admin.email}` });
      await expect(remove).toBeDisabled();
      await expect(own.getByTestId('own-role-reason')).toHaveText('You cannot remove your own admin role. Another admin can.');
      await expect(remove).toHaveAccessibleDescription('You cannot remove your own admin role. Another admin can.');
      await snap(admin, 'make-admin-own-role');

      const res = await api.patch(`/api/user/admin/${demo.admin.email}`, { data: { role: 'user' }, headers: { origin: baseURL! } });
      expect(res.status()).toBe(403);
      expect(await res.json()).toEqual({ error: { code: 'own_admin_role', message: 'You cannot remove your own admin role. Another admin can.' } });
    });

    test('the order table shows when each order was placed and its state; the overview uses the same names', async () => {
      await openHydrated(admin, '/dashboard/manageallorder');
      await admin.getByRole('searchbox', { name: /Search orders/ }).fill(wantedName);
      const first = admin.getByTestId('order-row').filter({ hasText: member.email });
      await expect(admin.getByTestId('order-row')).toHaveCount(1);
      await expect(first.getByTestId('order-placed')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      await expect(first.getByTestId('order-state')).toHaveText('Unpaid');
      // A long e-mail is cut short on one line, never broken mid-word; its title holds all of it.
      const email = first.getByTestId('order-email');
      const lines = await email.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
      expect(lines).toBe(1);
      await expect(email).toHaveAttribute('title', member.email);
      await snap(admin, 'manage-all-order');

      await openHydrated(admin, '/dashboard/overview');
      await expect(admin.getByRole('article', { name: 'Today' })).toContainText(/\d+ orders? Pending or Paid/);
      await expect(admin.getByTestId('state-pending')).toContainText('Pending');
      await expect(admin.getByTestId('state-paid')).toContainText('Paid');
      await snap(admin, 'overview');
    });
  });
}
