/**
 * The account pages of issue 29 (decision 054), declared once and run at two widths by
 * `account-pages.spec.ts` (1280 px) and `account-pages.phone.spec.ts` (375 px).
 *
 * A visitor sees Notify me when back on a sold-out part only after signing in, signs up, lands on
 * "Check your inbox" with the address and sends the link again; the link opened in another browser
 * asks for the password and says why; the login page's reset dialog takes the e-mail already typed,
 * and a dead reset link offers a new one. On My Profile the customer, with no orders yet, changes
 * name, photo and password (a wrong current password refused), asks to be told when the part is
 * back, sees the alert listed, and gets exactly one mail when the admin's order of the last unit is
 * deleted. Screenshots go to test-results/account-pages/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request as apiRequest, test, type BrowserContext, type Page } from '@playwright/test';
import { seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { clientAddress, demo, journeySteps, mailedLink, openHydrated, reachStandInsDirectly, signInByApi } from './support.ts';

interface JourneyOptions {
  width: 'desktop' | 'phone';
  client: number;
}

const screenshots = path.join(import.meta.dirname, '../test-results/account-pages');
const photo = readFileSync(path.join(import.meta.dirname, '../apps/web/public/images/avatars/amara.webp'));

export function accountPagesJourney({ width, client }: JourneyOptions) {
  const address = clientAddress(client);
  test.use(address);

  let shopContext: BrowserContext;
  let adminContext: BrowserContext;
  let shop: Page;
  let admin: Page;
  let part: { id: string; name: string };
  let adminOrderId: string;
  const email = `account.pages.${width}.${Date.now()}@example.com`;
  const snap = journeySteps(screenshots, width);
  const alertBox = (page: Page) => page.getByRole('group', { name: 'Back-in-stock alert' });

  test.describe.serial(`Account pages, ${width}`, () => {
    // Each step signs in, hashes passwords or uploads a photo on a machine the other specs share.
    test.describe.configure({ timeout: 90_000 });

    test.beforeAll(async ({ browser, baseURL }) => {
      mkdirSync(screenshots, { recursive: true });
      shopContext = await browser.newContext(address);
      adminContext = await browser.newContext(address);
      await Promise.all([reachStandInsDirectly(shopContext), reachStandInsDirectly(adminContext)]);
      [shop, admin] = [await shopContext.newPage(), await adminContext.newPage()];
      await signInByApi(admin, baseURL!, demo.admin);
      // A part of one unit, which the admin's unpaid order holds: sold out until it is deleted.
      const seeded = seedParts[4]!;
      const name = `Account pages ${width} part ${Date.now().toString(36)}`;
      const created = await admin.request.post('/api/part', {
        data: { name, category: seeded.category, price: 24.5, quantity: 1, min: 1, image: seeded.image, description: 'A part that sells out.' },
      });
      expect(created.status()).toBe(201);
      part = { id: ((await created.json()) as { _id: string })._id, name };
      const ordered = await admin.request.post('/api/order', { data: { orderId: part.id, quantity: 1 } });
      expect(ordered.status()).toBe(201);
      adminOrderId = ((await ordered.json()) as { _id: string })._id;
    });

    test.afterAll(async () => {
      await shopContext?.close();
      await adminContext?.close();
    });

    test('a visitor is asked to sign in for an alert, signs up and lands on Check your inbox with Send again', async () => {
      await openHydrated(shop, `/parts/${part.id}`);
      await expect(alertBox(shop)).toContainText('Out of stock. We can e-mail you once when it is back.');
      // Nothing to order: Sold out, disabled, where Order Now stands.
      await expect(shop.getByRole('button', { name: 'Sold out' })).toBeDisabled();
      await expect(shop.getByRole('link', { name: 'Order Now' })).toHaveCount(0);
      await expect(alertBox(shop).getByRole('link', { name: 'Login to be told when it is back.' })).toBeVisible();

      await openHydrated(shop, '/signup');
      await shop.getByLabel('Name').fill('Pat Profile');
      await shop.getByLabel('Email').fill(email);
      await shop.getByLabel('Password', { exact: true }).fill('Parts2026');
      await shop.getByLabel('Confirm Password').fill('Parts2026');
      await shop.getByRole('button', { name: 'Sign Up' }).click();
      await expect(shop).toHaveURL('/signup/check-inbox');
      await expect(shop.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
      await expect(shop.getByText('Sign Up Successfully !')).toBeVisible();
      await expect(shop.getByTestId('inbox-address')).toHaveText(`We sent a verification link to ${email}. Open it to activate your account.`);
      await shop.getByRole('button', { name: 'Send again' }).click();
      await expect(shop.getByText('We sent you a new verification link.')).toBeVisible();
      await snap(shop, 'check-inbox');
    });

    test('the link opened in another browser says why it asks for the password', async ({ browser, baseURL }) => {
      const elsewhere = await browser.newContext(address);
      try {
        const page = await elsewhere.newPage();
        await page.goto(await mailedLink(baseURL!, email, 'Verify'));
        await expect(page).toHaveURL(/\/reset-password\?token=.*verify=1/);
        await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
        await expect(
          page.getByText('This link was opened in a browser other than the one that signed up, so to be sure the account is yours, choose its password here.'),
        ).toBeVisible();
        await snap(page, 'choose-your-password');
        await page.getByLabel('Password', { exact: true }).fill('Parts2027');
        await page.getByLabel('Confirm Password').fill('Parts2027');
        await page.getByRole('button', { name: 'Change password' }).click();
        await expect(page).toHaveURL('/login');
      } finally {
        await elsewhere.close();
      }
    });

    test('the reset dialog takes the e-mail typed, and a dead reset link offers a new one', async () => {
      await openHydrated(shop, '/login');
      await shop.getByLabel('Email').fill(email);
      await shop.getByRole('button', { name: 'Forget Password' }).click();
      const dialog = shop.getByRole('dialog');
      await expect(dialog.getByText('Please Enter Your Valid Email !')).toBeVisible();
      await expect(dialog.getByLabel('Email')).toHaveValue(email);
      await snap(shop, 'reset-dialog-prefilled', false);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();

      await openHydrated(shop, '/reset-password?error=INVALID_TOKEN');
      await expect(shop.getByRole('alert')).toHaveText('This reset link is invalid or has expired. Please ask for a new one.');
      await shop.getByRole('button', { name: 'Send a new link' }).click();
      await expect(shop.getByRole('dialog').getByLabel('Email')).toBeVisible();
      await snap(shop, 'reset-link-expired', false);
      await shop.getByRole('dialog').getByLabel('Email').fill(email);
      await shop.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      await expect(shop.getByText('Sent email')).toBeVisible();
    });

    test('My Profile counts orders and pieces and changes name, photo and password', async () => {
      await openHydrated(shop, '/login');
      await shop.getByLabel('Email').fill(email);
      await shop.getByLabel('Password', { exact: true }).fill('Parts2027');
      await shop.getByRole('button', { name: 'Login' }).click();
      await expect(shop.getByText('Login Successfully !!')).toBeVisible();

      await openHydrated(shop, '/dashboard/myprofile');
      await expect(shop.getByTestId('order-count')).toHaveText('My Orders: 0 orders, 0 pieces');

      const nameForm = shop.getByRole('form', { name: 'Name' });
      await nameForm.getByLabel('Name').fill('Visit www.example.com');
      await nameForm.getByRole('button', { name: 'Save name' }).click();
      await expect(nameForm.getByText('Please use a plain name of at most 80 characters, without links.')).toBeVisible();
      await nameForm.getByLabel('Name').fill('Pat Renamed');
      await nameForm.getByRole('button', { name: 'Save name' }).click();
      await expect(shop.getByText('Your profile is saved.')).toBeVisible();
      await expect(shop.getByRole('heading', { level: 2, name: 'Pat Renamed' })).toBeVisible();

      await shop.getByLabel('Add a photo').setInputFiles({ name: 'me.webp', mimeType: 'image/webp', buffer: photo });
      await expect(shop.getByText('Your photo is saved.')).toBeVisible();
      await expect(shop.getByRole('button', { name: 'Remove photo' })).toBeVisible();
      await expect(shop.locator('img[src^="/uploads/"]').first()).toBeVisible();

      const passwordForm = shop.getByRole('form', { name: 'Change password' });
      await passwordForm.getByLabel('Current password').fill('Wrong2027');
      await passwordForm.getByLabel('New password', { exact: true }).fill('Parts2028');
      await passwordForm.getByLabel('Confirm new password').fill('Parts2028');
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await expect(passwordForm.getByText('The current password is not right.')).toBeVisible();
      await passwordForm.getByLabel('Current password').fill('Parts2027');
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await expect(shop.getByText('Your password is changed. Other devices are signed out.')).toBeVisible();
      // Still signed in here, with a fresh page token.
      await shop.reload();
      await expect(shop.getByTestId('order-count')).toHaveText('My Orders: 0 orders, 0 pieces');
      await snap(shop, 'my-profile');
    });

    test('Notify me when back: listed on My Profile, one mail when the part is back', async ({ baseURL }) => {
      await openHydrated(shop, `/parts/${part.id}`);
      await alertBox(shop).getByRole('button', { name: 'Notify me when back' }).click();
      await expect(alertBox(shop)).toContainText('We will e-mail you when it is back in stock.');
      await snap(shop, 'part-alert-armed');

      await openHydrated(shop, '/dashboard/myprofile');
      const row = shop.getByTestId('stock-alert-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(part.name);
      await snap(shop, 'my-profile-with-alert');

      // The admin's order of the last unit is deleted: the unit is back in stock.
      expect((await admin.request.delete(`/api/order/${adminOrderId}`)).status()).toBe(200);
      const link = await mailedLink(baseURL!, email, 'Back in stock');
      expect(link).toContain(`/parts/${part.id}`);
      const outbox = await apiRequest.newContext({ baseURL, extraHTTPHeaders: {} });
      try {
        const mails = (await (await outbox.get('/api/dev/mail')).json()) as { to: string; subject: string }[];
        expect(mails.filter((m) => m.to === email && m.subject.startsWith('Back in stock'))).toHaveLength(1);
      } finally {
        await outbox.dispose();
      }
      await shop.reload();
      await expect(shop.getByText('No back-in-stock alerts.', { exact: false })).toBeVisible();
    });
  });
}
