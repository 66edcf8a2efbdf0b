/**
 * Parts that know what they are (issue 26): specifications answered wherever a part is, checked
 * on every write, filtered by, and counted in facets.
 */
import {
  allCategories,
  messages,
  parseSpecFilters,
  specFields,
  specsMatch,
  type AnyCategory,
  type Part,
  type PartsPage,
  type SpecFacet,
} from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoParts, seedGeneratedParts } from '@/db/seed.ts';
import { buildSeedParts } from '@/db/seed-catalog.ts';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

const m = messages.specs;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
  // Enough parts of each category for the filters to choose among.
  await seedGeneratedParts(t.db, 400);
  t.app.parts.invalidateCatalog();
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, payload?: object) => callAs(t, method, url, admin, payload);
const catalog = async () => (await t.app.inject('/api/all-parts')).json() as Part[];
const get = async <T>(url: string) => {
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
async function everyPage(query: string): Promise<{ items: Part[]; first: PartsPage }> {
  const items: Part[] = [];
  let first: PartsPage | undefined;
  for (let cursor: string | null = null; ; ) {
    const page: PartsPage = await get(`/api/parts?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    first ??= page;
    items.push(...page.items);
    if (!page.nextCursor) return { items, first };
    cursor = page.nextCursor;
  }
}

const ramPart = {
  name: 'Specified DDR5 Kit',
  category: 'ram',
  price: 99.99,
  quantity: 50,
  min: 1,
  image: '/images/parts/lumen-pulse-ddr5-6000-32gb.webp',
  description: 'Two 16GB modules.',
  specs: { memoryType: 'DDR5', speedMts: 6400, casLatency: 32, modules: 2, moduleGb: 16 },
};

describe('GET /api/categories', () => {
  it('lists all twelve categories with their labels and fields', async () => {
    const listed = await get<{ slug: string; label: string; fields: { key: string; unit?: string; min?: number }[] }[]>('/api/categories');
    expect(listed.map(({ slug, label }) => ({ slug, label }))).toEqual(allCategories.map(({ slug, label }) => ({ slug, label })));
    expect(listed).toHaveLength(12);
    expect(listed.find((c) => c.slug === 'cpu-cooler')?.label).toBe('CPU Cooler');
    expect(listed.find((c) => c.slug === 'ram')?.fields.find((f) => f.key === 'speedMts')).toMatchObject({ unit: 'MT/s', min: 800 });
    for (const category of listed) expect(category.fields).toEqual(specFields(category.slug as AnyCategory));
  });
});

describe('specifications wherever a part is answered', () => {
  it('answers a demo part’s sheet in the catalog, its page of the list and on its own', async () => {
    const demo = demoParts[0]!;
    const listed = (await catalog()).find((part) => part.name === demo.name)!;
    expect(listed.specs).toEqual(demo.specs);
    const page = await get<PartsPage>(`/api/parts?category=${demo.category}&limit=100`);
    expect(page.items.find((part) => part._id === listed._id)?.specs).toEqual(demo.specs);
    expect((await get<Part>(`/api/part/${listed._id}`)).specs).toEqual(demo.specs);
  });

  it('lists at least six demo parts in each category a build needs', async () => {
    for (const category of ['motherboard', 'power-supply', 'case', 'cpu-cooler'] as const) {
      const demo = demoParts.filter((part) => part.category === category);
      expect(demo.length).toBeGreaterThanOrEqual(6);
      const { items } = await everyPage(`category=${category}&limit=100`);
      expect(items.map((part) => part.name)).toEqual(expect.arrayContaining(demo.map((part) => part.name)));
    }
  });

  it.each(['motherboard', 'power-supply', 'case', 'cpu-cooler'] as const)('stores, lists and updates a part of %s', async (category) => {
    const sheet = buildSeedParts.find((part) => part.category === category)!;
    // Another part of the same sheet: the demo part's SKU stays its own (decision 089).
    const added = await call('POST', '/api/part', { ...sheet, name: `Admin’s ${category}`, sku: `CP-ADM-${category}` });
    expect(added.statusCode, added.body).toBe(201);
    const part = added.json() as Part;
    expect(part).toMatchObject({ category, specs: sheet.specs });
    const { items } = await everyPage(`category=${category}&limit=100`);
    expect(items.map((p) => p._id)).toContain(part._id);
    expect((await catalog()).find((p) => p._id === part._id)?.specs).toEqual(sheet.specs);
    const updated = await call('PATCH', `/api/part/${part._id}`, { price: 12.5 });
    expect(updated.json()).toMatchObject({ price: 12.5, category, specs: sheet.specs });
  });

  it('adds a part without specifications with an empty sheet', async () => {
    const res = await call('POST', '/api/part', { ...ramPart, name: 'Unspecified kit', specs: undefined });
    expect(res.statusCode).toBe(201);
    expect(res.json().specs).toEqual({});
  });
});

describe('writes with bad specifications', () => {
  it.each<[string, unknown, string]>([
    ['a number as text', { speedMts: '6000' }, `specs.speedMts: ${m.mustBeNumber('Speed')}`],
    ['a number below the range', { speedMts: 100 }, `specs.speedMts: ${m.atLeast('Speed', '800 MT/s')}`],
    ['a number above the range', { heightMm: 90 }, `specs.heightMm: ${m.atMost('Module Height', '70 mm')}`],
    ['a fraction where a whole number goes', { modules: 1.5 }, `specs.modules: ${m.mustBeWholeNumber('Modules')}`],
    ['an unknown key', { socekt: 'AM5' }, `specs.socekt: ${m.unknownField('socekt', 'RAM')}`],
    ['a value not in the vocabulary', { memoryType: 'DDR6' }, `specs.memoryType: ${m.oneOf('Memory Type', ['DDR3', 'DDR4', 'DDR5'])}`],
    ['a list that repeats a value', { profiles: ['EXPO', 'EXPO'] }, `specs.profiles: ${m.listRepeats('Overclocking Profiles')}`],
    ['text for yes/no', { rgb: 'yes' }, `specs.rgb: ${m.yesOrNo('RGB Lighting')}`],
    ['no object at all', 'fast', `specs: ${m.notAnObject}`],
  ])('refuses %s, naming the field, and stores nothing', async (_what, specs, message) => {
    const before = await catalog();
    const res = await call('POST', '/api/part', { ...ramPart, name: 'Refused kit', specs });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'bad_request', message: expect.stringContaining(message) });
    expect(await catalog()).toEqual(before);
  });

  it('checks an update against the part’s own category, and replaces the whole sheet', async () => {
    const part = (await call('POST', '/api/part', { ...ramPart, name: 'Kit to update' })).json() as Part;
    const refused = await call('PATCH', `/api/part/${part._id}`, { specs: { speedMts: 100 }, price: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(`specs.speedMts: ${m.atLeast('Speed', '800 MT/s')}`);
    expect(await get<Part>(`/api/part/${part._id}`)).toEqual(part);

    const replaced = await call('PATCH', `/api/part/${part._id}`, { specs: { memoryType: 'DDR4', speedMts: 3200 } });
    expect(replaced.statusCode).toBe(200);
    expect((await get<Part>(`/api/part/${part._id}`)).specs).toEqual({ memoryType: 'DDR4', speedMts: 3200 });
  });

  it('checks a change of category against the new category', async () => {
    const part = (await call('POST', '/api/part', { ...ramPart, name: 'Kit that becomes a board' })).json() as Part;
    const kept = await call('PATCH', `/api/part/${part._id}`, { category: 'motherboard' });
    expect(kept.statusCode).toBe(400);
    expect(kept.json().error.message).toContain(`specs.speedMts: ${m.unknownField('speedMts', 'Motherboard')}`);
    const given = await call('PATCH', `/api/part/${part._id}`, { category: 'case', specs: { maxGpuLengthMm: 50 } });
    expect(given.statusCode).toBe(400);
    expect(given.json().error.message).toContain(`specs.maxGpuLengthMm: ${m.atLeast('Max GPU Length', '100 mm')}`);
    expect(await get<Part>(`/api/part/${part._id}`)).toEqual(part);

    const moved = await call('PATCH', `/api/part/${part._id}`, { category: 'motherboard', specs: { socket: 'AM5', memoryType: 'DDR5' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ category: 'motherboard', specs: { socket: 'AM5', memoryType: 'DDR5' } });
  });
});

/** The facets a query should answer, counted here over the parts its search and category choose. */
function expectedFacets(category: AnyCategory, parts: Part[], query: URLSearchParams): SpecFacet[] {
  const parsed = parseSpecFilters(category, query);
  if (!parsed.success) throw new Error('bad query');
  return specFields(category).flatMap((field): SpecFacet[] => {
    const others = parsed.conditions.filter((c) => c.key !== field.key);
    const pool = parts.filter((part) => specsMatch(part.specs, others)).map((part) => part.specs[field.key]);
    if (field.filter === 'multi' && (field.type === 'enum' || field.type === 'enum-list')) {
      const values = field.values
        .map((value) => ({ value, count: pool.filter((v) => (Array.isArray(v) ? v : [v]).includes(value)).length }))
        .filter((v) => v.count > 0);
      return [{ key: field.key, kind: 'multi', values }];
    }
    if (field.filter === 'range') {
      const numbers = pool.filter((v): v is number => typeof v === 'number');
      return [{ key: field.key, kind: 'range', min: numbers.length ? Math.min(...numbers) : null, max: numbers.length ? Math.max(...numbers) : null }];
    }
    if (field.filter === 'boolean') return [{ key: field.key, kind: 'boolean', yes: pool.filter((v) => v === true).length, no: pool.filter((v) => v === false).length }];
    return [];
  });
}

describe('GET /api/parts filtered by specifications', () => {
  it.each([
    ['ram', 'spec.memoryType=DDR5&spec.speedMts.min=6000'],
    ['ram', 'q=kit&spec.rgb=false&sort=price-asc'],
    ['processor', 'spec.socket=AM5&spec.socket=LGA1700&spec.cores.max=12&spec.integratedGraphics=true'],
    ['case', 'spec.supportedFormFactors=E-ATX&spec.supportedFormFactors=Mini-ITX&sort=price-desc'],
    ['cpu-cooler', 'spec.kind=air&spec.heightMm.min=100&spec.heightMm.max=160'],
    ['motherboard', ''],
  ] as const)('%s, %s: the matching parts, paged, with their total and facets', async (category, filters) => {
    const query = new URLSearchParams(filters);
    const plain = new URLSearchParams([...query].filter(([key]) => !key.startsWith('spec.')));
    const chosen = (await everyPage(`category=${category}&limit=100&${plain}`)).items;
    const parsed = parseSpecFilters(category, query);
    if (!parsed.success) throw new Error('bad query');
    const expected = chosen.filter((part) => specsMatch(part.specs, parsed.conditions));
    expect(expected.length).toBeGreaterThan(0);

    const { items, first } = await everyPage(`category=${category}&limit=3&${filters}`);
    expect(items.map((part) => part._id)).toEqual(expected.map((part) => part._id));
    expect(first.total).toBe(expected.length);
    expect(first.facets).toEqual(expectedFacets(category, chosen, query));
  });

  it('counts the whole catalog, with no facets, without a category', async () => {
    const page = await get<PartsPage>('/api/parts?limit=5');
    expect(page.total).toBe((await catalog()).length);
    expect(page.facets).toEqual([]);
  });

  it('answers the same for the same filters however they are written', async () => {
    const a = await t.app.inject('/api/parts?category=ram&spec.memoryType=DDR5&spec.memoryType=DDR4&spec.speedMts.min=3000');
    const b = await t.app.inject('/api/parts?spec.speedMts.min=3000&spec.memoryType=DDR4&category=ram&spec.memoryType=DDR5');
    expect(b.body).toBe(a.body);
  });

  it('shows a new matching part in the next answer’s list, total and facets', async () => {
    const url = '/api/parts?category=ram&spec.memoryType=DDR5&spec.speedMts.min=6400&limit=100';
    const before = await get<PartsPage>(url);
    const added = (await call('POST', '/api/part', { ...ramPart, name: 'Fresh DDR5 kit', specs: { memoryType: 'DDR5', speedMts: 8000 } })).json() as Part;
    const after = await get<PartsPage>(url);
    expect(after.total).toBe(before.total + 1);
    expect(after.items.map((part) => part._id)).toContain(added._id);
    expect(after.facets.find((facet) => facet.key === 'speedMts')).toMatchObject({ max: 8000 });
  });

  it.each([
    ['an unknown key', 'category=ram&spec.socket=AM5', m.notAFilter('spec.socket', 'RAM')],
    ['a field that is not filtered', 'category=ram&spec.voltage.min=1', m.notAFilter('spec.voltage.min', 'RAM')],
    ['a bad number', 'category=ram&spec.speedMts.min=fast', m.filterNumber('spec.speedMts.min')],
    ['a value not in the vocabulary', 'category=ram&spec.memoryType=DDR6', m.oneOf('Memory Type', ['DDR3', 'DDR4', 'DDR5'])],
    ['a minimum above the maximum', 'category=ram&spec.speedMts.min=7000&spec.speedMts.max=6000', m.filterRange('spec.speedMts.min', 'spec.speedMts.max')],
    ['yes/no that is neither', 'category=ram&spec.rgb=maybe', m.filterYesOrNo('spec.rgb')],
    ['no category', 'spec.memoryType=DDR5', m.filterNeedsCategory('spec.memoryType')],
  ])('answers 400 to %s, naming the parameter', async (_what, query, message) => {
    const res = await t.app.inject(`/api/parts?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'bad_request', message: expect.stringContaining(message) });
  });
});
