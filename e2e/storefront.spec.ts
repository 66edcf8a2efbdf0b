import { withCount } from '@coreparts/shared';
import { expect, test } from '@playwright/test';
import { seedParts } from '../apps/server/src/db/seed-catalog.ts';
import { openHydrated } from './support.ts';

test.describe('home page', () => {
  test('shows its nine sections in the spec order', async ({ page }) => {
    await page.goto('/');
    const order = [
      'home-hero',
      'home-offers',
      'home-intro',
      'home-categories',
      'home-products',
      'home-counters',
      'home-reviews',
      'home-newsletter',
    ];
    for (const id of order) await expect(page.getByTestId(id)).toBeVisible();
    const tops = await Promise.all(
      order.map((id) => page.getByTestId(id).evaluate((el) => el.getBoundingClientRect().top + window.scrollY)),
    );
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('a CoreParts company');
    const footerTop = await footer.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(footerTop).toBeGreaterThan(tops.at(-1)!);
  });

  test('arrives prerendered, then hydrates without an error (decision 011)', async ({ page, request }) => {
    const pages = [
      ['/', 'Clean, stable power for every build'],
      ['/blog', 'How can you improve the performance of a React application?'],
    ] as const;
    for (const [url, heading] of pages) {
      // The HTML itself carries the page, before any script runs.
      expect(await (await request.get(url)).text()).toContain(heading);
    }
    // Each address is rendered on its own: only /home marks Home as the current page.
    expect(await (await request.get('/')).text()).not.toContain('aria-current="page"');
    expect(await (await request.get('/home')).text()).toContain('aria-current="page"');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [url, heading] of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    // Hydrated: the page answers clicks.
    await openHydrated(page, '/');
    await page.getByTestId('home-hero').getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Departmental computing' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('hero advances by itself and by its arrows', async ({ page }) => {
    await page.goto('/home');
    const hero = page.getByTestId('home-hero');
    // Slides out of view are inert, so only the shown slide's heading is in the accessibility tree.
    const activeHeading = hero.getByRole('heading', { level: 2 });
    await expect(activeHeading).toHaveCount(1);
    await expect(activeHeading).toBeVisible();
    const first = await activeHeading.innerText();
    // Autoplay: 3000 ms per slide.
    await expect(activeHeading).not.toHaveText(first, { timeout: 6000 });

    // The pointer on the carousel holds the autoplay; arrows and bullets move it.
    await hero.hover();
    const before = await activeHeading.innerText();
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(activeHeading).not.toHaveText(before);
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(activeHeading).toHaveText(before);
    await hero.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(hero.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    await expect(activeHeading).toHaveText('The mainframe computer');

    const visit = hero.getByRole('link', { name: 'Visit site' });
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('href', /wikipedia\.org\/wiki\//);
  });

  test('shows the first three parts and the counters', async ({ page }) => {
    await page.goto('/');
    const products = page.getByTestId('home-products');
    await expect(products.getByTestId('part-card')).toHaveCount(3);
    for (const part of seedParts.slice(0, 3)) await expect(products).toContainText(part.name);
    await expect(products.getByRole('button', { name: 'More Parts' })).toBeVisible();

    const counters = page.getByTestId('home-counters');
    await counters.scrollIntoViewIfNeeded();
    for (const end of ['120+', '500+', '10000+', '250+']) await expect(counters).toContainText(end, { timeout: 8000 });
  });
});

test.describe('parts list', () => {
  test('lists every seeded part with every card field', async ({ page }) => {
    // 24 cards, each scrolled to and read: longer than one journey on a busy machine.
    test.setTimeout(60_000);
    await page.goto('/parts');
    let previous = { top: -1, left: -1 };
    for (const part of seedParts) {
      const card = page.getByTestId('part-card').filter({ has: page.getByRole('heading', { name: part.name, exact: true }) });
      // Only the rows near the screen are in the page: scroll on until this part's row is.
      await expect(async () => {
        if ((await card.count()) === 0) await page.evaluate(() => window.scrollBy({ top: 400, behavior: 'instant' }));
        await expect(card).toBeVisible({ timeout: 1000 });
      }).toPass();
      await expect(card.getByRole('img')).toHaveAttribute('src', part.image);
      await expect(card).toContainText(`$${part.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
      await expect(card).toContainText('In Stock');
      // Other journeys on the same server may have ordered a few of a seeded part meanwhile.
      const stock = Number.parseInt((await card.getByTestId('part-stock').textContent()) ?? '', 10);
      expect(stock).toBeLessThanOrEqual(part.quantity);
      expect(stock).toBeGreaterThan(part.quantity - 10);
      await expect(card.getByTestId('part-stock')).toHaveText(withCount(stock, 'piece'));
      await expect(card).toContainText(withCount(part.min, 'piece'));
      await expect(card).toContainText(part.description);
      // In the seed's order: left to right, then row after row.
      const place = await card.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { top: Math.round(box.top + window.scrollY), left: Math.round(box.left) };
      });
      expect(place.top > previous.top || (place.top === previous.top && place.left > previous.left)).toBe(true);
      previous = place;
    }
  });

  test('Order Now goes to the purchase page of that part', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/parts')).json()) as { items: { _id: string; name: string }[] };
    const part = items[4]!;
    await page.goto('/parts');
    const card = page.getByTestId('part-card').filter({ hasText: part.name });
    // Signed out, the purchase page sends the shopper on to sign in at once: catch it on the way.
    const purchase = page.waitForURL(`/purchase/${part._id}`, { waitUntil: 'commit' });
    await card.getByRole('link', { name: 'Order Now' }).click();
    await purchase;
  });

  test('grid has 3 columns on large screens', async ({ page }) => {
    await page.goto('/parts');
    const cards = page.getByTestId('part-card');
    await expect(cards.first()).toBeVisible();
    const tops = await Promise.all([0, 1, 2, 3].map((i) => cards.nth(i).evaluate((el) => el.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[0]!);
  });
});

test('unknown paths show the 404 page with a Home button', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).last().click();
  await expect(page).toHaveURL('/home');
});

test('blog shows its four questions', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('article')).toHaveCount(4);
});

test('navigation bar links to every public page', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'All Parts' }).click();
  await expect(page).toHaveURL('/parts');
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/myprofile');
});
