/**
 * The footer's links lead to pages of the shop (decision 051): shipping, returns, warranty,
 * privacy, terms and contact arrive rendered by the server, in the sitemap; the social icons are
 * shown only where an address is configured (none here).
 */
import { messages, shopPages } from '@coreparts/shared';
import { expect, test } from '@playwright/test';
import { clientAddress, openHydrated } from './support.ts';

test.use(clientAddress(163));

const footerLinks = [
  ['PC Builder', '/builder'],
  ['Upgrade advice', '/upgrade'],
  ['Shipping', '/shipping'],
  ['Returns & refunds', '/returns'],
  ['Warranty', '/warranty'],
  ['Contact us', '/contact'],
  ['Blog', '/blog'],
  ['Terms of sale', '/terms'],
  ['Privacy policy', '/privacy'],
] as const;

test('every footer link leads to a page, and no social icon is shown without an address', async ({ page }) => {
  await openHydrated(page, '/home');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link')).toHaveCount(footerLinks.length);
  await expect(footer.getByRole('navigation', { name: 'Social' })).toHaveCount(0);
  for (const [name, path] of footerLinks) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: messages.notFound })).toHaveCount(0);
  }
});

test("the shop's pages arrive rendered by the server, with their words and the contact address, and are in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { slug, title } of shopPages) {
    const res = await request.get(`/${slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${title.replace('&', '&amp;')} · CoreParts</title>`);
    expect(html).toContain(`<h1 class="text-3xl font-bold tracking-tight sm:text-4xl">${title.replace('&', '&amp;')}</h1>`);
    expect(sitemap).toMatch(new RegExp(`<loc>http://localhost:\\d+/${slug}</loc>`));
  }
  // The sender's address stands in for a contact address not configured.
  expect(await (await request.get('/contact')).text()).toContain('href="mailto:no-reply@coreparts.local"');
});
