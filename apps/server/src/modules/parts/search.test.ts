/**
 * The catalog's search (decision 051): the words shoppers use for a category ("gpu", "video card",
 * "psu") find its parts, words of the description find parts too, and the featured order ranks
 * name matches first, then the category named, then description matches; the list's total counts
 * them all. On the demo catalog.
 */
import { readSearch } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedParts } from '@/db/seed-catalog.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface Found {
  _id: string;
  name: string;
  category: string;
  text: string;
}
interface Page {
  items: Found[];
  nextCursor: string | null;
  total: number;
}

async function page(query: string): Promise<Page> {
  const res = await t.app.inject(`/api/parts?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

async function everyPage(query: string): Promise<Found[]> {
  const seen: Found[] = [];
  for (let cursor: string | null = null; ; ) {
    const p: Page = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...p.items);
    if (!p.nextCursor) return seen;
    cursor = p.nextCursor;
  }
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const hasAll = (text: string, query: string[]) => query.every((word) => words(text).some((w) => w.startsWith(word)));
/** The rank a part should have for a query, worked out here from the rules, not from SQL. */
function expectedRank(part: Found, q: string): number | null {
  const all = words(q);
  if (hasAll(part.name, all)) return 0;
  const { categories, rest } = readSearch(q);
  if (categories.includes(part.category as never) && hasAll(`${part.name} ${part.text}`, rest)) return 1;
  if (hasAll(`${part.name} ${part.text}`, all)) return 2;
  return null;
}

/** The names of the demo catalog's parts of a category, as the catalog lists them. */
async function inCategory(category: string): Promise<string[]> {
  const all = (await t.app.inject('/api/all-parts')).json() as Found[];
  return all.filter((part) => part.category === category).map((part) => part.name).sort();
}

describe('search by the words shoppers use', () => {
  it.each([
    ['gpu', 'graphics-card'],
    ['video card', 'graphics-card'],
    ['cpu', 'processor'],
    ['psu', 'power-supply'],
    ['memory', 'ram'],
    ['storage', 'ssd'],
  ])('"%s" finds every part of %s, and says how many parts match', async (q, category) => {
    const found = await everyPage(`q=${encodeURIComponent(q)}&limit=10`);
    expect(found.filter((part) => part.category === category).map((part) => part.name).sort()).toEqual(await inCategory(category));
    expect((await page(`q=${encodeURIComponent(q)}`)).total).toBe(found.length);
  });

  it('finds a part by a word of its description alone', async () => {
    const part = seedParts.find((p) => words(p.description).includes('quiet') && !words(p.name).includes('quiet'))!;
    const found = await everyPage('q=quiet');
    expect(found.map((p) => p.name)).toContain(part.name);
    expect(found.every((p) => hasAll(`${p.name} ${p.text}`, ['quiet']))).toBe(true);
  });

  it.each(['ssd', 'gpu', 'nvme', 'memory', 'quiet', 'cpu cooler', 'gpu 16gb'])(
    'ranks "%s": names first, then the category it names, then descriptions, the same across pages',
    async (q) => {
      const paged = await everyPage(`q=${encodeURIComponent(q)}&limit=3`);
      const whole = (await page(`q=${encodeURIComponent(q)}&limit=100`)).items;
      expect(paged.map((p) => p._id)).toEqual(whole.map((p) => p._id));
      const ranks = whole.map((part) => expectedRank(part, q));
      expect(ranks).not.toContain(null);
      expect(ranks).toEqual([...ranks].sort());
    },
  );

  it('puts the memory kits before the parts whose description mentions memory', async () => {
    const found = (await page('q=memory&limit=100')).items;
    const kits = (await inCategory('ram')).length;
    expect(found.slice(0, kits).every((p) => p.category === 'ram')).toBe(true);
    expect(found.length).toBeGreaterThan(kits);
    expect(found.slice(kits).some((p) => p.category === 'ram')).toBe(false);
  });

  it('keeps a category filter and the price order with a search', async () => {
    const found = await everyPage('q=gpu&category=graphics-card&sort=price-asc&limit=2');
    expect(found.map((p) => p.name).sort()).toEqual(await inCategory('graphics-card'));
    expect((await page('q=gpu&category=mouse')).items).toEqual([]);
  });
});
