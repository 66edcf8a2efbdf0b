import { allCategorySlugs, parseSpecs, partIdentityFields } from '@coreparts/shared';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { generatedPart } from './generated-catalog.ts';
import { buildSeedParts, seedParts } from './seed-catalog.ts';

describe('the generated catalog’s specifications', () => {
  // A run of parts long enough to pass every category's every branch many times.
  const generated = Array.from({ length: 1_200 }, (_, i) => generatedPart(i));

  it('covers all twelve categories', () => {
    expect(new Set(generated.map((part) => part.category))).toEqual(new Set(allCategorySlugs));
  });

  it('passes each category’s schema', () => {
    const refused = generated.filter((part) => !parseSpecs(part.category, part.specs).success);
    expect(refused.map((part) => [part.name, parseSpecs(part.category, part.specs)])).toEqual([]);
  });

  it('gives each part its brand, an MPN and a SKU of its own, none a demo part’s (decision 089)', () => {
    const identity = z.object(partIdentityFields);
    expect(generated.filter((part) => !identity.safeParse(part).success || !part.name.startsWith(`${part.brand} `)).map((part) => part.name)).toEqual([]);
    const skus = [...seedParts, ...buildSeedParts, ...generated].map((part) => part.sku.toLowerCase());
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('is the same every time', () => {
    expect(generatedPart(777)).toEqual(generatedPart(777));
  });

  it('says AM5, not AW5', () => {
    expect([...seedParts, ...generated].filter((part) => part.description.includes('AW5'))).toEqual([]);
  });
});
