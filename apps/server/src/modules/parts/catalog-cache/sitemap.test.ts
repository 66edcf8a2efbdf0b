import { gunzipSync } from 'node:zlib';
import { categorySlugs } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedGeneratedParts } from '@/db/seed.ts';
import { createAccount } from '@/test/accounts.ts';
import { placeOrder } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

const PARTS = 3_000;
const origin = 'https://shop.example';
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An app on its own database with PARTS live parts. */
async function shopWithParts(options: Parameters<typeof createTestApp>[1] = {}): Promise<TestApp> {
  const t = await createTestApp({ PUBLIC_URL: origin }, options);
  await seedGeneratedParts(t.db, PARTS);
  t.app.parts.invalidateCatalog();
  return t;
}

/** Every address the sitemap should list: the fixed pages, the categories, then every live part. */
async function expectedAddresses(t: TestApp): Promise<string[]> {
  const parts = (await t.app.inject('/api/all-parts')).json() as { _id: string }[];
  expect(parts).toHaveLength(PARTS);
  return [
    `${origin}/`,
    `${origin}/parts`,
    `${origin}/blog`,
    ...['shipping', 'returns', 'warranty', 'privacy', 'terms', 'contact'].map((page) => `${origin}/${page}`),
    ...categorySlugs.map((slug) => `${origin}/parts?category=${slug}`),
    ...parts.map((part) => `${origin}/parts/${part._id}`),
  ];
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

function expectUrlset(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
  expect(xml.endsWith('</urlset>\n')).toBe(true);
  expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
}

describe('robots.txt and the sitemap, in one file (decision 030)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await shopWithParts();
  });
  afterAll(() => t.close());

  it('lets crawlers read the shop but not the API or the signed-in pages, and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', `Sitemap: ${origin}/sitemap.xml`]));
    for (const path of ['/api/', '/dashboard', '/purchase/', '/payment/', '/orderpayment/', '/update-part/', '/dev/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
  });

  it('lists every public page, category and part, each part with its last change', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expectUrlset(res.body);
    expect(locs(res.body)).toEqual(await expectedAddresses(t));
    expect(res.body.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/g)).toHaveLength(PARTS);
    expect(res.body).toContain(`<loc>${origin}/parts?category=graphics-card</loc>`);
    expect((await t.app.inject('/sitemap-1.xml')).statusCode).toBe(404);
  });

  it('answers 304 while the catalog is unchanged, gzipped once, and a new ETag once it changes', async () => {
    const first = await t.app.inject('/sitemap.xml');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const gzipped = await t.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);

    const part = await t.app.parts.addPart({ name: 'Sitemap Newcomer', category: 'ssd', price: 9, quantity: 1, min: 1, image: '/images/parts/a.webp', description: 'New.' });
    const changed = await t.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(locs(changed.body).at(-1)).toBe(`${origin}/parts/${part._id}`);
    await t.app.parts.archivePart(part._id);
    expect(locs((await t.app.inject('/sitemap.xml')).body)).not.toContain(`${origin}/parts/${part._id}`);
  });

  it('stays as it is when an order changes a stock: it shows none', async () => {
    const etag = (await t.app.inject('/sitemap.xml')).headers.etag as string;
    const [part] = (await t.app.inject('/api/all-parts')).json() as { _id: string; quantity: number; min: number }[];
    const listed = vi.spyOn(t.app.parts, 'listedParts');
    try {
      await placeOrder(t, await createAccount(t), part!._id, part!.min);
      expect((await t.app.inject(`/api/part/${part!._id}`)).json().quantity).toBe(part!.quantity - part!.min);
      expect((await t.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
      expect(listed).not.toHaveBeenCalled();
    } finally {
      listed.mockRestore();
    }
  });
});

describe('the sitemap past its limit of addresses per file (decision 030)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await shopWithParts({ sitemapUrlsPerFile: 1_000 });
  });
  afterAll(() => t.close());

  it('is an index of numbered files that together list every address once', async () => {
    const index = await t.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
    expect(index.body.endsWith('</sitemapindex>\n')).toBe(true);
    // 3 pages, 8 categories and 3,000 parts: 3,011 addresses, 1,000 a file.
    const files = locs(index.body);
    expect(files).toEqual([1, 2, 3, 4].map((n) => `${origin}/sitemap-${n}.xml`));

    const listed: string[] = [];
    for (const file of files) {
      const res = await t.app.inject(new URL(file).pathname);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expectUrlset(res.body);
      expect(locs(res.body).length).toBeLessThanOrEqual(1_000);
      listed.push(...locs(res.body));
    }
    expect(listed).toEqual(await expectedAddresses(t));
  });

  it('answers 304 for a numbered file while it is current, and 404 past the last', async () => {
    const first = await t.app.inject('/sitemap-2.xml');
    const again = await t.app.inject({ url: '/sitemap-2.xml', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    for (const url of ['/sitemap-5.xml', '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml']) {
      expect((await t.app.inject(url)).statusCode).toBe(404);
    }
  });
});
