/**
 * Tax by region (issue 41): an admin sets named rates per country and per region (a US state, a
 * Canadian province), the region's rate winning over the country's; the cart's checkout and the
 * Order Now payment page charge it, and the order keeps the name and rate it was charged.
 */
import { type CheckoutOptions, type Order, type TaxRate } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { makePart as makeTestPart, TEST_ADDRESS } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: TestAccount;
let admin: TestAccount;
let options: CheckoutOptions;

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object) => callAs(t, method, url, who, payload);

const CALIFORNIA = { ...TEST_ADDRESS, line1: '1 Infinite Loop', city: 'Cupertino', region: 'CA', postalCode: '95014' };
const NEW_YORK = TEST_ADDRESS;
const TEXAS = { ...TEST_ADDRESS, line1: '1100 Congress Ave', city: 'Austin', region: 'TX', postalCode: '78701' };
const ONTARIO = { ...TEST_ADDRESS, line1: '1 Yonge St', city: 'Toronto', region: 'ON', postalCode: 'M5E 1W7', country: 'CA' };
const QUEBEC = { ...ONTARIO, line1: '1 Rue Sherbrooke', city: 'Montréal', region: 'QC', postalCode: 'H3A 0G4' };

const RATES: TaxRate[] = [
  { country: 'CA', region: null, name: 'GST', rate: 5 },
  { country: 'CA', region: 'ON', name: 'HST', rate: 13 },
  { country: 'DE', region: null, name: 'VAT', rate: 19 },
  { country: 'US', region: null, name: 'Sales tax', rate: 0 },
  { country: 'US', region: 'CA', name: 'California sales tax', rate: 7.25 },
  { country: 'US', region: 'NY', name: 'New York sales tax', rate: 4 },
];

const saveRates = (taxRates: object[], who = admin) => call('PUT', '/api/admin/checkout-settings', who, { methods: options.methods, taxRates });

beforeAll(async () => {
  t = await createTestApp({ MAX_UNPAID_ORDERS: '1000' });
  [customer, admin] = [await createAccount(t), await createAccount(t, 'admin')];
  options = (await call('GET', '/api/checkout/options', customer)).json() as CheckoutOptions;
  const saved = await saveRates(RATES);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

/** The cart's checkout of one $100.00 part by Standard shipping ($9.99) to `address`, showing `expectedTotal`. */
async function checkoutTo(address: object, expectedTotal: number) {
  const part = await makeTestPart(t, { stock: 5, priceCents: 10_000 });
  expect((await call('PUT', `/api/cart/lines/${part.id}`, customer, { quantity: 1 })).statusCode).toBe(200);
  return call('POST', '/api/checkout', customer, { lines: [{ partId: part.id, quantity: 1 }], shippingAddress: address, shippingMethodId: options.methods[0]!.id, expectedTotal });
}

describe('tax rates by region', () => {
  it('keeps each rate with its region and name, the regions after their country’s own', async () => {
    const { taxRates } = (await call('GET', '/api/checkout/options', customer)).json() as CheckoutOptions;
    expect(taxRates).toEqual(RATES);
  });

  it('charges California’s and New York’s own rates, each named on the order', async () => {
    // $100.00 + $9.99 shipping = $109.99; 7.25 % of it is $7.97 (7.974…), 4 % is $4.40.
    const california = await checkoutTo(CALIFORNIA, 117.96);
    expect(california.statusCode, california.body).toBe(201);
    expect(california.json()).toMatchObject({ tax: 7.97, total: 117.96, taxName: 'California sales tax', taxRate: 7.25 });
    const newYork = await checkoutTo(NEW_YORK, 114.39);
    expect(newYork.statusCode, newYork.body).toBe(201);
    expect(newYork.json()).toMatchObject({ tax: 4.4, total: 114.39, taxName: 'New York sales tax', taxRate: 4 });
  });

  it('charges the country’s rate in a region without one of its own, and none where neither has one', async () => {
    expect((await checkoutTo(TEXAS, 109.99)).json()).toMatchObject({ tax: 0, taxName: 'Sales tax', taxRate: 0 });
    // Ontario's HST over Canada's GST; Quebec has none of its own: the GST.
    expect((await checkoutTo(ONTARIO, 124.29)).json()).toMatchObject({ tax: 14.3, taxName: 'HST', taxRate: 13 });
    expect((await checkoutTo(QUEBEC, 115.49)).json()).toMatchObject({ tax: 5.5, taxName: 'GST', taxRate: 5 });
    const zurich = { name: 'Ada Lovelace', line1: 'Bahnhofstrasse 1', city: 'Zürich', postalCode: '8001', country: 'CH', phone: '+41 44 123 45 67' };
    expect((await checkoutTo(zurich, 109.99)).json()).toMatchObject({ tax: 0, taxName: null, taxRate: 0 });
  });

  it('refuses a total priced at the country’s rate where the region has its own', async () => {
    const res = await checkoutTo(CALIFORNIA, 109.99);
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'cart_changed']);
  });

  it('prices the Order Now payment page’s shipping by the region, and again when the address moves', async () => {
    const part = await makeTestPart(t, { stock: 5, priceCents: 10_000 });
    const placed = (await call('POST', '/api/order', customer, { orderId: part.id, quantity: 1 })).json() as Order;
    const ship = (address: object) => call('PUT', `/api/order/${placed._id}/shipping`, customer, { shippingAddress: address, shippingMethodId: options.methods[0]!.id });
    expect((await ship(CALIFORNIA)).json()).toMatchObject({ tax: 7.97, total: 117.96, taxName: 'California sales tax', taxRate: 7.25 });
    expect((await ship(NEW_YORK)).json()).toMatchObject({ tax: 4.4, total: 114.39, taxName: 'New York sales tax', taxRate: 4 });
  });

  it('leaves placed orders at the rate they were charged when the admin changes it', async () => {
    const placed = (await checkoutTo(CALIFORNIA, 117.96)).json() as Order;
    const changed = RATES.map((r) => (r.region === 'CA' ? { ...r, name: 'CA state tax', rate: 8 } : r));
    expect((await saveRates(changed)).statusCode).toBe(200);
    expect((await call('GET', `/api/order/${placed._id}`, customer)).json()).toMatchObject({ tax: 7.97, taxName: 'California sales tax', taxRate: 7.25 });
    expect((await checkoutTo(CALIFORNIA, 118.79)).json()).toMatchObject({ tax: 8.8, taxName: 'CA state tax', taxRate: 8 });
    expect((await saveRates(RATES)).statusCode).toBe(200);
  });

  it.each([
    ['a region of another country', { country: 'DE', region: 'CA', name: 'VAT', rate: 19 }, 'taxRates.0.region: must be a region of the country'],
    ['an unknown region', { country: 'US', region: 'ZZ', name: 'Sales tax', rate: 5 }, 'taxRates.0.region: must be a region of the country'],
    ['a rate without a name', { country: 'US', region: 'CA', name: ' ', rate: 5 }, 'taxRates.0.name: Name is Required'],
  ])('refuses %s with a 400 and keeps the rates as they were', async (_, rate, message) => {
    const res = await saveRates([rate]);
    expect([res.statusCode, res.json().error]).toEqual([400, { code: 'bad_request', message: `Invalid body: ${message}` }]);
    expect(((await call('GET', '/api/checkout/options', customer)).json() as CheckoutOptions).taxRates).toEqual(RATES);
  });

  it('refuses a region named twice, and lets only an admin set rates', async () => {
    const california = RATES[4]!;
    const twice = await saveRates([california, { ...california, region: 'ca' }]);
    expect([twice.statusCode, twice.json().error.message]).toEqual([400, 'Invalid body: taxRates: must name each country and region once']);
    expect((await saveRates(RATES, customer)).statusCode).toBe(403);
  });
});
