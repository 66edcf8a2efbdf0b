/**
 * The part reviews journey (issue 29, decision 052), declared once and run at two widths by
 * `part-reviews.spec.ts` (1280 px) and `part-reviews.phone.spec.ts` (375 px, the phone project):
 * a visitor and a customer who has not bought a part are told why they cannot review it; the
 * customer buys it with Order Now and pays by test card, then writes a review on the part's page
 * and reads it there with "Verified purchase"; the card in the catalog shows the rating; the
 * admin hides the review on Part Reviews, and it leaves the page, then shows it again.
 *
 * Each width has a part and a new customer of its own, added by the admin and signed up through
 * the API. Screenshots of the key steps go to test-results/issue29-reviews/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { clientAddress, completeShippingStep, demo, journeySteps, newVerifiedAccount, openHydrated, payWithTestCard, reachStandInsDirectly, signInByApi, toast } from './support.ts';

interface JourneyOptions {
  /** Names the screenshots and the part: `desktop` or `phone`. */
  width: 'desktop' | 'phone';
  /** The spec file's own client address (support.ts). */
  client: number;
}

const screenshots = path.join(import.meta.dirname, '../test-results/issue29-reviews');
const review = { title: 'Stable at its rated speed', text: 'Runs at 6000 MT/s with its profile on.\nNo errors after a night of testing.' };

export function partReviewsJourney({ width, client }: JourneyOptions) {
  const address = clientAddress(client);
  test.use(address);

  let part: { _id: string; name: string };
  let customer: { email: string; password: string; name: string };
  let shopContext: BrowserContext;
  let adminContext: BrowserContext;
  let shop: Page;
  let admin: Page;

  const snap = journeySteps(screenshots, width);
  const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Reviews' });
  const shownReviews = (page: Page) => page.getByTestId('part-review');

  async function newPage(browser: Browser): Promise<[BrowserContext, Page]> {
    const context = await browser.newContext(address);
    await reachStandInsDirectly(context);
    return [context, await context.newPage()];
  }

  async function openPart(page: Page) {
    await openHydrated(page, `/parts/${part._id}`);
    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
  }

  test.describe.serial(`part reviews, ${width}`, () => {
    test.beforeAll(async ({ browser, baseURL, playwright }) => {
      mkdirSync(screenshots, { recursive: true });
      [adminContext, admin] = await newPage(browser);
      [shopContext, shop] = await newPage(browser);
      await signInByApi(admin, baseURL!, demo.admin);
      const seeded = seedParts[7]!;
      const name = `Rv${Date.now().toString(36)} ${width} memory kit`;
      const created = await admin.request.post('/api/part', {
        data: { name, category: seeded.category, price: 30, quantity: 10, min: 1, image: seeded.image, description: 'A part for the reviews journey.' },
      });
      expect(created.status()).toBe(201);
      part = { _id: ((await created.json()) as { _id: string })._id, name };
      const api = await playwright.request.newContext({ baseURL, ...address });
      customer = await newVerifiedAccount(api, baseURL!, `Rita Review ${width}`);
      await api.dispose();
    });

    test.afterAll(async () => {
      if (part) await admin.request.delete(`/api/part/${part._id}`);
      await adminContext?.close();
      await shopContext?.close();
    });

    test('a visitor is asked to sign in, a customer who has not bought the part is told why', async ({ baseURL }) => {
      await openPart(shop);
      const section = reviewsSection(shop);
      await expect(section.getByText('No reviews yet.')).toBeVisible();
      await expect(section.getByRole('link', { name: 'Sign in to review this part.' })).toBeVisible();
      await expect(shop.getByTestId('part-rating')).toHaveCount(0);

      await signInByApi(shop, baseURL!, customer);
      await openPart(shop);
      await expect(section.getByText('You can review this part once you have bought it and paid for it.')).toBeVisible();
      await expect(section.getByRole('form')).toHaveCount(0);
      await snap(shop, 'not-bought');
    });

    test('the customer buys the part with Order Now and pays by card', async () => {
      await shop.getByRole('link', { name: 'Order Now' }).click();
      await expect(shop).toHaveURL(`/purchase/${part._id}`);
      // One piece, its minimum: Total first, as the spec's form asks, then Place Order.
      await shop.getByRole('button', { name: 'Total' }).click();
      await shop.getByRole('button', { name: 'Place Order' }).click();
      await expect(shop).toHaveURL(/\/payment\/[\w-]+$/);
      await completeShippingStep(shop);
      // $30.00 and $9.99 of Standard shipping.
      await payWithTestCard(shop, '$39.99');
    });

    test('the buyer writes a review on the part page and reads it there, with Verified purchase', async () => {
      await openPart(shop);
      const form = reviewsSection(shop).getByRole('form', { name: 'Write a review' });
      await expect(form).toBeVisible();
      // Checked before anything is sent, in the shop's words.
      await form.getByRole('button', { name: 'Post review' }).click();
      await expect(form.getByText('Please rating now')).toBeVisible();
      await expect(form.getByText('Title is Required')).toBeVisible();

      await form.getByRole('radio', { name: '4 stars' }).check();
      await form.getByLabel('Title').fill(review.title);
      await form.getByLabel('Your review').fill(review.text);
      await snap(shop, 'review-form');
      await form.getByRole('button', { name: 'Post review' }).click();
      await expect(toast(shop, 'Review saved.')).toBeVisible();

      const item = shownReviews(shop);
      await expect(item).toHaveCount(1);
      await expect(item.getByRole('heading', { name: review.title })).toBeVisible();
      await expect(item).toContainText('No errors after a night of testing.');
      await expect(item).toContainText(customer.name);
      await expect(item.getByText('Verified purchase')).toBeVisible();
      await expect(reviewsSection(shop)).toContainText('4.0 out of 5 · 1 review');
      // The part's own rating at the top of the page follows.
      await expect(shop.getByTestId('part-rating')).toContainText('Rated 4 out of 5 from 1 review');
      // Now the form edits the review.
      await expect(reviewsSection(shop).getByRole('form', { name: 'Edit your review' }).getByLabel('Title')).toHaveValue(review.title);
      await snap(shop, 'review-written');

      // Rendered by the server for anyone, with the rating in its schema.org data.
      const html = await (await shop.request.get(`/parts/${part._id}`)).text();
      expect(html).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4,"reviewCount":1');
    });

    test("the part's card in the catalog shows the rating", async () => {
      await openHydrated(shop, `/parts?q=${encodeURIComponent(part.name)}`);
      const card = shop.getByTestId('part-card').filter({ hasText: part.name });
      await expect(card.getByTestId('part-rating')).toHaveText(/4\.0\s*\(1\)/);
      await expect(card.getByTestId('part-rating')).toContainText('Rated 4 out of 5 from 1 review');
      await snap(shop, 'card-rating');
    });

    test('the admin hides the review on Part Reviews, and it leaves the page; Show brings it back', async () => {
      await openHydrated(admin, '/dashboard/part-reviews');
      await expect(admin.getByRole('heading', { level: 1, name: 'Part Reviews' })).toBeVisible();
      const row = admin.getByTestId('admin-part-review').filter({ hasText: part.name });
      await expect(row).toContainText(customer.email);
      await row.getByRole('button', { name: `Hide the review “${review.title}” by ${customer.name}` }).click();
      await expect(toast(admin, 'Review hidden.')).toBeVisible();
      await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
      await snap(admin, 'admin-hidden');

      await openPart(shop);
      await expect(reviewsSection(shop).getByText('No reviews yet.')).toBeVisible();
      await expect(shownReviews(shop)).toHaveCount(0);
      // Its author still sees it, and why nobody else does.
      await expect(reviewsSection(shop).getByText('An admin has hidden your review: it is not shown to others.')).toBeVisible();

      await row.getByRole('button', { name: /^Show the review/ }).click();
      await expect(toast(admin, 'Review shown.')).toBeVisible();
      await openPart(shop);
      await expect(shownReviews(shop)).toHaveCount(1);
    });
  });
}
