import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clientAddress, demo, openHydrated } from './support.ts';

test.use(clientAddress(30));

interface Part {
  _id: string;
  name: string;
  price: number;
}

const firstParts = async (request: APIRequestContext) =>
  ((await (await request.get('/api/parts')).json()) as { items: Part[] }).items;

/** The page's `<title>` elements, wherever they are, and the document's title. */
const titles = (page: Page) =>
  page.evaluate(() => ({
    all: [...document.querySelectorAll('title')].map((t) => ({ inHead: t.parentElement === document.head, text: t.textContent })),
    title: document.title,
  }));

test.describe('a part of its own (decision 030)', () => {
  test('from the list to the part, and signed out, through sign-in to ordering it', async ({ page, request }) => {
    const part = (await firstParts(request))[1]!;
    await openHydrated(page, '/parts');
    const card = page.getByTestId('part-card').filter({ hasText: part.name });
    await card.getByRole('link', { name: part.name }).click();

    await expect(page).toHaveURL(`/parts/${part._id}`);
    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    await expect(page).toHaveTitle(`${part.name} · CoreParts`);
    await expect(page.getByText(`$${part.price.toFixed(2)}`).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All Parts' })).toBeVisible();

    await page.getByRole('link', { name: 'Order Now' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page).toHaveTitle('Login · CoreParts');
    await page.getByLabel('Email').fill(demo.customer.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`/purchase/${part._id}`);
    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    await expect(page).toHaveTitle(`Order ${part.name} · CoreParts`);
  });

  test('arrives rendered by the server with one title in the head, and keeps it one after hydration', async ({ page, request }) => {
    const part = (await firstParts(request))[0]!;
    const html = await (await request.get(`/parts/${part._id}`)).text();
    const head = html.split('</head>')[0]!;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<title>${part.name} · CoreParts</title>`);
    expect(head).toContain('<script type="application/ld+json">');
    expect(html.split('</head>')[1]).toContain(part.name);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The CSP's refusals, which the browser reports beside the console (a script probing eval).
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Audits.enable');
    devtools.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') errors.push(JSON.stringify(issue.details));
    });
    await openHydrated(page, `/parts/${part._id}`);
    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    expect(await titles(page)).toEqual({ all: [{ inHead: true, text: `${part.name} · CoreParts` }], title: `${part.name} · CoreParts` });

    // Moving on in the page replaces the title rather than adding one.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All Parts' }).click();
    await expect(page).toHaveTitle('All Parts · CoreParts');
    expect((await titles(page)).all.filter((t) => t.text === 'All Parts · CoreParts')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('shows the 404 page with status 404 for a part that does not exist', async ({ page }) => {
    for (const url of ['/parts/00000000-0000-4000-8000-000000000000', '/parts/not-a-part']) {
      const res = await page.goto(url);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found · CoreParts');
    }
  });

  test('every page has a title of its own, and one only', async ({ page }) => {
    const pages = [
      ['/', 'Computer parts and upgrades · CoreParts'],
      ['/parts', 'All Parts · CoreParts'],
      ['/parts?category=ssd', 'SSD · CoreParts'],
      ['/blog', 'Blog · CoreParts'],
      ['/signup', 'Sign Up · CoreParts'],
      ['/no/such/page', 'Page not found · CoreParts'],
    ] as const;
    for (const [url, title] of pages) {
      await openHydrated(page, url);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('title')).toHaveCount(1);
    }
  });
});
