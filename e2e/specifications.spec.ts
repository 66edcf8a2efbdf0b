/**
 * Parts that know what they are (issue 26): filtering a category by its specifications, comparing
 * parts side by side, and an admin adding a part with its specifications. Counts are checked
 * under a specification filter only, which parts other journeys add (with none) never meet.
 */
import { messages, type PartSpecs } from '@coreparts/shared';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { buildSeedParts, seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { clientAddress, demo, openHydrated, signInByApi } from './support.ts';

test.use(clientAddress(90));

const cards = (page: Page) => page.getByTestId('part-card');
const names = async (page: Page) => (await cards(page).getByRole('heading').allInnerTexts()).sort();
/** The card of the part of that name (names may start alike). */
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

/** Every seeded part with its specifications. */
const specified: { name: string; spec: PartSpecs }[] = [...seedParts, ...buildSeedParts].map(({ name, category, specs }) => ({ name, spec: { category, specs } as PartSpecs }));
const ram = specified.flatMap(({ name, spec }) => (spec.category === 'ram' ? [{ name, ...spec.specs }] : []));

test('filters RAM by type and speed: the server applies them, the counts follow, the URL keeps them', async ({ page }) => {
  const ddr5 = ram.filter((kit) => kit.memoryType === 'DDR5');
  const fast = ddr5.filter((kit) => (kit.speedMts ?? 0) >= 6000);
  expect(fast.length).toBeGreaterThan(0);
  expect(fast.length).toBeLessThan(ddr5.length);
  await openHydrated(page, '/parts?category=ram');
  const memoryType = filters(page).getByRole('group', { name: 'Memory Type' });
  await expect(memoryType.getByText('DDR5', { exact: true })).toBeVisible();

  const filtered = page.waitForRequest((request) => request.url().includes('/api/parts?') && request.url().includes('spec.memoryType=DDR5'));
  await memoryType.getByRole('checkbox', { name: /^DDR5/ }).click();
  await filtered;
  await expect(page).toHaveURL('/parts?category=ram&spec.memoryType=DDR5');
  await expect(memoryType.getByRole('checkbox', { name: /^DDR5/ })).toBeChecked();
  await expect.poll(() => names(page)).toEqual(ddr5.map((kit) => kit.name).sort());
  await expect(page.getByTestId('parts-total')).toHaveText(` · ${ddr5.length} parts`);

  await filters(page).getByRole('spinbutton', { name: 'Speed from' }).fill('6000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/parts?category=ram&spec.memoryType=DDR5&spec.speedMts.min=6000');
  await expect.poll(() => names(page)).toEqual(fast.map((kit) => kit.name).sort());
  // Each value counts the parts that the other filters leave: here, those of 6000 MT/s or more.
  const fastOfType = (type: string) => ram.filter((kit) => kit.memoryType === type && (kit.speedMts ?? 0) >= 6000).length;
  await expect(memoryType.locator('label').filter({ hasText: 'DDR5' }).getByTestId('facet-count')).toHaveText(`${fastOfType('DDR5')} parts`);

  // Shared as a link, it opens the same list; Back undoes one choice at a time.
  await openHydrated(page, '/parts?category=ram&spec.speedMts.min=6000&spec.memoryType=DDR5');
  await expect.poll(() => names(page)).toEqual(fast.map((kit) => kit.name).sort());
  await page.goto('/parts?category=ram&spec.memoryType=DDR5&spec.speedMts.min=6000');
  await filters(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/parts?category=ram');
  await page.goBack();
  await expect(page).toHaveURL('/parts?category=ram&spec.memoryType=DDR5&spec.speedMts.min=6000');
  await expect(filters(page).getByRole('spinbutton', { name: 'Speed from' })).toHaveValue('6000');
});

test('compares three graphics cards side by side, the better values marked', async ({ page }, testInfo) => {
  await openHydrated(page, '/parts?category=graphics-card');
  const gpus = seedParts.filter((part) => part.category === 'graphics-card').slice(0, 3);
  for (const gpu of gpus) await card(page, gpu.name).getByRole('button', { name: `Compare ${gpu.name}` }).click();
  const bar = page.getByTestId('compare-bar');
  await expect(bar).toContainText('3 of 4');

  // A part of another category cannot join, and says why.
  await page.goto('/parts?category=ram');
  const kit = seedParts.find((part) => part.category === 'ram')!;
  await card(page, kit.name).getByRole('button', { name: `Compare ${kit.name}` }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: messages.compare.otherCategory('Graphics Card') })).toBeVisible();
  await expect(bar).toContainText('3 of 4');

  await bar.getByRole('link', { name: 'Compare now' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[\w-]+,[\w-]+,[\w-]+$/);
  const table = page.getByRole('table');
  for (const gpu of gpus) await expect(table.getByRole('columnheader', { name: new RegExp(gpu.name) })).toBeVisible();
  const memory = table.getByRole('row', { name: /^Memory \d/ });
  const sizes = gpus.map((gpu) => gpu.specs as { memoryGb: number });
  await expect(memory.getByTestId('best-value')).toHaveCount(sizes.filter((s) => s.memoryGb === Math.max(...sizes.map((x) => x.memoryGb))).length);
  await expect(table.locator('tr[data-differs]').first()).toBeVisible();
  // What is in stock, and each card into the cart from here.
  await expect(table.getByRole('row', { name: /^Stock / }).getByTestId('compare-stock')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /^Stock / }).getByTestId('compare-stock').first()).toHaveText(/^(In Stock: \d+ pieces?|Out of Stock)$/);
  await table.getByRole('button', { name: `Add to Cart: ${gpus[0]!.name}` }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: `${gpus[0]!.name} is in your cart.` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('compare-1280.png'), fullPage: true });

  // The address alone is the comparison: another visitor sees the same table.
  const shared = page.url();
  const other = await page.context().browser()!.newPage();
  await other.goto(shared);
  await expect(other.getByRole('table').getByRole('columnheader', { name: new RegExp(gpus[2]!.name) })).toBeVisible();
  await other.close();
});

test('the admin adds a part with its specifications, checked field by field, and updates them', async ({ page, baseURL }) => {
  await signInByApi(page, baseURL!, demo.admin);
  const name = `Specified Power Supply ${Date.now()}`;
  await page.goto('/dashboard/addproduct');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Category').selectOption('power-supply');
  const specs = page.getByRole('group', { name: 'Specifications' });
  await expect(specs.getByLabel('Wattage')).toBeVisible();
  await expect(specs.getByText('W', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Price').fill('129.99');
  await page.getByLabel('Quantity').fill('15');
  await page.getByLabel('Minimum Order').fill('1');
  const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#223344' } }).png().toBuffer();
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'psu.png', mimeType: 'image/png', buffer: image });
  await page.getByLabel('Description').fill('A power supply added with its specifications.');
  await specs.getByLabel('Wattage').fill('30000');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(specs.getByText('Wattage must be at most 3000 W')).toBeVisible();

  await specs.getByLabel('Wattage').fill('750');
  await specs.getByLabel('80 PLUS Rating').selectOption('Gold');
  await specs.getByLabel('ATX 3.x').selectOption('Yes');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: messages.success.partAdded })).toBeVisible();

  const found = (await (await page.request.get(`/api/parts?q=${encodeURIComponent(name)}`)).json()) as { items: { _id: string; specs: object }[] };
  const part = found.items[0]!;
  try {
    expect(part.specs).toEqual({ wattage: 750, efficiency: 'Gold', atx3: true });
    await openHydrated(page, `/parts/${part._id}`);
    const power = page.getByRole('table', { name: 'Power' });
    await expect(power.getByRole('row', { name: 'Wattage 750 W' })).toBeVisible();
    await expect(power.getByRole('row', { name: 'ATX 3.x Yes' })).toBeVisible();

    // Update Product shows the sheet as it is and sends it changed.
    await page.goto(`/update-part/${part._id}`);
    const sheet = page.getByRole('group', { name: 'Specifications' });
    await expect(sheet.getByLabel('Wattage')).toHaveValue('750');
    await sheet.getByLabel('Wattage').fill('850');
    await sheet.getByLabel('ATX 3.x').selectOption('');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.locator('.Toastify__toast').filter({ hasText: messages.success.partUpdated })).toBeVisible();
    const updated = (await (await page.request.get(`/api/part/${part._id}`)).json()) as { specs: object };
    expect(updated.specs).toEqual({ wattage: 850, efficiency: 'Gold' });
  } finally {
    await page.request.delete(`/api/part/${part._id}`);
  }
});
