import { expect, test } from '@playwright/test';
import { openHydrated } from './support.ts';

test('the side drawer opens at phone width and navigates', async ({ page }) => {
  // The menu button answers once the page's script has taken over the prerendered page.
  await openHydrated(page, '/home');
  const drawer = page.getByRole('navigation', { name: 'Menu' });
  await expect(drawer).not.toBeInViewport();
  await page.getByLabel('Open menu').click();
  await expect(drawer).toBeInViewport();
  // 20rem, once its opening transition has finished.
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(320);
  await expect(drawer.getByRole('link')).toHaveText(['Home', 'Blog', 'Dashboard', 'Login', 'Cart', 'All Parts', 'PC Builder', 'Upgrade']);
  // The spec's four first; the shop's pages they do not reach under their own heading.
  await expect(drawer.getByRole('list', { name: 'Shop' }).getByRole('link')).toHaveText(['All Parts', 'PC Builder', 'Upgrade']);
  // The cart's entry names the number of units in it (issue 27).
  await expect(drawer.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
  await drawer.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(drawer).not.toBeInViewport();
});

test('the side drawer works by keyboard: focus goes in, Escape brings it back (decision 031)', async ({ page }) => {
  await openHydrated(page, '/home');
  const open = page.getByRole('button', { name: 'Open menu' });
  const drawer = page.getByRole('navigation', { name: 'Menu' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('link', { name: 'Home' })).toBeFocused();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(drawer).not.toBeInViewport();
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
});

test('the parts grid has one column at phone width', async ({ page }) => {
  await page.goto('/parts');
  const cards = page.getByTestId('part-card');
  await expect(cards.first()).toBeVisible();
  const [a, b] = await Promise.all([0, 1].map((i) => cards.nth(i).evaluate((el) => el.getBoundingClientRect().left)));
  expect(a).toBe(b);
});
