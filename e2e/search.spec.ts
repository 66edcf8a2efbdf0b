/**
 * Search in the shoppers' words (decision 051): "gpu" finds the graphics cards, though no name
 * says gpu, first in the list, and the list says how many parts match.
 */
import { expect, test, type Page } from '@playwright/test';
import { buildSeedParts, seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { clientAddress, openHydrated } from './support.ts';

test.use(clientAddress(164));

const cards = (page: Page) => page.getByTestId('part-card');
const graphicsCards = [...seedParts, ...buildSeedParts].filter((part) => part.category === 'graphics-card').map((part) => part.name);

test('"gpu" finds the graphics cards first, and the list says how many parts match', async ({ page, request }) => {
  await openHydrated(page, '/parts');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search parts' }).fill('gpu');
  await expect(page).toHaveURL('/parts?q=gpu');
  await expect(page.getByText('Results for “gpu”')).toBeVisible();

  const { total } = (await (await request.get('/api/parts?q=gpu')).json()) as { total: number };
  expect(total).toBeGreaterThanOrEqual(graphicsCards.length);
  await expect(page.getByTestId('parts-total')).toHaveText(` · ${total} parts`);
  await expect
    .poll(async () => (await cards(page).getByRole('heading').allInnerTexts()).slice(0, graphicsCards.length).sort())
    .toEqual([...graphicsCards].sort());
  for (const card of (await cards(page).all()).slice(0, graphicsCards.length)) await expect(card).toContainText('Graphics Card');
});
