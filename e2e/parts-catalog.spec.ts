/**
 * Finding parts on /parts: search, a category, an order, all kept in the URL, on the 24-part
 * seed. Other spec files add parts while these run, so lists are checked on seeded parts only.
 */
import { messages } from '@coreparts/shared';
import { expect, test, type Page } from '@playwright/test';
import { buildSeedParts, seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { openHydrated } from './support.ts';

const cards = (page: Page) => page.getByTestId('part-card');
const names = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
/** The demo catalog as seeded: the spec's parts, then those of the build categories (issue 26). */
const demoParts = [...seedParts, ...buildSeedParts];
const seeded = (category: string) => demoParts.filter((part) => part.category === category);

test('a home category tile opens the list of that category', async ({ page }) => {
  await page.goto('/home');
  await page.getByTestId('category-card').filter({ hasText: 'Processor' }).click();

  await expect(page).toHaveURL('/parts?category=processor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Processor');
  await expect(page.getByLabel('Category')).toHaveValue('processor');
  await expect(cards(page)).toHaveCount(seeded('processor').length);
  expect(await names(page)).toEqual(seeded('processor').map((part) => part.name));
  await expect(page.getByTestId('parts-end')).toBeVisible();

  await page.getByLabel('Category').selectOption('printer');
  await expect(page).toHaveURL('/parts?category=printer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Printer');
  await expect(cards(page)).toHaveCount(seeded('printer').length);
  await page.goBack();
  await expect(page).toHaveURL('/parts?category=processor');
  await expect(page.getByLabel('Category')).toHaveValue('processor');
  await expect(cards(page)).toHaveCount(seeded('processor').length);
});

test('search finds parts by the start of a word and is kept in the URL', async ({ page }) => {
  const kestrel = demoParts.filter((part) => /\bKestrel\b/.test(part.name)).map((part) => part.name);
  await openHydrated(page, '/parts');
  await expect(cards(page).first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search parts' }).fill('kest');
  await expect(page).toHaveURL('/parts?q=kest');
  await expect(page.getByText('Results for “kest”')).toBeVisible();
  await expect.poll(() => names(page)).toEqual(kestrel);

  // Refining the search replaces its history entry; Back leaves the search.
  await page.getByRole('searchbox', { name: 'Search parts' }).fill('kestrel apex');
  await expect(page).toHaveURL('/parts?q=kestrel+apex');
  await expect.poll(() => names(page)).toEqual(kestrel.filter((name) => name.includes('Apex')));

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('kestrel apex');
  await expect.poll(() => names(page)).toEqual(kestrel.filter((name) => name.includes('Apex')));

  await page.goBack();
  await expect(page).toHaveURL('/parts');
  await expect(page.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('');
});

test('sorts by price either way within a category', async ({ page }) => {
  const cheapestFirst = seeded('router')
    .sort((a, b) => a.price - b.price)
    .map((part) => part.name);
  await openHydrated(page, '/parts?category=router');
  await expect(cards(page)).toHaveCount(cheapestFirst.length);

  await page.getByLabel('Sort').selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL('/parts?category=router&sort=price-desc');
  await expect.poll(() => names(page)).toEqual([...cheapestFirst].reverse());

  await page.getByLabel('Sort').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL('/parts?category=router&sort=price-asc');
  await expect.poll(() => names(page)).toEqual(cheapestFirst);
});

test('sorts by rating: rated parts first, best first', async ({ page }) => {
  await openHydrated(page, '/parts');
  await page.getByLabel('Sort').selectOption({ label: 'Rating' });
  await expect(page).toHaveURL('/parts?sort=rating');
  // Each card's average as it says it ("Rated 4.5 out of 5 …"), 0 without reviews: never rising down the list.
  const averages = async () =>
    Promise.all(
      (await cards(page).all()).map(async (card) => {
        const rating = card.getByTestId('part-rating');
        return (await rating.count()) === 0 ? 0 : Number(/Rated ([\d.]+) out of 5/.exec((await rating.textContent()) ?? '')?.[1]);
      }),
    );
  await expect(cards(page).first()).toBeVisible();
  const seen = await averages();
  expect(seen).toEqual(seen.toSorted((a, b) => b - a));
});

test('no match says so and clears the filters, keeping the order', async ({ page }) => {
  // One word that no part has nor is near: no near matches either (decision 084).
  await openHydrated(page, '/parts?category=mouse&sort=price-desc&q=zzxq');
  await expect(page.getByText('No parts match “zzxq” in Mouse.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/parts?sort=price-desc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Parts');
  await expect(cards(page).first()).toBeVisible();
});

test('a search that finds nothing shows the parts with some of its words (decision 084)', async ({ page }) => {
  await openHydrated(page, '/parts?q=vortex%20printer');
  await expect(page.getByText('No parts match “vortex printer”.')).toBeVisible();
  const near = page.getByRole('region', { name: messages.search.nearMatches });
  await expect(near.getByTestId('part-card').getByRole('heading')).toHaveText([
    'Vortex VX 7700 Graphics Card 12GB',
    'Vortex Onyx TKL Pro Mechanical Keyboard',
    'Vortex Strike Pro Gaming Mouse',
    'Tessera Inkwell 340 All-in-One Printer',
    'Brightline LaserPro L420dn Mono Laser Printer',
    'Quillon Chroma C650 Colour Laser Printer',
  ]);
});

test('unknown filters in the URL show the whole catalog', async ({ page }) => {
  await page.goto('/parts?category=floppy-drive&sort=cheapest-first');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Parts');
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(page.getByLabel('Sort')).toHaveValue('featured');
  await expect(cards(page).first()).toContainText(seedParts[0]!.name);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('scrolling reaches the end of the list with only nearby rows in the page', async ({ page }) => {
  await page.goto('/parts');
  await expect(cards(page).first()).toBeVisible();
  const end = page.getByTestId('parts-end');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(end).toBeInViewport({ timeout: 1000 });
  }).toPass();
  await expect(end).toContainText(/all \d+ parts shown/);
  const total = Number((await end.innerText()).match(/all (\d+) parts/)![1]);
  expect(total).toBeGreaterThanOrEqual(demoParts.length);
  expect(await cards(page).count()).toBeLessThan(total);
  await expect(cards(page).last()).toBeInViewport();
});

test('arrives with its first cards rendered by the server and hydrates them without asking again (decision 013)', async ({
  browser,
  page,
  request,
}) => {
  const url = '/parts?category=router&sort=price-desc';
  const dearestFirst = seeded('router')
    .sort((a, b) => b.price - a.price)
    .map((part) => part.name);
  // The HTML itself carries the list, before any script runs.
  expect(await (await request.get(url)).text()).toContain(dearestFirst[0]);
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const bare = await withoutScripts.newPage();
  await bare.goto(url);
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Router');
  expect(await names(bare)).toEqual(dearestFirst.slice(0, 6));
  await withoutScripts.close();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const pageRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/parts') pageRequests.push(req.url());
  });
  await openHydrated(page, url);
  await expect(cards(page)).toHaveCount(dearestFirst.length);
  expect(await names(page)).toEqual(dearestFirst);
  // Hydrated: the page answers a choice, and only then asks the API for a list.
  expect(pageRequests).toEqual([]);
  await page.getByLabel('Sort').selectOption({ label: 'Price: low to high' });
  await expect.poll(() => names(page)).toEqual([...dearestFirst].reverse());
  expect(pageRequests).toHaveLength(1);
  expect(errors).toEqual([]);
});
