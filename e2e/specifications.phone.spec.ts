/**
 * Specifications at phone width (issue 26): the filters in a drawer, and a comparison whose first
 * column stays put while the parts scroll sideways.
 */
import { expect, test } from '@playwright/test';
import { seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { openHydrated } from './support.ts';

test('the filters open in a drawer and show how many parts they leave', async ({ page }) => {
  await openHydrated(page, '/parts?category=ram');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('group', { name: 'Memory Type' }).getByRole('checkbox', { name: /^DDR5/ }).click();
  await expect(page).toHaveURL('/parts?category=ram&spec.memoryType=DDR5');
  // The box follows the URL, which changes a moment after the click.
  await expect(drawer.getByRole('checkbox', { name: /^DDR5/ })).toBeChecked();
  await expect(drawer.getByRole('button', { name: /^Show \d+ parts?$/ })).toBeVisible();
  await drawer.getByRole('button', { name: /^Show \d+ parts?$/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});

test('a comparison of three graphics cards fits 375 px: the field names stay while the parts scroll', async ({ page, request }, testInfo) => {
  const names = seedParts.filter((part) => part.category === 'graphics-card').slice(0, 3).map((part) => part.name);
  const { items } = (await (await request.get('/api/parts?category=graphics-card&limit=100')).json()) as { items: { _id: string; name: string }[] };
  const ids = names.map((name) => items.find((part) => part.name === name)!._id);
  await openHydrated(page, `/compare?ids=${ids.join(',')}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: new RegExp(names[0]!) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('compare-375.png'), fullPage: true });

  const label = table.getByRole('rowheader', { name: 'Boost Clock' });
  const before = (await label.boundingBox())!;
  await page.getByRole('region', { name: 'Comparison table' }).evaluate((region) => region.scrollBy({ left: 400 }));
  await expect.poll(async () => (await label.boundingBox())!.x).toBe(before.x);
  await expect(table.getByRole('columnheader', { name: new RegExp(names[2]!) })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('compare-375-scrolled.png'), fullPage: true });
});
