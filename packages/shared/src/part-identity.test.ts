import { describe, expect, it } from 'vitest';
import { newPartSchema, partUpdateSchema } from './catalog-schemas.ts';
import { messages } from './messages.ts';
import { gtinCheckDigit, gtinProperty, isValidGtin } from './part-identity.ts';

// Real barcode numbers, their check digits worked out by hand (weights 3, 1, 3, … from the right):
// 9·3+6+3·3+8+5·3+0+7·3 = 86 → 4; 5·3+4+1·3+9+2·3+0+0+0+6·3+3+0 = 58 → 2; and so on.
const real = [
  ['an EAN-8 (GTIN-8)', '96385074', 4],
  ['a UPC-A (GTIN-12)', '036000291452', 2],
  ['an EAN-13 (GTIN-13)', '4006381333931', 1],
  ['an ISBN-13, a GTIN-13 too', '9780306406157', 7],
  ['an ITF-14 case code (GTIN-14)', '15400141288763', 3],
] as const;

describe('the GTIN check digit', () => {
  it.each(real)('is right for %s: %s', (_kind, gtin, check) => {
    expect(gtinCheckDigit(gtin.slice(0, -1))).toBe(check);
    expect(isValidGtin(gtin)).toBe(true);
  });

  it.each([
    ['a wrong last digit', '4006381333932'],
    ['two digits swapped', '4006381339331'],
    ['a wrong UPC-A check digit', '036000291453'],
    ['a wrong GTIN-14 check digit', '15400141288760'],
  ])('refuses %s: %s', (_what, gtin) => {
    expect(isValidGtin(gtin)).toBe(false);
  });

  it.each(['1234567', '123456789', '12345678901', '123456789012345', '40063813339A1', '', ' 96385074'])('refuses %j: not 8, 12, 13 or 14 digits', (gtin) => {
    expect(isValidGtin(gtin)).toBe(false);
  });

  it('names the schema.org property by its length', () => {
    expect(real.map(([, gtin]) => gtinProperty(gtin))).toEqual(['gtin8', 'gtin12', 'gtin13', 'gtin13', 'gtin14']);
  });
});

const valid = {
  name: 'Kestrel 750W PSU',
  category: 'power-supply',
  price: 89.99,
  quantity: 40,
  min: 1,
  image: '/uploads/0b0e5a8c-4a53-4d0e-9a57-2f8e0b7d7c11.webp',
  description: 'Fully modular, 80 Plus Gold.',
};
const issuesOf = (change: object) => newPartSchema.safeParse({ ...valid, ...change }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe("a part's identity in the product schemas", () => {
  it('takes the four trimmed, the GTIN without the spaces printed under a barcode', () => {
    const part = newPartSchema.parse({ ...valid, brand: ' Kestrel ', mpn: 'KS-750G-M ', sku: ' CP-PSU-1001', gtin: '4 006381 333931' });
    expect(part).toMatchObject({ brand: 'Kestrel', mpn: 'KS-750G-M', sku: 'CP-PSU-1001', gtin: '4006381333931' });
  });

  it('treats empty fields, and null, as absent', () => {
    const part = newPartSchema.parse({ ...valid, brand: '', mpn: '   ', sku: null, gtin: '' });
    expect([part.brand, part.mpn, part.sku, part.gtin]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it.each([
    ['a wrong check digit', { gtin: '4006381333932' }, [['gtin', messages.identity.gtinCheckDigit]]],
    ['a GTIN of 10 digits', { gtin: '0123456789' }, [['gtin', messages.identity.gtinDigits]]],
    ['a GTIN with letters', { gtin: 'ABC12345' }, [['gtin', messages.identity.gtinDigits]]],
    ['a SKU with a space', { sku: 'CP GPU 1' }, [['sku', messages.identity.skuInvalid(50)]]],
    ['a SKU of 51 characters', { sku: 'A'.repeat(51) }, [['sku', messages.identity.skuInvalid(50)]]],
    ['a brand of 71 characters', { brand: 'B'.repeat(71) }, [['brand', messages.identity.brandInvalid(70)]]],
    ['an MPN on two lines', { mpn: 'KS-750\nG' }, [['mpn', messages.identity.mpnInvalid(70)]]],
    ['a brand that is a number', { brand: 7 }, [['brand', messages.identity.brandInvalid(70)]]],
  ])('refuses %s, naming the field', (_what, change, issues) => {
    expect(issuesOf(change)).toEqual(issues);
  });

  it('keeps an empty field in an update, and removes one given as null', () => {
    expect(partUpdateSchema.parse({ brand: '', mpn: ' ', sku: null, gtin: '96385074' })).toEqual({ sku: null, gtin: '96385074' });
  });
});
