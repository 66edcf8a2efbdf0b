import type { AdminPartsPage, Part } from '@coreparts/shared';
import { asc, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parts } from '@/db/schema.ts';
import { seedGeneratedParts } from '@/db/seed.ts';
import { callAs, createAccount, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [customer, admin] = [await createAccount(t), await createAccount(t, 'admin')];
  // Enough parts that every sort spans several pages, with ties in price and stock.
  await seedGeneratedParts(t.db, 400);
});
afterAll(() => t.close());

const get = (url: string, who: TestAccount | undefined = admin) => callAs(t, 'GET', url, who);

async function page(query: string): Promise<AdminPartsPage> {
  const res = await get(`/api/admin/parts?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page of a query, following the cursors. */
async function walk(query: string, limit = 60): Promise<{ parts: Part[]; pages: number; total: number }> {
  const found: Part[] = [];
  let pages = 0;
  let total = 0;
  for (let cursor: string | null = null; ; ) {
    const answer: AdminPartsPage = await page(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    found.push(...answer.items);
    pages += 1;
    total = answer.total;
    cursor = answer.nextCursor;
    if (!cursor) return { parts: found, pages, total };
  }
}

const addPart = async (name: string, fields: Partial<{ category: string; price: number; quantity: number }> = {}) => {
  const res = await callAs(t, 'POST', '/api/part', admin, {
    name,
    category: 'ram',
    price: 50,
    quantity: 10,
    min: 1,
    image: '/images/parts/vortex-vx-7700-12gb.webp',
    description: 'A part for the admin list test.',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Part;
};

describe('GET /api/admin/parts', () => {
  it('is for admins only', async () => {
    expect((await callAs(t, 'GET', '/api/admin/parts')).statusCode).toBe(401);
    const refused = await get('/api/admin/parts', customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
  });

  it.each([
    ['name', asc(parts.name)],
    ['price', asc(parts.priceCents)],
    ['stock', asc(parts.quantity)],
  ] as const)('walks every live part once, sorted by %s, page after page', async (sort, order) => {
    const { parts: walked, pages, total } = await walk(`sort=${sort}`);
    expect(pages).toBeGreaterThan(5);
    const expected = await t.db.select({ id: parts.id }).from(parts).where(isNull(parts.archivedAt)).orderBy(order, asc(parts.seq));
    expect(total).toBe(expected.length);
    expect(walked.map((p) => p._id)).toEqual(expected.map((row) => row.id));
  });

  it('walks a search by name page after page, in the order of the whole list', async () => {
    const [brand] = (await page('sort=newest&limit=1')).items[0]!.name.split(' ');
    const { parts: walked, total, pages } = await walk(`q=${brand}&sort=name`, 10);
    expect(pages).toBeGreaterThan(2);
    expect(total).toBeGreaterThan(20);
    const everything = (await walk('sort=name')).parts.map((p) => p._id);
    const matching = new Set(walked.map((p) => p._id));
    expect(walked.map((p) => p._id)).toEqual(everything.filter((id) => matching.has(id)));
    expect(walked.every((p) => p.name.toLowerCase().includes(brand!.toLowerCase()))).toBe(true);
  });

  it('sorts price and stock from low to high', async () => {
    const byPrice = (await page('sort=price&limit=100')).items.map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byStock = (await page('sort=stock&limit=100')).items.map((p) => p.quantity);
    expect(byStock).toEqual([...byStock].sort((a, b) => a - b));
  });

  it('puts the newest part first and a new search starts from it', async () => {
    const added = await addPart('Zephyrine Newest Module 32GB');
    const first = await page('sort=newest&limit=5');
    expect(first.items[0]?._id).toBe(added._id);
    const all = await walk('sort=newest');
    expect(all.parts).toHaveLength(all.total);
    expect(new Set(all.parts.map((p) => p._id)).size).toBe(all.total);
  });

  it('finds a part by words of its name among hundreds, within a category', async () => {
    const wanted = await addPart('Quillfeather QX-9000 Cooler', { category: 'cpu-cooler' });
    await addPart('Quillfeather QX-9000 Memory', { category: 'ram' });
    const found = await page('q=quillfeather%20qx-9&category=cpu-cooler');
    expect(found.items.map((p) => p._id)).toEqual([wanted._id]);
    expect(found.total).toBe(1);
    expect((await page('q=quillfeather')).total).toBe(2);
    expect((await page('q=nothing-called-this')).items).toEqual([]);
  });

  it('leaves out archived parts, and shows a change at once', async () => {
    const part = await addPart('Umbral Archived Stick');
    expect((await page('q=umbral')).items).toHaveLength(1);
    await callAs(t, 'PATCH', `/api/part/${part._id}`, admin, { quantity: 7 });
    expect((await page('q=umbral')).items[0]?.quantity).toBe(7);
    expect((await callAs(t, 'DELETE', `/api/part/${part._id}`, admin)).statusCode).toBe(200);
    expect((await page('q=umbral')).items).toEqual([]);
  });

  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['an unknown sort', 'sort=cheapest'],
    ['an unknown category', 'category=toaster'],
    ['a limit of 0', 'limit=0'],
    ['a limit of 1000', 'limit=1000'],
    ['a limit as text', 'limit=many'],
    ['a NUL in the search', 'q=a%00b'],
    ['a search of 101 characters', `q=${'a'.repeat(101)}`],
    ['a cursor that is no base64 JSON', 'cursor=%%%'],
    ['a cursor of another sort', `sort=newest&cursor=${cursor(['Name', 3])}`],
    ['a cursor with a NUL', `sort=name&cursor=${cursor(['a\u0000', 3])}`],
    ['a cursor with a negative seq', `sort=price&cursor=${cursor([100, -1])}`],
    ['a cursor beyond an integer', `sort=stock&cursor=${cursor([2 ** 31, 1])}`],
    ['a cursor of text for a price', `sort=price&cursor=${cursor(['100', 1])}`],
    ['a cursor of an object', `cursor=${cursor({ name: 'x' })}`],
    ['a cursor too long', `cursor=${'a'.repeat(401)}`],
  ])('answers %s with 400 in the standard format', async (_, query) => {
    const res = await get(`/api/admin/parts?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});
