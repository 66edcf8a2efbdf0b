/**
 * The catalog's search (decisions 051, 078): the words shoppers use for a category ("gpu", "video
 * card", "psu") find its parts, words of the description and of the specifications find parts
 * too, and the featured order ranks name matches first, then the category named, then the other
 * matches; the list's total counts them all. On the demo catalog.
 */
import { readSearch } from '@coreparts/shared';
import { like } from 'drizzle-orm';
import { parts } from '@/db/schema.ts';
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
  searchedFor?: string;
  nearMatches?: Found[];
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
  // A query that names a category finds other parts by their name alone (decision 084).
  if (categories.length === 0 && hasAll(allText(part), all)) return 2;
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

  it('finds the memory kits for "memory", not the parts whose description mentions memory (decision 084)', async () => {
    const found = (await page('q=memory&limit=100')).items;
    expect(found.map((p) => p.name).sort()).toEqual(await inCategory('ram'));
    expect(demoParts.some((p) => p.category !== 'ram' && words(p.description).includes('memory'))).toBe(true);
  });

  it('keeps a category filter and the price order with a search', async () => {
    const found = await everyPage('q=gpu&category=graphics-card&sort=price-asc&limit=2');
    expect(found.map((p) => p.name).sort()).toEqual(await inCategory('graphics-card'));
    expect((await page('q=gpu&category=mouse')).items).toEqual([]);
  });
});

/** The names a search lists, every page, in its order. */
const names = async (q: string) => (await everyPage(`q=${encodeURIComponent(q)}&limit=100`)).map((p) => p.name);

const graphicsCards = [
  'Vortex VX 7700 Graphics Card 12GB',
  'Kestrel Aero 4060 Graphics Card 8GB',
  'Northbridge Forge 8900 Ultra Graphics Card 16GB',
  'Halcyon Titan 9090 Graphics Card 24GB',
  'Ferrox Nano 3050 Low-Profile Graphics Card 6GB',
  'Solvane Storm 7800 Graphics Card 16GB',
];
const processors = [
  'Arcwave A7 8700 Processor 8-Core',
  'Tessera T5 6400 Processor 6-Core',
  'Arcwave A9 9950 Processor 16-Core',
  'Arcwave A5 7600 Processor 6-Core',
  'Arcwave A5 5600 Processor 6-Core',
  'Tessera T7 14700 Processor 20-Core',
  'Tessera T9 285 Processor 24-Core',
];

describe('search that knows what shoppers type (issue 41, decision 084)', () => {
  it('"graphics card" finds the graphics cards alone: not the power supply or the cases whose descriptions say "graphics card"', async () => {
    expect(demoParts.find((p) => p.name === 'Brightline Basic 450W Power Supply')!.description).toContain('graphics card');
    expect(await names('graphics card')).toEqual(graphicsCards);
    expect(await names('graphics cards')).toEqual(graphicsCards);
  });

  it('reads a category word as a plain word when the category it names has nothing with the other words', async () => {
    // No CPU cooler says "vapor"; the card's text says "vapor-chamber cooler".
    expect(await names('vapor cooler')).toEqual(['Northbridge Forge 8900 Ultra Graphics Card 16GB']);
    expect((await page('q=vapor%20cooler')).searchedFor).toBeUndefined();
  });

  it.each([
    ['procesor', 'processor', processors],
    ['proccessor', 'processor', processors],
    ['grafics card', 'graphics card', graphicsCards],
    ['grpahics', 'graphics', graphicsCards],
    ['vortx', 'vortex', ['Vortex VX 7700 Graphics Card 12GB', 'Vortex Onyx TKL Pro Mechanical Keyboard', 'Vortex Strike Pro Gaming Mouse']],
    ['kestrl mouse', 'kestrel mouse', ['Kestrel Featherlight Wireless Gaming Mouse']],
  ])('"%s" has a typo: it finds what "%s" finds and says so', async (q, meant, expected) => {
    const first = await page(`q=${encodeURIComponent(q)}&limit=100`);
    expect(first.searchedFor).toBe(meant);
    expect(first.items.map((p) => p.name)).toEqual(expected);
    expect(first.total).toBe(expected.length);
    // The pages after the first follow the corrected search too.
    expect(await names(q)).toEqual(expected);
  });

  it('corrects no word that a part has, no model number and no short word', async () => {
    expect((await page('q=vortex')).searchedFor).toBeUndefined();
    expect((await page('q=4061')).total).toBe(0);
    expect((await page('q=4061')).searchedFor).toBeUndefined();
    expect((await page('q=zzq')).searchedFor).toBeUndefined();
  });

  it.each([
    ['4060', ['Kestrel Aero 4060 Graphics Card 8GB']],
    ['kestrel 4060', ['Kestrel Aero 4060 Graphics Card 8GB']],
    ['a7 8700', ['Arcwave A7 8700 Processor 8-Core']],
    ['b650m', ['Ferrox B650M Volt Micro-ATX Motherboard']],
    ['ax1800', ['Arcwave Link AX1800 Wi-Fi 6 Router']],
    ['ax 1800', ['Arcwave Link AX1800 Wi-Fi 6 Router']],
    ['AX-1800', ['Arcwave Link AX1800 Wi-Fi 6 Router']],
    ['axe7800', ['Halcyon Sentinel AXE7800 Tri-Band Gaming Router']],
    ['z 790', ['Ferrox Z790 Titan ATX Motherboard DDR5']],
  ])('finds a model number by its parts, together or apart: "%s"', async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it('finds "7800x3d", "rtx4070" and "rtx 4070" however the name writes them', async () => {
    const part = { priceCents: 44900, image: '/images/x.webp', minOrder: 1, quantity: 3, description: 'Added for this test.' };
    await t.db.insert(parts).values([
      { ...part, category: 'processor', name: 'Zephyr Ryzen 7 7800X3D Processor' },
      { ...part, category: 'graphics-card', name: 'Zephyr GeForce RTX 4070 Super 12GB' },
      { ...part, category: 'graphics-card', name: 'Zephyr Dual RTX4070 OC 12GB' },
    ]);
    t.app.parts.invalidateCatalog();
    try {
      expect(await names('7800x3d')).toEqual(['Zephyr Ryzen 7 7800X3D Processor']);
      expect(await names('ryzen 7800x3d')).toEqual(['Zephyr Ryzen 7 7800X3D Processor']);
      expect(await names('zephyr x3d')).toEqual(['Zephyr Ryzen 7 7800X3D Processor']);
      for (const q of ['rtx4070', 'rtx 4070', 'RTX-4070', 'zephyr 4070']) {
        expect(await names(q), q).toEqual(['Zephyr GeForce RTX 4070 Super 12GB', 'Zephyr Dual RTX4070 OC 12GB']);
      }
    } finally {
      await t.db.delete(parts).where(like(parts.name, 'Zephyr %'));
      t.app.parts.invalidateCatalog();
    }
  });

  it('"7800" finds the card named 7800 and the router whose model is AXE7800', async () => {
    expect((await names('7800')).slice(0, 2).sort()).toEqual(['Halcyon Sentinel AXE7800 Tri-Band Gaming Router', 'Solvane Storm 7800 Graphics Card 16GB']);
  });

  it('finds memory by the capacity of the kit, modules times their size, however it is named', async () => {
    // The 64 GB kit's description says "Two 32GB DDR5 modules": found, after the kits named 32GB.
    expect(await names('ddr5 32gb')).toEqual([
      'Lumen Pulse RGB DDR5-6000 32GB (2x16GB) Kit',
      'Brightline Nomad DDR5-5600 32GB (2x16GB) SO-DIMM Kit',
      'Kestrel Apex DDR5-6400 64GB (2x32GB) Kit',
    ]);
    const kit = { category: 'ram' as const, priceCents: 9900, image: '/images/ram.webp', minOrder: 1, quantity: 5 };
    await t.db.insert(parts).values([
      { ...kit, name: 'Corvid Flux DDR5-6000 Dual Kit', description: 'Two modules for gaming builds.', specs: { memoryType: 'DDR5', modules: 2, moduleGb: 16 } },
      { ...kit, name: 'Corvid Flux DDR5-6000 Quad Kit', description: 'Four modules for workstations.', specs: { memoryType: 'DDR5', modules: 4, moduleGb: 16 } },
    ]);
    t.app.parts.invalidateCatalog();
    try {
      expect(await names('ddr5 32gb')).toContain('Corvid Flux DDR5-6000 Dual Kit');
      expect(await names('ddr5 32gb')).not.toContain('Corvid Flux DDR5-6000 Quad Kit');
      expect(await names('corvid 32 gb')).toEqual(['Corvid Flux DDR5-6000 Dual Kit']);
      expect(await names('corvid 64gb')).toEqual(['Corvid Flux DDR5-6000 Quad Kit']);
      expect(await names('corvid 16gb')).toEqual([]);
    } finally {
      await t.db.delete(parts).where(like(parts.name, 'Corvid Flux%'));
      t.app.parts.invalidateCatalog();
    }
  });

  it('finds a drive by its capacity in TB or GB', async () => {
    expect(await names('ssd 2tb')).toEqual(['Lumen Hyperdrive 2TB PCIe 5.0 NVMe SSD']);
    expect(await names('4000gb')).toEqual(['Ferrox Vault 4TB NVMe M.2 SSD']);
  });

  it('offers near matches when a search finds nothing: parts with the most of its words first', async () => {
    const found = await page('q=vortex%20printer');
    expect(found.total).toBe(0);
    expect(found.items).toEqual([]);
    const near = found.nearMatches!;
    expect(near.map((p) => p.name)).toEqual([
      'Vortex VX 7700 Graphics Card 12GB',
      'Vortex Onyx TKL Pro Mechanical Keyboard',
      'Vortex Strike Pro Gaming Mouse',
      'Tessera Inkwell 340 All-in-One Printer',
      'Brightline LaserPro L420dn Mono Laser Printer',
      'Quillon Chroma C650 Colour Laser Printer',
    ]);
    // One word that nothing has and nothing is near: no near matches, the answer's shape as ever.
    expect(await page('q=qwzx')).toEqual({ items: [], nextCursor: null, total: 0, facets: [] });
  });
});

describe('GET /api/search-suggestions', () => {
  const suggest = async (q: string) => {
    const res = await t.app.inject(`/api/search-suggestions?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    return res.json() as { categories: { slug: string; label: string }[]; parts: { _id: string; name: string; image: string; price: number; category: string }[]; searchedFor?: string };
  };

  it('suggests the categories one is typing and the first parts found, each with its name, image and price', async () => {
    const typed = await suggest('gra');
    expect(typed.categories).toEqual([{ slug: 'graphics-card', label: 'Graphics Card' }]);
    expect(typed.parts.map((p) => p.name)).toEqual(graphicsCards);
    const card = seedParts.find((p) => p.name === graphicsCards[0])!;
    expect(typed.parts[0]).toEqual({ _id: expect.any(String), name: card.name, image: card.image, price: card.price, category: 'graphics-card' });

    expect((await suggest('power s')).categories).toEqual([{ slug: 'power-supply', label: 'Power Supply' }]);
    expect((await suggest('halcyon')).categories).toEqual([]);
    expect((await suggest('halcyon')).parts).toHaveLength(6);
  });

  it('suggests nothing for punctuation alone, or for words nothing has', async () => {
    expect(await suggest('!!! --')).toEqual({ categories: [], parts: [] });
    expect(await suggest('qwzx')).toEqual({ categories: [], parts: [] });
  });

  it('corrects typos as the list does', async () => {
    const typed = await suggest('procesor');
    expect(typed.searchedFor).toBe('processor');
    expect(typed.categories).toEqual([{ slug: 'processor', label: 'Processor' }]);
    expect(typed.parts.map((p) => p.name)).toEqual(processors.slice(0, 6));
  });

  it.each([
    ['no query', ''],
    ['a blank query', '%20%20'],
    ['a query longer than a search', 'a'.repeat(101)],
  ])('refuses %s with 400', async (_, q) => {
    const res = await t.app.inject(`/api/search-suggestions${q === '' ? '' : `?q=${q}`}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'bad_request', message: expect.stringContaining('q:') } });
  });
});
