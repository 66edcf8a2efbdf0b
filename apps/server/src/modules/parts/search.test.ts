/**
 * The catalog's search (decisions 051, 078): the words shoppers use for a category ("gpu", "video
 * card", "psu") find its parts, words of the description and of the specifications find parts
 * too, and the featured order ranks name matches first, then the category named, then the other
 * matches; the list's total counts them all. On the demo catalog.
 */
import { readSearch } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoParts } from '@/db/seed.ts';
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
  specs: Record<string, unknown>;
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
/** A part's specification values, strings and numbers (not its keys, not yes or no), as text. */
const specText = (specs: object): string =>
  Object.values(specs)
    .flatMap((value: unknown) => (typeof value === 'string' || typeof value === 'number' ? [String(value)] : value && typeof value === 'object' ? [specText(value)] : []))
    .join(' ');
/** All a search reads of a part: its name, description and specifications. */
const allText = (part: { name: string; text: string; specs: object }) => `${part.name} ${part.text} ${specText(part.specs)}`;
/** The rank a part should have for a query, worked out here from the rules, not from SQL. */
function expectedRank(part: Found, q: string): number | null {
  const all = words(q);
  if (hasAll(part.name, all)) return 0;
  const { categories, rest } = readSearch(q);
  if (categories.includes(part.category as never) && hasAll(allText(part), rest)) return 1;
  if (hasAll(allText(part), all)) return 2;
  return null;
}
/** A demo part that has `word` in its specifications only. */
const specifiedOnly = (word: string) =>
  demoParts.find((p) => words(specText(p.specs)).includes(word) && !words(`${p.name} ${p.description}`).includes(word))!;

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

  it.each(['am5', 'ddr5', 'lga1200', 'xmp'])('finds a part by "%s", a word of its specifications alone', async (q) => {
    const part = specifiedOnly(q);
    const found = await everyPage(`q=${q}&limit=10`);
    expect(found.map((p) => p.name)).toContain(part.name);
    expect(found.every((p) => hasAll(allText(p), [q]))).toBe(true);
    expect((await page(`q=${q}`)).total).toBe(found.length);
  });

  it('splits specification values at punctuation as it does names: "12V-2x6" is "12v" and "2x6"', async () => {
    const part = specifiedOnly('2x6');
    expect(specText(part.specs)).toContain('12V-2x6');
    expect((await everyPage('q=12v-2x6')).map((p) => p.name)).toContain(part.name);
    expect((await everyPage('q=2x6')).map((p) => p.name)).toContain(part.name);
  });

  it('finds a named category\'s parts by a word of their specifications, ranked as the category named', async () => {
    const found = (await page('q=cpu%20am5&limit=100')).items;
    const processor = found.find((p) => p.name === specifiedOnly('am5').name)!;
    expect(processor.category).toBe('processor');
    expect(expectedRank(processor, 'cpu am5')).toBe(1);
  });

  it('does not find a part by a specification\'s key or a yes-or-no value', async () => {
    expect((await page('q=memorytype')).total).toBe(0);
    expect((await page('q=includescooler')).total).toBe(0);
    const yes = await everyPage('q=true&limit=100');
    expect(yes.every((p) => hasAll(`${p.name} ${p.text}`, ['true']))).toBe(true);
  });

  it.each(['ssd', 'gpu', 'nvme', 'memory', 'quiet', 'cpu cooler', 'gpu 16gb', 'am5', 'cpu am5', 'ram ddr5'])(
    'ranks "%s": names first, then the category it names, then the other matches, the same across pages',
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
