/**
 * Promotions (issue 43): an admin's codes and automatic promotions, the cart's preview and the
 * checkout pricing with the same function, limits that hold when 20 customers race, uses given
 * back when a hold expires, and refunds of discounted lines. Figures worked out by hand.
 */
import { messages, type CartPreview, type Order, type Promotion, type SalesOverview, type SpecValues } from '@coreparts/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parts } from '@/db/schema.ts';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { checkoutAsShown, firstShippingMethod, makePart as makeTestPart, payOrder, TEST_ADDRESS } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;
let customer: TestAccount;
let methodId: string;

beforeAll(async () => {
  t = await createTestApp({ MAX_UNPAID_ORDERS: '1000' });
  admin = await createAccount(t, 'admin');
  customer = await createAccount(t);
  methodId = (await firstShippingMethod(t, customer)).id;
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object) => callAs(t, method, url, who, payload);
let keys = 0;
const refund = (orderId: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/order/${orderId}/refunds`, headers: { ...admin.headers, 'idempotency-key': `promotion-refund-${++keys}` }, payload: body });
const makePart = (priceCents: number, stock = 100) => makeTestPart(t, { stock, priceCents });

async function makeBuildPart(category: 'processor' | 'motherboard' | 'ram', priceCents: number, specs: SpecValues) {
  const part = await makePart(priceCents);
  await t.db.update(parts).set({ category, specs }).where(eq(parts.id, part.id));
  return part;
}

async function promotion(body: object): Promise<Promotion> {
  const res = await call('POST', '/api/admin/promotions', admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

type Line = { partId: string; quantity: number };
const asLines = (lines: [string, number][]): Line[] => lines.map(([partId, quantity]) => ({ partId, quantity }));

async function preview(lines: Line[], extra: object = {}, who?: TestAccount): Promise<CartPreview> {
  const res = await call('POST', '/api/cart/preview', who, { lines, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const checkout = (who: TestAccount, lines: Line[], code?: string) => checkoutAsShown(t, who, lines, methodId, { code });

describe('promotions, as an admin makes them', () => {
  it('are made, listed, changed, paused and deleted by admins only, a code whatever its case', async () => {
    const made = await promotion({ name: 'Ten off', code: 'ten-off', kind: 'percent', value: 10, minSubtotal: 100 });
    expect(made).toMatchObject({ code: 'TEN-OFF', kind: 'percent', value: 10, minSubtotal: 100, automatic: false, combines: true, active: true, used: 0 });
    const again = await call('POST', '/api/admin/promotions', admin, { name: 'Copy', code: 'Ten-Off', kind: 'fixed', value: 5 });
    expect([again.statusCode, again.json().error.message]).toEqual([409, messages.promotions.codeTaken]);

    expect((await call('GET', '/api/admin/promotions', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/promotions')).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/promotions', customer, { name: 'x', code: 'MINE', kind: 'percent', value: 100 })).statusCode).toBe(403);
    const bad = await call('POST', '/api/admin/promotions', admin, { name: 'x', kind: 'percent', value: 150, automatic: true, partIds: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('partIds');

    const paused = await call('PATCH', `/api/admin/promotions/${made._id}`, admin, { active: false });
    expect(paused.json()).toMatchObject({ active: false, code: 'TEN-OFF', value: 10 });
    // The whole is checked again: an automatic promotion cannot keep a code.
    const mixed = await call('PATCH', `/api/admin/promotions/${made._id}`, admin, { automatic: true });
    expect([mixed.statusCode, mixed.json().error.message]).toEqual([400, `Invalid body: code: ${messages.promotions.codeOrAutomatic}`]);
    expect((await call('PATCH', `/api/admin/promotions/${made._id}`, admin, {})).statusCode).toBe(400);

    const listed = (await call('GET', '/api/admin/promotions', admin)).json() as Promotion[];
    expect(listed.find((p) => p._id === made._id)).toMatchObject({ active: false });
    expect((await call('DELETE', `/api/admin/promotions/${made._id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/promotions/${made._id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/promotions/${made._id}`, admin)).statusCode).toBe(404);
  });
});

describe('the cart’s preview and the checkout', () => {
  it('take a code off the parts before tax, say why a code does not apply, and charge what was shown', async () => {
    const [cpu, fan] = [await makePart(29_999), await makePart(1_250)];
    await promotion({ name: 'Fifteen percent', code: 'FIFTEEN', kind: 'percent', value: 15, minSubtotal: 100 });
    await promotion({ name: 'Later', code: 'LATER', kind: 'percent', value: 5, startsAt: '2099-01-01T00:00:00Z' });
    await promotion({ name: 'Gone', code: 'GONE', kind: 'percent', value: 5, endsAt: '2020-01-01T00:00:00Z' });

    const small = await preview(asLines([[fan.id, 2]]), { code: 'fifteen' });
    expect(small).toMatchObject({ subtotal: 25, discount: 0, code: { code: 'FIFTEEN', problem: 'This code needs a subtotal of $100.00' }, total: null });
    expect((await preview(asLines([[fan.id, 1]]), { code: 'later' })).code?.problem).toBe('This code is not valid yet');
    expect((await preview(asLines([[fan.id, 1]]), { code: 'GONE' })).code?.problem).toBe('This code has expired');
    expect((await preview(asLines([[fan.id, 1]]), { code: 'NOSUCH' })).code?.problem).toBe('This code is not valid');

    // $299.99 + 2 × $12.50 = $324.99; 15 % is $48.75 (48.7485); Standard ships free from $150; no US tax.
    const lines = asLines([
      [cpu.id, 1],
      [fan.id, 2],
    ]);
    const shown = await preview(lines, { code: 'Fifteen', shippingAddress: TEST_ADDRESS, shippingMethodId: methodId }, customer);
    expect(shown).toMatchObject({ subtotal: 324.99, discount: 48.75, shipping: 0, tax: 0, total: 276.24, code: { code: 'FIFTEEN', problem: null } });
    expect(shown.discounts).toEqual([{ name: 'Fifteen percent', code: 'FIFTEEN', amount: 48.75, freeShipping: false }]);

    const stale = await call('POST', '/api/checkout', customer, { lines, shippingAddress: TEST_ADDRESS, shippingMethodId: methodId, expectedTotal: 324.99, code: 'fifteen' });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, 'cart_changed']);
    const refused = await call('POST', '/api/checkout', customer, { lines, shippingAddress: TEST_ADDRESS, shippingMethodId: methodId, expectedTotal: 324.99, code: 'GONE' });
    expect([refused.statusCode, refused.json().error]).toEqual([409, { code: 'code_refused', message: 'This code has expired' }]);

    const res = await checkout(customer, lines, 'fifteen');
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Order;
    expect(order).toMatchObject({ price: 324.99, discount: 48.75, shipping: 0, tax: 0, total: 276.24 });
    expect(order.discounts).toEqual(shown.discounts);
    // Split 29999 : 2500 → 4499.99… and 375.007…, the cent left to the larger remainder: $45.00 and
    // $3.75, so each line's refund returns what was paid for it.
    expect(order.lines.map((l) => [l.total, l.discount])).toEqual([
      [299.99, 45],
      [25, 3.75],
    ]);
  });

  it('applies automatic promotions by themselves, with one code, and a promotion that does not combine alone when better', async () => {
    const [mouse, keyboard] = [await makePart(4_000), await makePart(6_000)];
    const auto = await promotion({ name: 'Mouse month', automatic: true, kind: 'fixed', value: 5, partIds: [mouse.id] });
    const ship = await promotion({ name: 'Ship it free', code: 'SHIPFREE', kind: 'free-shipping' });
    const lines = asLines([
      [mouse.id, 1],
      [keyboard.id, 1],
    ]);
    // $100.00 of parts, $5.00 off the mouse; Standard is free only from $150, so it is charged.
    const plain = await preview(lines, { shippingAddress: TEST_ADDRESS, shippingMethodId: methodId });
    expect(plain).toMatchObject({ subtotal: 100, discount: 5, code: null });
    expect(plain.shipping).toBeGreaterThan(0);
    const both = await preview(lines, { code: 'shipfree', shippingAddress: TEST_ADDRESS, shippingMethodId: methodId });
    expect(both).toMatchObject({ discount: 5, shipping: 0, total: 95 });
    expect(both.discounts.map((d) => d.name)).toEqual(['Mouse month', 'Ship it free']);

    const sale = await promotion({ name: 'Keyboard sale', automatic: true, kind: 'percent', value: 20, categories: ['ssd'], combines: false });
    // Test parts are SSDs: 20 % of $100.00 = $20.00 alone beats $5.00 and free shipping.
    const alone = await preview(lines, { code: 'SHIPFREE', shippingAddress: TEST_ADDRESS, shippingMethodId: methodId });
    expect(alone.discounts.map((d) => d.name)).toEqual(['Keyboard sale']);
    expect(alone).toMatchObject({ discount: 20, code: { code: 'SHIPFREE', problem: 'This code does not combine with Keyboard sale' } });
    for (const p of [auto, ship, sale]) expect((await call('DELETE', `/api/admin/promotions/${p._id}`, admin)).statusCode).toBe(204);
  });

  it('gives the build discount to a processor, motherboard and memory that work together, and only to them', async () => {
    const cpu = await makeBuildPart('processor', 30_000, { socket: 'AM5', memoryTypes: ['DDR5'] });
    const board = await makeBuildPart('motherboard', 20_000, { socket: 'AM5', memoryType: 'DDR5' });
    const intelBoard = await makeBuildPart('motherboard', 20_000, { socket: 'LGA1700', memoryType: 'DDR5' });
    const ram = await makeBuildPart('ram', 10_000, { memoryType: 'DDR5' });
    const other = await makePart(5_000);
    const build = await promotion({ name: 'Build bundle', automatic: true, kind: 'fixed', value: 24, build: true });

    const fits = await preview(asLines([[cpu.id, 1], [board.id, 1], [ram.id, 1], [other.id, 1]]));
    expect(fits).toMatchObject({ subtotal: 650, discount: 24, discounts: [{ name: 'Build bundle', amount: 24 }] });
    const misfit = await preview(asLines([[cpu.id, 1], [intelBoard.id, 1], [ram.id, 1]]));
    expect(misfit.discount).toBe(0);
    expect((await preview(asLines([[cpu.id, 1], [board.id, 1]]))).discount).toBe(0);

    const res = await checkout(customer, asLines([[cpu.id, 1], [board.id, 1], [ram.id, 1], [other.id, 1]]));
    expect(res.statusCode, res.body).toBe(201);
    // $24.00 over $300 : $200 : $100, nothing off the SSD.
    expect((res.json() as Order).lines.map((l) => l.discount)).toEqual([12, 8, 4, 0]);
    expect((await call('DELETE', `/api/admin/promotions/${build._id}`, admin)).statusCode).toBe(204);
  });
});

describe('limits', () => {
  it('let a single-use code discount exactly one of 20 customers checking out at once', async () => {
    const once = await promotion({ name: 'First come', code: 'ONLYONE', kind: 'fixed', value: 10, usageLimit: 1 });
    // Each buys a part of their own, so nothing but the code makes them wait for each other.
    const shoppers: { who: TestAccount; lines: Line[] }[] = [];
    for (let i = 0; i < 20; i++) shoppers.push({ who: await createAccount(t), lines: asLines([[(await makePart(10_000)).id, 1]]) });
    const shown = await preview(shoppers[0]!.lines, { code: 'ONLYONE', shippingAddress: TEST_ADDRESS, shippingMethodId: methodId });
    const results = await Promise.all(
      shoppers.map(({ who, lines }) =>
        call('POST', '/api/checkout', who, { lines, shippingAddress: TEST_ADDRESS, shippingMethodId: methodId, expectedTotal: shown.total, code: 'ONLYONE' }),
      ),
    );
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(1);
    expect((placed[0]!.json() as Order).discount).toBe(10);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().error.message)).toEqual(Array(19).fill('This code was already used'));
    expect(((await call('GET', `/api/admin/promotions/${once._id}`, admin)).json() as Promotion).used).toBe(1);
  });

  it('count a customer’s own uses, and give a use back when an unpaid order expires or is deleted', async () => {
    const part = await makePart(5_000);
    const each = await promotion({ name: 'Once each', code: 'ONCEEACH', kind: 'percent', value: 10, perCustomerLimit: 1 });
    const who = await createAccount(t);
    const lines = asLines([[part.id, 1]]);
    const first = await checkout(who, lines, 'ONCEEACH');
    expect(first.statusCode, first.body).toBe(201);
    expect((await preview(lines, { code: 'ONCEEACH' }, who)).code?.problem).toBe('This code was already used');
    // Another customer is not held to this one's use.
    expect((await preview(lines, { code: 'ONCEEACH' }, customer)).code?.problem).toBeNull();

    expect((await call('DELETE', `/api/order/${(first.json() as Order)._id}`, who)).statusCode).toBe(200);
    expect((await preview(lines, { code: 'ONCEEACH' }, who)).code?.problem).toBeNull();

    const second = await checkout(who, lines, 'ONCEEACH');
    expect(second.statusCode, second.body).toBe(201);
    t.advanceClock(2 * 24 * 60 * 60 * 1000);
    await t.runJobs();
    expect((await preview(lines, { code: 'ONCEEACH' }, who)).code?.problem).toBeNull();
    expect(((await call('GET', `/api/admin/promotions/${each._id}`, admin)).json() as Promotion).used).toBe(0);
  });
});

describe('money after a discount', () => {
  it('refunds a line what was paid for it, and the overview shows gross, discounts and net', async () => {
    const before = ((await call('GET', '/api/admin/overview', admin)).json() as SalesOverview).last7Days;
    const [a, b] = [await makePart(10_000), await makePart(5_000)];
    const code = await promotion({ name: 'Thirty off', code: 'THIRTY', kind: 'fixed', value: 30 });
    const res = await checkout(customer, asLines([[a.id, 2], [b.id, 1]]), 'THIRTY');
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Order;
    // $250.00 of parts, $30.00 off: $24.00 from the two of A, $6.00 from B; shipped free, no tax.
    expect(order.lines.map((l) => l.discount)).toEqual([24, 6]);
    expect(order.total).toBe(220);
    await payOrder(t, customer, order._id);
    await t.runJobs();
    const letter = t.mailer.sent.findLast((m) => m.to === customer.email && m.subject.includes('order confirmed'));
    expect(letter?.text).toContain('Parts $250.00 · Thirty off −$30.00 · Shipping $0.00');
    expect(letter?.text).toContain('Total $220.00');

    const one = await refund(order._id, { lines: [{ lineId: order.lines[0]!.id, quantity: 1 }], reason: 'Dead on arrival' });
    expect(one.statusCode, one.body).toBe(201);
    // One of two units of a line paid $176.00: $88.00.
    expect(one.json().refund.amount).toBe(88);
    const rest = await refund(order._id, { lines: [{ lineId: order.lines[0]!.id, quantity: 1 }, { lineId: order.lines[1]!.id, quantity: 1 }], reason: 'Returned' });
    expect(rest.json().refund.amount).toBe(88 + 44);

    const after = ((await call('GET', '/api/admin/overview', admin)).json() as SalesOverview).last7Days;
    expect(after.discountCents - before.discountCents).toBe(3_000);
    expect(after.revenueCents - before.revenueCents).toBe(22_000 - 8_800 - 13_200);
    expect(after.grossCents).toBe(after.revenueCents + after.discountCents);
    expect((await call('DELETE', `/api/admin/promotions/${code._id}`, admin)).statusCode).toBe(204);
  });
});
