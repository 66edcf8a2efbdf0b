/** An address that is no page of the shop: status 404 and the 404 page, hydrated (decision 051). */
import { messages } from '@coreparts/shared';
import { expect, test } from '@playwright/test';
import { clientAddress } from './support.ts';

test.use(clientAddress(162));

test('an unknown address answers 404 with the 404 page, and its Home button works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: messages.notFound })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · CoreParts');
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/home');
  // Hydrated as rendered: React reports no mismatch, and nothing failed to load but the 404 itself.
  expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
});

test('the shop pages answer 200, the API its JSON 404', async ({ request }) => {
  for (const url of ['/', '/parts', '/blog', '/login', '/purchase/anything']) expect((await request.get(url)).status(), url).toBe(200);
  const api = await request.get('/api/no/such/call');
  expect(api.status()).toBe(404);
  expect((await api.json()).error.code).toBe('not_found');
});
