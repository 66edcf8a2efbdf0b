import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@/app.ts';
import { eq, inArray } from 'drizzle-orm';
import { parts } from '@/db/schema.ts';
import { seedGeneratedParts } from '@/db/seed.ts';
import { seedParts } from '@/db/seed-catalog.ts';
import { createAccount, type TestAccount } from '@/test/accounts.ts';
import { capturedLog } from '@/test/captured-log.ts';
import { placeOrder } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';
import { toPrefixQuery } from './search-query.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;
/** The demo catalog topped up with generated parts to this many. */
const CATALOG_PARTS = 300;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
  await seedGeneratedParts(t.db, CATALOG_PARTS);
  t.app.parts.invalidateCatalog();
});
afterAll(() => t.close());

interface ListedPart {
  _id: string;
  category: string;
  quantity: number;
  min: number;
}
const catalogNow = async () => (await t.app.inject('/api/all-parts')).json() as ListedPart[];
const stockShownOf = (id: string, app = t.app) => async () =>
  ((await app.inject('/api/all-parts')).json() as ListedPart[]).find((part) => part._id === id)?.quantity;

/**
 * Orders the `nth` part of the catalog: within a second the catalog shows its new stock (decision
 * 080), plain and gzipped what a full build from the database makes.
 */
async function expectStockChangeLikeFullBuild(nth: number) {
  const part = (await catalogNow())[nth]!;
  await placeOrder(t, await createAccount(t), part._id, part.min);
  await expect.poll(stockShownOf(part._id), { timeout: 3_000, interval: 100 }).toBe(part.quantity - part.min);
  const plain = await t.app.inject('/api/all-parts');
  const zipped = await t.app.inject({ url: '/api/all-parts', headers: { 'accept-encoding': 'gzip' } });
  t.app.parts.invalidateCatalog();
  const fresh = await t.app.inject('/api/all-parts');
  expect(plain.rawPayload.equals(fresh.rawPayload)).toBe(true);
  expect(plain.headers.etag).toBe(fresh.headers.etag);
  expect(gunzipSync(zipped.rawPayload).equals(fresh.rawPayload)).toBe(true);
  expect(zipped.headers['content-length']).toBe(String(zipped.rawPayload.length));
  return part;
}

interface Page {
  items: { _id: string; name: string; price: number; category: string }[];
  nextCursor: string | null;
}
const page = async (query: string) => {
  const res = await t.app.inject(`/api/parts?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};
async function everyPage(query: string, during?: (round: number) => Promise<void>) {
  const seen: Page['items'] = [];
  let cursor: string | null = null;
  for (let round = 0; ; round++) {
    const p: Page = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...p.items);
    await during?.(round);
    if (!p.nextCursor) return seen;
    cursor = p.nextCursor;
  }
}
const addPart = (name: string, price: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/part',
    headers: admin.headers,
    payload: { name, category: 'mouse', price, quantity: 10, min: 1, image: '/images/parts/arcwave-a7-8700.webp', description: 'Added while paging' },
  });

describe('GET /api/parts (cursor paging)', () => {
  it('pages through the whole catalog in order, every part once', async () => {
    const all = (await t.app.inject('/api/all-parts')).json() as { _id: string }[];
    const paged = await everyPage('limit=37');
    expect(paged.map((p) => p._id)).toEqual(all.map((p) => p._id));
    expect(paged).toHaveLength(CATALOG_PARTS);
  });

  it('misses and repeats nothing while parts are added during the walk', async () => {
    const before = ((await t.app.inject('/api/all-parts')).json() as { _id: string }[]).map((p) => p._id);
    const walked = await everyPage('limit=50', async (round) => {
      if (round < 3) expect((await addPart(`Added during paging ${round}`, 19.99)).statusCode).toBe(201);
    });
    const ids = walked.map((p) => p._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(before));
  });

  it('sorts by price both ways, stable across pages', async () => {
    const up = await everyPage('sort=price-asc&limit=40');
    const prices = up.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = await everyPage('sort=price-desc&limit=40');
    expect(down.map((p) => p._id)).toEqual(up.map((p) => p._id).reverse());
  });

  it('sorts by rating: the best average first, more reviews first among equals, parts without reviews last, every part once', async () => {
    const rated = seedParts.slice(0, 4).map((p) => p.name);
    // 4.5 from 2, 4.5 from 4, 5 from 1, 3 from 3 (review counts as the reviews module keeps them).
    const ratings = [[2, 9], [4, 18], [1, 5], [3, 9]] as const;
    for (const [i, name] of rated.entries()) {
      await t.db.update(parts).set({ reviewCount: ratings[i]![0], ratingTotal: ratings[i]![1] }).where(eq(parts.name, name));
    }
    t.app.parts.invalidateCatalog();
    try {
      const list = await everyPage('sort=rating&limit=3');
      expect(list.slice(0, 4).map((p) => p.name)).toEqual([rated[2], rated[1], rated[0], rated[3]]);
      expect(list.slice(4).every((p) => (p as { rating?: unknown }).rating === undefined)).toBe(true);
      expect(new Set(list.map((p) => p._id)).size).toBe(list.length);
      expect(list).toHaveLength((await everyPage('limit=50')).length);
    } finally {
      await t.db.update(parts).set({ reviewCount: 0, ratingTotal: 0 }).where(inArray(parts.name, rated));
      t.app.parts.invalidateCatalog();
    }
  });

  it('filters by category', async () => {
    const ssds = await everyPage('category=ssd&limit=25');
    expect(ssds.length).toBeGreaterThan(3);
    expect(ssds.every((p) => p.category === 'ssd')).toBe(true);
  });

  it('searches names by word prefixes, combined with the filter and sort', async () => {
    const target = seedParts.find((p) => p.category === 'graphics-card')!;
    const words = target.name.split(' ').slice(0, 2).map((w) => w.slice(0, 3).toLowerCase());
    const found = await everyPage(`q=${encodeURIComponent(words.join(' '))}&category=graphics-card&sort=price-asc`);
    expect(found.map((p) => p.name)).toContain(target.name);
    expect(found.every((p) => p.category === 'graphics-card')).toBe(true);
    expect((await page('q=zzzqqqxxx')).items).toEqual([]);
    await addPart('Lumen Pulse DDR5-6000 32GB Kit', 120);
    expect((await page('q=ddr5-6000')).items.map((p) => p.name)).toContain('Lumen Pulse DDR5-6000 32GB Kit');
  });

  it('keeps query syntax out of the search', async () => {
    expect(toPrefixQuery("rtx & !(4070 | ')")).toBe('rtx:* & 4070:*');
    expect(toPrefixQuery('  !!  ')).toBeNull();
    expect((await t.app.inject(`/api/parts?q=${encodeURIComponent("') or 1=1 --")}`)).statusCode).toBe(200);
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'sort=cheapest', 'category=toaster', 'cursor=%%%', 'cursor=WzEsMiwzXQ'])(
    'answers 400 to %s',
    async (query) => {
      const res = await t.app.inject(`/api/parts?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    },
  );

  const cursorOf = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');
  it.each([
    ['price-asc', [2 ** 31, 1]],
    ['price-desc', [Number.MAX_SAFE_INTEGER, 1]],
    ['price-asc', [-(2 ** 31) - 1, 1]],
    ['price-asc', [100, -1]],
    ['rating', [501, 0, 1]],
    ['rating', [500, 1]],
    ['featured', [-1]],
    ['featured', [2 ** 53]],
  ])('answers 400 to a %s cursor of values its columns cannot hold: %j', async (sort, values) => {
    const res = await t.app.inject(`/api/parts?sort=${sort}&cursor=${cursorOf(values)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'bad_request', message: 'Invalid cursor' });
  });

  it('takes cursors at the edges of the columns', async () => {
    expect((await page(`sort=price-asc&cursor=${cursorOf([2 ** 31 - 1, Number.MAX_SAFE_INTEGER])}`)).items).toEqual([]);
    expect((await page(`sort=featured&cursor=${cursorOf([Number.MAX_SAFE_INTEGER])}`)).items).toEqual([]);
    expect((await page(`sort=price-desc&cursor=${cursorOf([0, 0])}`)).items).toEqual([]);
  });

  it('answers 304 for an unchanged page and shows a write on the next read', async () => {
    const first = await t.app.inject('/api/parts?category=mouse&sort=price-desc&limit=5');
    const etag = first.headers.etag as string;
    expect((await t.app.inject({ url: '/api/parts?category=mouse&sort=price-desc&limit=5', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await addPart('Most expensive mouse ever', 99_999);
    const after = await t.app.inject({ url: '/api/parts?category=mouse&sort=price-desc&limit=5', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().items[0].name).toBe('Most expensive mouse ever');
  });
});

describe('a stock change, in a catalog held in memory', () => {
  it('shows the new stock in the part once the order has answered, and in the catalog within a second, as a full build would', async () => {
    const part = await expectStockChangeLikeFullBuild(7);
    expect((await t.app.inject(`/api/part/${part._id}`)).json().quantity).toBe(part.quantity - part.min);
  });
});

describe('GET /api/all-parts, held in memory', () => {
  it('is prepared once per change for any number of requests, with an ETag, 304, a gzipped copy and caching for a CDN', async () => {
    t.app.parts.invalidateCatalog();
    const reads = vi.spyOn(t.db, 'select');
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.app.inject('/api/all-parts')));
    // One read of the catalog (and one count of it).
    expect(reads.mock.calls.length).toBeLessThanOrEqual(2);
    reads.mockRestore();
    const etag = answers[0]!.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const answer of answers) {
      expect(answer.headers.etag).toBe(etag);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.headers['cache-control']).toBe('public, no-cache');
    expect(answers[0]!.headers['cdn-cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(answers[0]!.headers.vary).toMatch(/accept-encoding/i);
    expect((await t.app.inject({ url: '/api/all-parts', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const zipped = await t.app.inject({ url: '/api/all-parts', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(etag.replace(/"$/, '-gzip"'));
    expect(zipped.headers['content-length']).toBe(String(zipped.rawPayload.length));
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(answers[0]!.body);
    // Either copy's ETag names the content.
    expect((await t.app.inject({ url: '/api/all-parts', headers: { 'if-none-match': zipped.headers.etag as string, 'accept-encoding': 'gzip' } })).statusCode).toBe(304);

    // A change is seen on the next request, under a new ETag.
    await t.db.insert(parts).values({ name: 'Held newcomer', category: 'ssd', priceCents: 100, image: '/x.webp', description: 'New', minOrder: 1, quantity: 1 });
    t.app.parts.invalidateCatalog();
    const after = await t.app.inject({ url: '/api/all-parts', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toContain('Held newcomer');
  });

  it('carries the headers every answer carries, answers HEAD with its length, and writes its access line at debug level only (decision 107)', async () => {
    const { logger, lines } = capturedLog();
    const app = await buildApp({ config: t.app.config, db: t.db, logger });
    try {
      const plain = await app.inject('/api/all-parts');
      const head = await app.inject({ method: 'HEAD', url: '/api/all-parts' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(plain.headers['content-length']);
      expect(head.rawPayload.length).toBe(0);
      expect(plain.headers['content-security-policy']).toBe((await app.inject('/api/config')).headers['content-security-policy']);
    } finally {
      await app.close();
    }
    const access = lines.map((line) => JSON.parse(line) as { msg: string; req: { method: string; url: string }; res: { statusCode: number } });
    expect(access.filter((e) => e.msg === 'request completed').map((e) => [e.req.method, e.req.url, e.res.statusCode])).toEqual([['GET', '/api/config', 200]]);
  });
});

describe('GET /api/all-parts past the held limit', () => {
  it('is read from the database for each request and sent as one JSON array, gzipped when asked', async () => {
    const large = await createTestApp({}, { heldCatalogLimit: 100 });
    try {
      await seedGeneratedParts(large.db, 300);
      large.app.parts.invalidateCatalog();
      const res = await large.app.inject('/api/all-parts');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      const list = res.json() as { _id: string; quantity: number; min: number }[];
      const live = await large.db.$count(parts);
      expect(list).toHaveLength(live);
      expect(new Set(list.map((p) => p._id)).size).toBe(live);
      const zipped = await large.app.inject({ url: '/api/all-parts', headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).equals(res.rawPayload)).toBe(true);

      // A part past the limit is read from the database, and an order's stock is seen at once.
      const one = list[250]!;
      expect((await large.app.inject(`/api/part/${one._id}`)).json()._id).toBe(one._id);
      await placeOrder(large, await createAccount(large), one._id, one.min);
      const after = (await large.app.inject('/api/all-parts')).json() as { _id: string; quantity: number }[];
      expect(after.find((p) => p._id === one._id)!.quantity).toBe(one.quantity - one.min);
      expect((await large.app.inject(`/api/part/${one._id}`)).json().quantity).toBe(one.quantity - one.min);
    } finally {
      await large.close();
    }
  });
});

describe('a stock change and the kept pages', () => {
  it('answers a page that lists the part anew with its stock, and keeps the others without reading them again', async () => {
    const part = (await catalogNow())[3]!;
    const listing = '/api/parts?limit=24';
    const elsewhere = `/api/parts?category=${part.category === 'ssd' ? 'mouse' : 'ssd'}&limit=5`;
    const [listed, other] = [await t.app.inject(listing), await t.app.inject(elsewhere)];
    expect((listed.json() as Page).items.map((p) => p._id)).toContain(part._id);
    await placeOrder(t, await createAccount(t), part._id, part.min);

    const reads = vi.spyOn(t.db, 'select');
    const [listedAfter, otherAfter] = [await t.app.inject(listing), await t.app.inject(elsewhere)];
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    expect(listedAfter.headers.etag).not.toBe(listed.headers.etag);
    expect((listedAfter.json() as { items: ListedPart[] }).items.find((p) => p._id === part._id)!.quantity).toBe(part.quantity - part.min);
    expect(otherAfter.headers.etag).toBe(other.headers.etag);
  });
});

describe('GET /api/part/:id, prepared', () => {
  it('answers one part with an ETag, 304, a gzipped copy and caching for a CDN, and anew once its stock changes', async () => {
    const part = (await catalogNow())[5]!;
    const url = `/api/part/${part._id}`;
    const first = await t.app.inject(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['cdn-cache-control']).toMatch(/max-age=5/);
    expect(first.json()).toMatchObject({ _id: part._id, quantity: part.quantity });

    const reads = vi.spyOn(t.db, 'select');
    const again = await t.app.inject(url);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(etag.replace(/"$/, '-gzip"'));
    expect(gunzipSync(zipped.rawPayload).equals(first.rawPayload)).toBe(true);

    await placeOrder(t, await createAccount(t), part._id, part.min);
    const after = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().quantity).toBe(part.quantity - part.min);
  });
});

describe('several server processes', () => {
  it('a write in one process is visible on the next read in another (PostgreSQL only)', async (ctx) => {
    if (!t.anotherProcess) return ctx.skip(); // the embedded database has one process
    const other = await t.anotherProcess();
    const topMouse = async () => (await other.inject('/api/parts?category=mouse&sort=price-desc&limit=1')).json().items[0].name;
    const catalogSize = async () => ((await other.inject('/api/all-parts')).json() as unknown[]).length;
    const [nameBefore, sizeBefore] = [await topMouse(), await catalogSize()]; // both now cached there
    expect((await addPart('Mouse added in process one', 999_999)).statusCode).toBe(201);
    await expect.poll(topMouse, { timeout: 2000 }).toBe('Mouse added in process one');
    await expect.poll(catalogSize, { timeout: 2000 }).toBe(sizeBefore + 1);
    expect(nameBefore).not.toBe('Mouse added in process one');
  });

  it('an order in one process shows its stock in another within 2 s (PostgreSQL only)', async (ctx) => {
    if (!t.anotherProcess) return ctx.skip();
    const other = await t.anotherProcess();
    const part = (await catalogNow())[42]!;
    expect(await stockShownOf(part._id, other)()).toBe(part.quantity); // held there now
    await placeOrder(t, await createAccount(t), part._id, part.min);
    await expect.poll(stockShownOf(part._id, other), { timeout: 2_000, interval: 50 }).toBe(part.quantity - part.min);
  });
});
