import { categorySlugs, fromCents, parseSpecs, partIdentityFields, specFields, toCents, type AnyCategory } from '@coreparts/shared';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { shippedImageCheck } from '@/modules/uploads/shipped-images.ts';
import { buildSeedParts, seedParts } from './seed-catalog.ts';

type Sheet = { name: string; category: AnyCategory; specs: Record<string, unknown> };

const sheets: Sheet[] = [...seedParts, ...buildSeedParts].map(({ name, category, specs }) => ({ name, category, specs }));
const of = (category: AnyCategory) => sheets.filter((s) => s.category === category).map((s) => s.specs);

describe('the demo catalog’s specifications', () => {
  it('give each of the spec’s parts a sheet of one of the spec’s categories', () => {
    expect(seedParts.filter((p) => !categorySlugs.includes(p.category) || typeof p.specs !== 'object').map((p) => p.name)).toEqual([]);
  });

  it.each(sheets.map((s) => [s.name, s] as const))('pass their category’s schema: %s', (_name, sheet) => {
    expect(parseSpecs(sheet.category, sheet.specs)).toEqual({ success: true, specs: sheet.specs });
  });

  // A field left out only where the part has no such thing.
  const notApplicable: Record<string, (specs: Record<string, unknown>) => boolean> = {
    radiatorMm: (specs) => specs.kind === 'air',
    batteryHours: (specs) => Array.isArray(specs.connections) && specs.connections.every((c) => c === 'USB'),
    profiles: (specs) => specs.memoryType === 'DDR3',
  };

  it.each(sheets.map((s) => [s.name, s] as const))('are complete: %s', (_name, sheet) => {
    const missing = specFields(sheet.category)
      .map((f) => f.key)
      .filter((key) => !(key in sheet.specs) && !notApplicable[key]?.(sheet.specs));
    expect(missing).toEqual([]);
  });
});

describe('the demo parts’ identity (decision 089)', () => {
  const parts = [...seedParts, ...buildSeedParts];

  it('gives each its maker, the first word of its name, an MPN and a SKU, as the product form takes them', () => {
    const identity = z.object(partIdentityFields);
    const refused = parts.filter((part) => !identity.safeParse(part).success || part.name.split(' ')[0] !== part.brand || !/^CP-[A-Z]{3}-\d{4}$/.test(part.sku));
    expect(refused.map((part) => part.name)).toEqual([]);
  });

  it('gives no two parts the same SKU, whatever the case, nor the same MPN', () => {
    for (const key of ['sku', 'mpn'] as const) {
      const values = parts.map((part) => part[key].toLowerCase());
      expect(values.filter((value, i) => values.indexOf(value) !== i)).toEqual([]);
    }
  });
});

describe('the demo catalog’s minimum orders (decision 051)', () => {
  it('sells every demo part from one piece, as a shop sells single parts', () => {
    expect([...seedParts, ...buildSeedParts].filter((part) => part.min !== 1).map((part) => part.name)).toEqual([]);
  });
});

describe('the demo parts’ pictures (issue 41)', () => {
  const parts = [...seedParts, ...buildSeedParts];

  it('are each part’s own: no two demo parts share an image', () => {
    // The pictures carry model text, so a shared one shows a part as another (a DDR3 kit as DDR4).
    const shared = parts.filter((part) => parts.some((other) => other !== part && other.image === part.image));
    expect(shared.map((part) => `${part.name}: ${part.image}`)).toEqual([]);
  });

  it('are all pictures the page ships', async () => {
    const shipped = await shippedImageCheck();
    expect(parts.filter((part) => !shipped(part.image)).map((part) => `${part.name}: ${part.image}`)).toEqual([]);
  });
});

describe('the build categories’ demo parts', () => {
  it('have names unique in the whole catalog', () => {
    const names = [...seedParts.map((p) => p.name), ...buildSeedParts.map((p) => p.name)];
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(buildSeedParts.map((p) => [p.name, p] as const))('are sold as the demo parts are: %s', async (_name, part) => {
    // A picture the page ships, as a part's image must be (decision 036).
    expect((await shippedImageCheck())(part.image)).toBe(true);
    expect(part.price > 0 && fromCents(toCents(part.price)) === part.price).toBe(true);
    expect(Number.isInteger(part.min) && part.min >= 1 && part.min <= part.quantity).toBe(true);
    expect(part.description.length).toBeGreaterThan(40);
  });

  it.each<AnyCategory>(['processor', 'motherboard', 'ram', 'graphics-card', 'ssd', 'power-supply', 'case', 'cpu-cooler'])(
    'number at least six in %s, with the spec’s demo parts',
    (category) => {
      expect(of(category).length).toBeGreaterThanOrEqual(6);
    },
  );

  const num = (value: unknown) => value as number;
  const list = (value: unknown) => value as string[];

  it.each<AnyCategory>(['processor', 'graphics-card'])('every %s carries its performance tier, 1 to 10, and the tiers differ (issue 40)', (category) => {
    const tiers = of(category).map((part) => num(part.performanceTier));
    expect(tiers.every((tier) => Number.isInteger(tier) && tier >= 1 && tier <= 10)).toBe(true);
    expect(new Set(tiers).size).toBeGreaterThan(2);
  });

  // Each pair that compatibility will judge has a fitting and a failing example.
  it.each<[string, () => boolean]>([
    ['an AM5 board with DDR5', () => of('motherboard').some((b) => b.socket === 'AM5' && b.memoryType === 'DDR5')],
    ['an LGA1700 board with DDR4 and one with DDR5', () => ['DDR4', 'DDR5'].every((type) => of('motherboard').some((b) => b.socket === 'LGA1700' && b.memoryType === type))],
    ['processors for AM5 and for LGA1700', () => ['AM5', 'LGA1700'].every((socket) => of('processor').some((p) => p.socket === socket))],
    ['a SO-DIMM kit besides desktop kits of DDR4 and DDR5', () => of('ram').some((r) => r.moduleFormat === 'SO-DIMM') && ['DDR4', 'DDR5'].every((type) => of('ram').some((r) => r.memoryType === type && r.moduleFormat === 'DIMM'))],
    ['a card too long for some case and one that fits every case', () => {
      const cases = of('case').map((c) => num(c.maxGpuLengthMm));
      const cards = of('graphics-card').map((g) => num(g.lengthMm));
      return cards.some((length) => length > Math.min(...cases)) && cards.some((length) => length <= Math.min(...cases));
    }],
    ['an E-ATX board and a case that cannot take it', () => of('motherboard').some((b) => b.formFactor === 'E-ATX') && of('case').some((c) => !list(c.supportedFormFactors).includes('E-ATX'))],
    ['an SFX supply and a case that takes only SFX', () => of('power-supply').some((p) => p.formFactor === 'SFX') && of('case').some((c) => !list(c.psuFormFactors).includes('ATX'))],
    ['a low-profile cooler and a tower too tall for a small case', () => {
      const room = Math.min(...of('case').map((c) => num(c.maxCoolerHeightMm)));
      return of('cpu-cooler').some((c) => num(c.heightMm) <= room) && of('cpu-cooler').some((c) => num(c.heightMm) > room);
    }],
    ['a 65 W cooler and processors that need more', () => of('cpu-cooler').some((c) => c.tdpRatingW === 65) && of('processor').some((p) => num(p.tdpW) > 65)],
    ['a graphics card whose recommended supply is above the smallest supply', () => {
      const smallest = Math.min(...of('power-supply').map((p) => num(p.wattage)));
      return of('graphics-card').some((g) => num(g.recommendedPsuW) > smallest);
    }],
    ['an M.2 SATA drive and M.2 sizes other than 2280', () => of('ssd').some((s) => s.interface === 'SATA' && s.formFactor === 'M.2 2280') && of('ssd').some((s) => s.formFactor === 'M.2 2230')],
  ])('include %s', (_what, holds) => {
    expect(holds()).toBe(true);
  });
});
