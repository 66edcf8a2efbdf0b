import { describe, expect, it } from 'vitest';
import { checkoutSettingsSchema, orderTaxLabel, taxLabel, taxRateFor, type TaxRate } from './cart.ts';

const method = (id?: string) => ({ ...(id && { id }), name: 'Standard', price: 9.99, freeAbove: 150, eta: '3–5 business days' });
const ID = '00000000-0000-4000-8000-000000000001';
const issues = (body: unknown) => checkoutSettingsSchema.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
const vat = { country: 'DE', name: 'VAT', rate: 19 };

describe('checkoutSettingsSchema (the admin’s shipping methods and tax rates)', () => {
  it('takes methods kept by their id and new ones without', () => {
    expect(issues({ methods: [method(ID), method(), method()], taxRates: [vat] })).toBeUndefined();
  });

  it('takes a country’s rate and its regions’ rates, each named, the region upper-cased and an empty one the whole country', () => {
    const parsed = checkoutSettingsSchema.parse({
      methods: [method()],
      taxRates: [
        { country: 'US', region: '', name: 'Sales tax', rate: 0 },
        { country: 'US', region: 'ca', name: ' California sales tax ', rate: 7.25 },
        { country: 'US', region: 'NY', name: 'New York sales tax', rate: 4 },
        { country: 'CA', region: 'ON', name: 'HST', rate: 13 },
        { country: 'AU', region: null, name: 'GST', rate: 10 },
      ],
    });
    expect(parsed.taxRates.map((r) => [r.country, r.region, r.name])).toEqual([
      ['US', null, 'Sales tax'],
      ['US', 'CA', 'California sales tax'],
      ['US', 'NY', 'New York sales tax'],
      ['CA', 'ON', 'HST'],
      ['AU', null, 'GST'],
    ]);
  });

  it.each([
    ['a method named twice', { methods: [method(ID), method(ID)], taxRates: [] }, ['methods: must name each shipping method once']],
    ['a country named twice', { methods: [method()], taxRates: [vat, { ...vat, rate: 7 }] }, ['taxRates: must name each country and region once']],
    [
      'a region named twice',
      { methods: [method()], taxRates: [{ ...vat, country: 'US', region: 'CA' }, { ...vat, country: 'US', region: 'ca' }] },
      ['taxRates: must name each country and region once'],
    ],
    ['a rate without a name', { methods: [method()], taxRates: [{ ...vat, name: '  ' }] }, ['taxRates.0.name: Name is Required']],
    ['a region of another country', { methods: [method()], taxRates: [{ ...vat, region: 'CA' }] }, ['taxRates.0.region: must be a region of the country']],
    ['a region that is none', { methods: [method()], taxRates: [{ ...vat, country: 'US', region: 'XX' }] }, ['taxRates.0.region: must be a region of the country']],
  ])('refuses %s', (_, body, expected) => {
    expect(issues(body)).toEqual(expected);
  });
});

describe('taxRateFor (the rate an address pays)', () => {
  const rates: TaxRate[] = [
    { country: 'US', region: null, name: 'Sales tax', rate: 1 },
    { country: 'US', region: 'CA', name: 'California sales tax', rate: 7.25 },
    { country: 'US', region: 'NY', name: 'New York sales tax', rate: 4 },
    { country: 'CA', region: 'QC', name: 'GST and QST', rate: 14.98 },
    { country: 'DE', region: null, name: 'VAT', rate: 19 },
  ];

  it('takes the region’s rate over the country’s', () => {
    expect(taxRateFor(rates, { country: 'US', region: 'CA' })?.rate).toBe(7.25);
    expect(taxRateFor(rates, { country: 'US', region: 'NY' })?.name).toBe('New York sales tax');
  });

  it('falls back to the country’s rate for another region or none', () => {
    expect(taxRateFor(rates, { country: 'US', region: 'TX' })?.name).toBe('Sales tax');
    expect(taxRateFor(rates, { country: 'DE' })?.rate).toBe(19);
  });

  it('finds none where neither the region nor the country has a rate (decision 075)', () => {
    expect(taxRateFor(rates, { country: 'CA', region: 'ON' })).toBeNull();
    expect(taxRateFor(rates, { country: 'CH', region: undefined })).toBeNull();
  });

  it('labels the tax by the rate’s name and percent', () => {
    expect(taxLabel(rates[1]!)).toBe('California sales tax (7.25%)');
    expect(taxLabel(null)).toBe('Tax (0%)');
    expect(orderTaxLabel({ taxName: 'VAT', taxRate: 19 })).toBe('VAT (19%)');
    expect(orderTaxLabel({ taxName: null, taxRate: 0 })).toBe('Tax');
  });
});
