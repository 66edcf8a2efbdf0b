import { describe, expect, it } from 'vitest';
import { checkoutSettingsSchema } from './cart.ts';

const method = (id?: string) => ({ ...(id && { id }), name: 'Standard', price: 9.99, freeAbove: 150, eta: '3–5 business days' });
const ID = '00000000-0000-4000-8000-000000000001';
const issues = (body: unknown) => checkoutSettingsSchema.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('checkoutSettingsSchema (the admin’s shipping methods and tax rates)', () => {
  it('takes methods kept by their id and new ones without', () => {
    expect(issues({ methods: [method(ID), method(), method()], taxRates: [{ country: 'DE', rate: 19 }] })).toBeUndefined();
  });

  it.each([
    ['a method named twice', { methods: [method(ID), method(ID)], taxRates: [] }, ['methods: must name each shipping method once']],
    ['a country named twice', { methods: [method()], taxRates: [{ country: 'DE', rate: 19 }, { country: 'DE', rate: 7 }] }, ['taxRates: must name each country once']],
  ])('refuses %s', (_, body, expected) => {
    expect(issues(body)).toEqual(expected);
  });
});
