import type * as Zlib from 'node:zlib';
import { gunzipSync, type CompressCallback } from 'node:zlib';
import type { Part } from '@coreparts/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedGeneratedParts } from '@/db/seed.ts';
import { users } from '@/db/schema.ts';
import { callAs, createAccount, type TestAccount } from '@/test/accounts.ts';
import { insertOrder, makePart, placeOrder } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';
import { writeWebBuild } from '@/test/web-build.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let web: Awaited<ReturnType<typeof writeWebBuild>>;
let vortex: Part;
let customer: TestAccount;
const page = '<!doctype html><html><head><title>CoreParts</title></head><body><div id="root"></div></body></html>';
const shell = '<!doctype html><html><head><meta charset="UTF-8"><!--page-head--><script type="module" src="/assets/start.js"></script></head><body><div id="root"></div></body></html>';

// The page's server build as far as the server sees it: the head tags React hoists (the real
// render is tested in apps/web's server-render.test.tsx and end to end, e2e/part-page.spec.ts).
const renderer = `
export const partsPageApiPath = () => '/parts';
export const renderPartsPage = async () => ({ head: '', html: '', data: [] });
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
export async function renderPartPage(url, part) {
  globalThis.partPageRenders = (globalThis.partPageRenders ?? 0) + 1;
  const id = url.split('/').at(-1);
  if (!part) return { head: '<title>Page not found · CoreParts</title>', html: '<h1>404 Page Not Found</h1>', data: [['part', id], null] };
  return {
    head: '<title>' + escape(part.name) + ' · CoreParts</title><meta name="description" content="' + escape(part.text) + '"/>',
    html: '<h1>' + escape(part.name) + '</h1><p>$' + part.price.toFixed(2) + '</p>',
    data: [['part', id], part],
  };
}
`;

// Every body the server's own code gzips (answers it compresses once and keeps).
const gzipped = vi.hoisted(() => [] as Buffer[]);
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof Zlib>();
  const gzip = (body: Buffer, ...rest: [CompressCallback]) => {
    gzipped.push(body);
    return zlib.gzip(body, ...rest);
  };
  return { ...zlib, gzip, default: { ...zlib, gzip } };
});

const renders = () => (globalThis as { partPageRenders?: number }).partPageRenders ?? 0;

/** The page's head and body, its JSON-LD and the data it hands to the browser. */
function read(html: string) {
  const [head = '', body = ''] = html.split('</head>');
  const jsonLd = head.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  const data = body.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)?.[1];
  const meta = (key: string) => head.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"\\/?>`))?.[1];
  return {
    head,
    body,
    titles: [...html.matchAll(/<title>(.*?)<\/title>/g)].map((m) => m[1]),
    canonical: head.match(/<link rel="canonical" href="([^"]*)">/)?.[1],
    meta,
    product: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as Record<string, unknown> & { offers: Record<string, unknown>; image: string[] }),
    data: data === undefined ? undefined : (JSON.parse(data) as unknown[]),
  };
}

beforeAll(async () => {
  web = await writeWebBuild({ page, shell, renderer });
  t = await createTestApp({ WEB_DIST: web.dist, PUBLIC_URL: 'https://shop.example' });
  const catalog = (await t.app.inject('/api/all-parts')).json() as Part[];
  vortex = catalog.find((part) => part.name === 'Vortex VX 7700 Graphics Card 12GB')!;
  customer = await createAccount(t);
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

describe('/parts/:id rendered on the server (decision 030)', () => {
  it("answers the part's page with one title, in the head, and its description", async () => {
    const res = await t.app.inject(`/parts/${vortex._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['cdn-cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    const { head, body, titles, meta, data } = read(res.body);
    expect(titles).toEqual(['Vortex VX 7700 Graphics Card 12GB · CoreParts']);
    expect(head).toContain('<title>Vortex VX 7700 Graphics Card 12GB · CoreParts</title>');
    expect(meta('description')).toBe(vortex.text);
    expect(body).toContain('<div id="root"><h1>Vortex VX 7700 Graphics Card 12GB</h1><p>$549.99</p></div>');
    expect(data).toEqual([['part', vortex._id], vortex]);
  });

  it('names its canonical address and its link previews, absolute on the public address', async () => {
    const { canonical, meta } = read((await t.app.inject(`/parts/${vortex._id}?utm_source=mail`)).body);
    const url = `https://shop.example/parts/${vortex._id}`;
    expect(canonical).toBe(url);
    expect(meta('og:type')).toBe('product');
    expect(meta('og:title')).toBe(vortex.name);
    expect(meta('og:description')).toBe(vortex.text);
    expect(meta('og:image')).toBe(`https://shop.example${vortex.image}`);
    expect(meta('og:url')).toBe(url);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe(vortex.name);
    expect(meta('twitter:image')).toBe(`https://shop.example${vortex.image}`);
  });

  it('describes the part as a schema.org Product with its offer', async () => {
    const { product } = read((await t.app.inject(`/parts/${vortex._id}`)).body);
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: vortex.name,
      image: [`https://shop.example${vortex.image}`],
      description: vortex.text,
      sku: 'CP-GPU-1001',
      brand: { '@type': 'Brand', name: 'Vortex' },
      mpn: 'VX7700-12GD6-TF',
      category: 'Graphics Card',
      additionalProperty: expect.any(Array),
      offers: {
        '@type': 'Offer',
        price: '549.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `https://shop.example/parts/${vortex._id}`,
      },
    });
    expect(product?.additionalProperty).toHaveLength(Object.keys(vortex.specs).length);
    expect(product?.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'Board Power', value: 245, unitText: 'W' });
  });

  it.each([
    ['gtin8', '96385074'],
    ['gtin12', '036000291452'],
    ['gtin13', '4006381333931'],
    ['gtin14', '15400141288763'],
  ])('names its GTIN by its length, %s, beside its brand, MPN and SKU (decision 089)', async (property, gtin) => {
    const part = await t.app.parts.addPart({
      name: `Zephyrion Barcode Mouse ${property}`,
      category: 'mouse',
      price: 25,
      quantity: 4,
      min: 1,
      image: '/images/parts/a.webp',
      description: 'Scanned.',
      brand: 'Zephyrion',
      mpn: `ZPX-${property.toUpperCase()}`,
      sku: `CP-LD-${property}`,
      gtin,
    });
    const { product } = read((await t.app.inject(`/parts/${part._id}`)).body);
    const identity = Object.fromEntries(Object.entries(product!).filter(([key]) => ['sku', 'brand', 'mpn'].includes(key) || key.startsWith('gtin')));
    expect(identity).toEqual({ sku: `CP-LD-${property}`, brand: { '@type': 'Brand', name: 'Zephyrion' }, mpn: `ZPX-${property.toUpperCase()}`, [property]: gtin });
  });

  it('names a part without an identity by its id as its SKU, and no brand, MPN or GTIN', async () => {
    const part = await t.app.parts.addPart({ name: 'Nameless Mouse', category: 'mouse', price: 9, quantity: 4, min: 1, image: '/images/parts/a.webp', description: 'Plain.' });
    const { product } = read((await t.app.inject(`/parts/${part._id}`)).body);
    expect(product?.sku).toBe(part._id);
    expect(Object.keys(product!).filter((key) => ['brand', 'mpn'].includes(key) || key.startsWith('gtin'))).toEqual([]);
  });

  it("carries the part's specifications as schema.org PropertyValues, with their units", async () => {
    const part = await t.app.parts.addPart({
      name: 'Halcyon Glide Pro Mouse',
      category: 'mouse',
      price: 59,
      quantity: 12,
      min: 1,
      image: '/images/parts/a.webp',
      description: 'Light and wireless.',
      specs: { rgb: false, connections: ['USB', 'Bluetooth'], dpi: 26000 },
    });
    const { product } = read((await t.app.inject(`/parts/${part._id}`)).body);
    expect(product?.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Max DPI', value: 26000, unitText: 'DPI' },
      { '@type': 'PropertyValue', name: 'Connection', value: 'USB, Bluetooth' },
      { '@type': 'PropertyValue', name: 'RGB Lighting', value: false },
    ]);
  });

  it('keeps markup in a part out of the head: escaped in attributes, and unable to close the JSON-LD', async () => {
    const name = 'Evil </script><script>alert(1)</script> "Mouse" & co';
    const part = await t.app.parts.addPart({
      name,
      category: 'mouse',
      price: 10,
      quantity: 0,
      min: 1,
      image: '/images/parts/a.webp',
      description: 'Sold out <b>for now</b>.',
    });
    const res = await t.app.inject(`/parts/${part._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    const { product, meta, titles } = read(res.body);
    expect(titles).toHaveLength(1);
    expect(product?.name).toBe(name);
    expect(product?.offers).toMatchObject({ price: '10.00', availability: 'https://schema.org/OutOfStock' });
    expect(meta('og:title')).toBe('Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Mouse&quot; &amp; co');
  });

  it.each([
    ['an id no part has', '/parts/00000000-0000-4000-8000-000000000000'],
    ['a malformed id', '/parts/not-a-part'],
    ['an escaped id', '/parts/not%20a%20part'],
  ])('answers 404 with the 404 page for %s', async (_, url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const { titles, canonical, product, body } = read(res.body);
    expect(titles).toEqual(['Page not found · CoreParts']);
    expect(body).toContain('<h1>404 Page Not Found</h1>');
    expect(canonical).toBeUndefined();
    expect(product).toBeUndefined();
  });

  it('answers a part that is removed with 404 at once', async () => {
    const part = await t.app.parts.addPart({ name: 'Soon Gone SSD', category: 'ssd', price: 5, quantity: 3, min: 1, image: '/images/parts/a.webp', description: 'Gone soon.' });
    expect((await t.app.inject(`/parts/${part._id}`)).statusCode).toBe(200);
    await t.app.parts.archivePart(part._id);
    expect((await t.app.inject(`/parts/${part._id}`)).statusCode).toBe(404);
  });

  it('renders a part once, without asking the catalog again, until the catalog changes', async () => {
    const part = await t.app.parts.addPart({ name: 'Cached Router', category: 'router', price: 80, quantity: 5, min: 1, image: '/images/parts/a.webp', description: 'Rendered once.' });
    await t.app.inject(`/parts/${part._id}`);
    const before = renders();
    const getPart = vi.spyOn(t.app.parts, 'getPart');
    try {
      expect(read((await t.app.inject(`/parts/${part._id}`)).body).body).toContain('$80.00');
      expect(renders()).toBe(before);
      expect(getPart).not.toHaveBeenCalled();

      await t.app.parts.updatePart(part._id, { price: 75.5 });
      const after = read((await t.app.inject(`/parts/${part._id}`)).body);
      expect(renders()).toBe(before + 1);
      expect(after.body).toContain('$75.50');
      expect(after.product?.offers.price).toBe('75.50');
    } finally {
      getPart.mockRestore();
    }
  });

  it('gzips a kept page once: every gzipped answer is the same bytes under one ETag, and a client holding it gets 304', async () => {
    const part = await t.app.parts.addPart({ name: 'Zipped Keyboard', category: 'keyboard', price: 40, quantity: 5, min: 1, image: '/images/parts/a.webp', description: 'Compressed once.' });
    const url = `/parts/${part._id}`;
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const plain = await t.app.inject(url);
    const first = await t.app.inject({ url, headers: browser });
    const second = await t.app.inject({ url, headers: browser });
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers.vary).toBe('accept-encoding');
    }
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.etag).toBe(`${plain.headers.etag!.slice(0, -1)}-gzip"`);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(gunzipSync(first.rawPayload).toString()).toBe(plain.body);
    expect(gzipped.filter((body) => body.toString() === plain.body)).toHaveLength(1);

    for (const etag of [first.headers.etag, plain.headers.etag, `W/${plain.headers.etag}`]) {
      const held = await t.app.inject({ url, headers: { ...browser, 'if-none-match': String(etag) } });
      expect(held.statusCode).toBe(304);
      expect(held.body).toBe('');
    }
    await t.app.parts.updatePart(part._id, { price: 39 });
    const changed = await t.app.inject({ url, headers: { ...browser, 'if-none-match': String(first.headers.etag) } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(gunzipSync(changed.rawPayload).toString()).toContain('$39.00');
  });

  it('keeps no 404 page: unknown addresses take no place from the parts', async () => {
    const unknown = '/parts/00000000-0000-4000-8000-0000000000aa';
    const before = renders();
    expect((await t.app.inject(unknown)).statusCode).toBe(404);
    expect((await t.app.inject(unknown)).statusCode).toBe(404);
    expect(renders()).toBe(before + 2);
  });

  it("an order re-renders the ordered part's page with its new stock, and no other part's", async () => {
    const ordered = await t.app.parts.addPart({ name: 'Ordered Fan', category: 'mouse', price: 9, quantity: 5, min: 1, image: '/images/parts/a.webp', description: 'Ordered.' });
    const other = await t.app.parts.addPart({ name: 'Untouched Fan', category: 'mouse', price: 9, quantity: 5, min: 1, image: '/images/parts/a.webp', description: 'Not ordered.' });
    await t.app.inject(`/parts/${ordered._id}`);
    await t.app.inject(`/parts/${other._id}`);
    await placeOrder(t, customer, ordered._id, 5);
    expect((read((await t.app.inject(`/parts/${ordered._id}`)).body).data?.[1] as Part).quantity).toBe(0);
    expect(read((await t.app.inject(`/parts/${ordered._id}`)).body).product?.offers.availability).toBe('https://schema.org/OutOfStock');
    const before = renders();
    await t.app.inject(`/parts/${other._id}`);
    expect(renders()).toBe(before);
  });

  it('keeps the 500 part pages asked for most recently, not the first 500 rendered', async () => {
    await seedGeneratedParts(t.db, 600);
    t.app.parts.invalidateCatalog();
    const ids = ((await t.app.inject('/api/all-parts')).json() as Part[]).map((part) => part._id);
    const [first, ...rest] = ids;
    await t.app.inject(`/parts/${first}`);
    for (const id of rest.slice(0, 499)) await t.app.inject(`/parts/${id}`);
    await t.app.inject(`/parts/${first}`); // asked again: now the most recent
    await t.app.inject(`/parts/${rest[499]}`); // a 501st pushes out the least recent, rest[0]
    const before = renders();
    await t.app.inject(`/parts/${first}`);
    expect(renders()).toBe(before);
    await t.app.inject(`/parts/${rest[0]}`);
    expect(renders()).toBe(before + 1);
  });

  it("carries the part's rating and newest reviews as schema.org data once it has reviews, re-rendered when one is written", async () => {
    const part = await makePart(t);
    expect(read((await t.app.inject(`/parts/${part.id}`)).body).product).not.toHaveProperty('aggregateRating');
    const [buyer] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, customer.email));
    await insertOrder(t, { partId: part.id, partName: part.name, quantity: 1, unitPriceCents: 2_500, userId: buyer!.id, email: customer.email, displayName: customer.name, payment: 'paid' });
    const written = await callAs(t, 'PUT', `/api/parts/${part.id}/reviews/mine`, customer, { rating: 5, title: 'Quick and quiet', text: 'Copies at full speed.' });
    expect(written.statusCode, written.body).toBe(201);
    const { product } = read((await t.app.inject(`/parts/${part.id}`)).body);
    expect(product).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          name: 'Quick and quiet',
          reviewBody: 'Copies at full speed.',
          datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          author: { '@type': 'Person', name: customer.name },
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });
});
