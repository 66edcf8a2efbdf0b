/**
 * The cart and its checkout (issue 27): lines at today's prices with their flags, a visitor's
 * cart priced and merged on signing in, and one order of many lines taking all its stock or none.
 */
import { messages, type Cart, type Order } from '@coreparts/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orderLines, orders, parts, users } from '@/db/schema.ts';
import { HttpError } from '@/lib/http-errors.ts';
import type { SessionUser } from '@/modules/auth/session.ts';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { confirmCard, firstShippingMethod, makePart as makeTestPart, stockOf as stockOfPart, TEST_ADDRESS } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ MAX_UNPAID_ORDERS: '1000' });
  customer = await createAccount(t);
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object, headers: Record<string, string> = {}) =>
  who ? t.app.inject({ method, url, headers: { ...who.headers, ...headers }, ...(payload && { payload }) }) : callAs(t, method, url, who, payload);
const makePart = (stock: number, priceCents = 2_500, min = 1) => makeTestPart(t, { stock, priceCents, min });
const stockOf = (id: string) => stockOfPart(t, id);
const setLine = (who: TestAccount, partId: string, quantity: number) => call('PUT', `/api/cart/lines/${partId}`, who, { quantity });
const cartOf = async (who: TestAccount) => (await call('GET', '/api/cart', who)).json() as Cart;
const GERMANY = { name: 'Ada Lovelace', line1: 'Unter den Linden 1', line2: '', city: 'Berlin', postalCode: '10117', country: 'DE', phone: '+49 30 1234567' };

async function freshCustomer(): Promise<TestAccount> {
  return createAccount(t);
}

describe('the cart of a signed-in customer', () => {
  it('adds, changes and removes lines at today’s prices, within each part’s minimum and stock', async () => {
    const who = await freshCustomer();
    const [a, b] = [await makePart(5, 1_000, 2), await makePart(3, 4_999)];
    expect((await setLine(who, a.id, 2)).statusCode).toBe(200);
    const cart = (await setLine(who, b.id, 1)).json() as Cart;
    expect(cart.lines.map((l) => [l.partId, l.quantity, l.unitPrice, l.lineTotal, l.problem, l.priceChanged])).toEqual([
      [a.id, 2, 10, 20, null, false],
      [b.id, 1, 49.99, 49.99, null, false],
    ]);
    expect(cart).toMatchObject({ subtotal: 69.99, count: 3 });

    const over = await setLine(who, a.id, 6);
    expect([over.statusCode, over.json().error.message]).toEqual([409, messages.order.unavailableQuantity]);
    const under = await setLine(who, a.id, 1);
    expect([under.statusCode, under.json().error.message]).toEqual([400, messages.order.belowMinimum(2)]);
    expect((await setLine(who, a.id, 0)).statusCode).toBe(400);
    expect((await setLine(who, a.id, 1.5)).statusCode).toBe(400);
    expect((await setLine(who, 'not-a-part', 1)).statusCode).toBe(400);
    expect((await setLine(who, '00000000-0000-4000-8000-000000000000', 1)).statusCode).toBe(404);
    expect((await cartOf(who)).count).toBe(3);

    const removed = (await call('DELETE', `/api/cart/lines/${a.id}`, who)).json() as Cart;
    expect(removed.lines.map((l) => l.partId)).toEqual([b.id]);
    expect((await call('GET', '/api/cart')).statusCode).toBe(401);
  });

  it('flags a part whose price changed, that ran short or that is no longer sold', async () => {
    const who = await freshCustomer();
    const [pricey, short, gone] = [await makePart(5, 1_000), await makePart(5), await makePart(5)];
    for (const part of [pricey, short, gone]) await setLine(who, part.id, 2);
    await t.db.update(parts).set({ priceCents: 1_200 }).where(eq(parts.id, pricey.id));
    await t.db.update(parts).set({ quantity: 1 }).where(eq(parts.id, short.id));
    await t.db.update(parts).set({ archivedAt: new Date() }).where(eq(parts.id, gone.id));
    const cart = await cartOf(who);
    expect(cart.lines.map((l) => [l.unitPrice, l.addedPrice, l.priceChanged, l.problem, l.stock])).toEqual([
      [12, 10, true, null, 5],
      [25, 25, false, 'short', 1],
      [25, 25, false, 'gone', 0],
    ]);
    // Today's prices, and nothing for a part that is gone.
    expect(cart.subtotal).toBe(24 + 50);
  });

  it('bounds the lines of one cart', async () => {
    const who = await freshCustomer();
    const many = await Promise.all(Array.from({ length: 51 }, () => makePart(5)));
    for (const part of many.slice(0, 50)) expect((await setLine(who, part.id, 1)).statusCode).toBe(200);
    const full = await setLine(who, many[50]!.id, 1);
    expect([full.statusCode, full.json().error.message]).toEqual([409, messages.cart.full(50)]);
    expect((await cartOf(who)).lines).toHaveLength(50);
  });
});

describe("a visitor's cart", () => {
  it('is priced for anyone and joins the account’s cart on signing in, the larger quantity winning', async () => {
    const [a, b, c] = [await makePart(9, 1_000), await makePart(9, 2_000), await makePart(9, 3_000)];
    const preview = await call('POST', '/api/cart/preview', undefined, {
      lines: [
        { partId: a.id, quantity: 2, addedPrice: 9 },
        { partId: b.id, quantity: 1, addedPrice: 20 },
      ],
    });
    expect(preview.statusCode).toBe(200);
    expect((preview.json() as Cart).lines.map((l) => [l.quantity, l.priceChanged])).toEqual([
      [2, true],
      [1, false],
    ]);

    const who = await freshCustomer();
    await setLine(who, a.id, 5);
    await setLine(who, c.id, 1);
    const merged = await call('POST', '/api/cart/merge', who, {
      lines: [
        { partId: a.id, quantity: 2, addedPrice: 10 },
        { partId: b.id, quantity: 3, addedPrice: 20 },
        { partId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
    });
    expect(merged.statusCode).toBe(200);
    expect((merged.json() as Cart).lines.map((l) => [l.partId, l.quantity]).sort()).toEqual(
      [
        [a.id, 5],
        [b.id, 3],
        [c.id, 1],
      ].sort(),
    );
  });

  it('keeps only what the shop sells: no archived or sold-out part, quantities within minimum and stock, today’s price', async () => {
    const who = await freshCustomer();
    const [archived, soldOut, belowMin, few, raised, both] = [
      await makePart(9),
      await makePart(0),
      await makePart(2, 2_500, 3),
      await makePart(4, 1_000),
      await makePart(9, 1_000, 5),
      await makePart(6, 1_000),
    ];
    await setLine(who, both.id, 5);
    await t.db.update(parts).set({ quantity: 3 }).where(eq(parts.id, both.id));
    await t.db.update(parts).set({ archivedAt: new Date() }).where(eq(parts.id, archived.id));
    const merged = await call('POST', '/api/cart/merge', who, {
      lines: [
        { partId: archived.id, quantity: 1, addedPrice: 25 },
        { partId: soldOut.id, quantity: 1, addedPrice: 25 },
        { partId: belowMin.id, quantity: 3, addedPrice: 25 },
        { partId: few.id, quantity: 40, addedPrice: 0.01 },
        { partId: raised.id, quantity: 1, addedPrice: 10 },
        { partId: both.id, quantity: 1, addedPrice: 10 },
      ],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const expected = [
      [few.id, 4, 10, false, null],
      [raised.id, 5, 10, false, null],
      [both.id, 3, 10, false, null],
    ].sort();
    for (const cart of [merged.json() as Cart, await cartOf(who)]) {
      expect(cart.lines.map((l) => [l.partId, l.quantity, l.addedPrice, l.priceChanged, l.problem]).sort()).toEqual(expected);
    }
    // The test's own parts: only this customer's cart holds them.
    const mine = [archived, soldOut, belowMin, few, raised, both].map((p) => p.id);
    const stored = await t.db.select().from(cartLines).where(inArray(cartLines.partId, mine));
    expect(stored.map((l) => [l.partId, l.quantity, l.addedPriceCents]).sort()).toEqual(
      [
        [few.id, 4, 1_000],
        [raised.id, 5, 1_000],
        [both.id, 3, 1_000],
      ].sort(),
    );
  });

  it('refuses bad lines and changes nothing', async () => {
    const who = await freshCustomer();
    const part = await makePart(9);
    const bad = [
      { lines: [{ partId: part.id, quantity: 0 }] },
      { lines: [{ partId: part.id, quantity: -1 }] },
      { lines: [{ partId: part.id, quantity: 1.5 }] },
      { lines: [{ partId: 'x', quantity: 1 }] },
      { lines: [{ partId: part.id, quantity: 1 }, { partId: part.id, quantity: 2 }] },
      { lines: Array.from({ length: 51 }, () => ({ partId: crypto.randomUUID(), quantity: 1 })) },
      { lines: 'all' },
      {},
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/cart/merge', who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expect((await call('POST', '/api/cart/preview', undefined, body)).statusCode).toBe(400);
    }
    expect((await cartOf(who)).lines).toEqual([]);
  });
});

describe('checkout', () => {
  async function cartWith(who: TestAccount, lines: [string, number][]) {
    for (const [partId, quantity] of lines) expect((await setLine(who, partId, quantity)).statusCode).toBe(200);
  }
  /** The page's checkout: the lines its cart shows, where to and how, and the total it shows. */
  async function checkout(who: TestAccount, body: object, key?: string) {
    const lines = (await cartOf(who)).lines.map(({ partId, quantity, unitPrice }) => ({ partId, quantity, addedPrice: unitPrice }));
    return call('POST', '/api/checkout', who, { lines, ...body }, key ? { 'idempotency-key': key } : {});
  }

  it('makes the cart one order of many lines, with shipping and tax, paid with one card payment', async () => {
    const who = await freshCustomer();
    const [cpu, board, ram] = [await makePart(10, 29_999), await makePart(10, 18_950), await makePart(10, 8_999, 2)];
    await cartWith(who, [
      [cpu.id, 1],
      [board.id, 1],
      [ram.id, 2],
    ]);
    const method = await firstShippingMethod(t, who);
    // 299.99 + 189.50 + 2 × 89.99 = 669.47, shipped free (above 150), 19 % German tax: 127.20.
    const res = await checkout(who, { shippingAddress: GERMANY, shippingMethodId: method.id, expectedTotal: 796.67 });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Order;
    expect(order).toMatchObject({ price: 669.47, shipping: 0, tax: 127.2, total: 796.67, quantity: 4, payment: 'unpaid', fulfilment: 'unfulfilled' });
    expect(order.name).toBe(messages.cart.orderName(cpu.name, 2));
    expect(order.lines.map((l) => [l.partId, l.quantity, l.unitPrice, l.total])).toEqual([
      [cpu.id, 1, 299.99, 299.99],
      [board.id, 1, 189.5, 189.5],
      [ram.id, 2, 89.99, 179.98],
    ]);
    expect(order.shippingAddress).toMatchObject({ country: 'DE', postalCode: '10117' });
    expect([await stockOf(cpu.id), await stockOf(board.id), await stockOf(ram.id)]).toEqual([9, 9, 8]);
    expect((await cartOf(who)).lines).toEqual([]);

    const intent = await call('POST', '/api/create-payment-intent', who, { orderId: order._id });
    expect(intent.statusCode, intent.body).toBe(200);
    expect((await confirmCard(t, who, intent.json().clientSecret)).statusCode).toBe(200);
    const paid = await call('PATCH', `/api/order/${order._id}`, who, { payment: 'pending' });
    expect(paid.json()).toMatchObject({ payment: 'pending', total: 796.67 });
    await t.runJobs();
    const letter = t.mailer.sent.findLast((m) => m.to === who.email && m.subject.includes('order confirmed'));
    expect(letter?.text).toContain(`1 × ${cpu.name}: $299.99`);
    expect(letter?.text).toContain(`2 × ${ram.name}: $179.98`);
    expect(letter?.text).toContain('Total $796.67');
    expect(letter?.text).toContain('Berlin');

    // Kept in the address book (issue 41), offered first next time; an empty second line left out.
    const options = (await call('GET', '/api/checkout/options', who)).json();
    const kept = { name: GERMANY.name, line1: GERMANY.line1, city: GERMANY.city, postalCode: GERMANY.postalCode, country: GERMANY.country, phone: GERMANY.phone };
    expect(options.lastAddress).toEqual(kept);
    expect(options.addresses).toEqual([{ id: expect.any(String), address: kept, isDefault: true, lastUsedAt: expect.any(String) }]);
  });

  it('takes nothing when one line is short, and names the part and what is left', async () => {
    const who = await freshCustomer();
    const [a, b] = [await makePart(10), await makePart(3)];
    await cartWith(who, [
      [a.id, 2],
      [b.id, 3],
    ]);
    await t.db.update(parts).set({ quantity: 1 }).where(eq(parts.id, b.id));
    const method = await firstShippingMethod(t, who);
    const res = await checkout(who, { shippingAddress: TEST_ADDRESS, shippingMethodId: method.id, expectedTotal: 134.99 });
    expect([res.statusCode, res.json().error.message]).toEqual([409, messages.cart.lineShort(b.name, 1)]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([10, 1]);
    expect((await cartOf(who)).lines).toHaveLength(2);
  });

  it('refuses a total other than the one shown, an unknown method, a bad address or no lines', async () => {
    const who = await freshCustomer();
    const part = await makePart(10, 1_000);
    await cartWith(who, [[part.id, 2]]);
    const method = await firstShippingMethod(t, who);
    const changed = await checkout(who, { shippingAddress: TEST_ADDRESS, shippingMethodId: method.id, expectedTotal: 20 });
    expect([changed.statusCode, changed.json().error.code]).toEqual([409, 'cart_changed']);
    const unknown = await checkout(who, { shippingAddress: TEST_ADDRESS, shippingMethodId: crypto.randomUUID(), expectedTotal: 29.99 });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([400, messages.shipping.unknownMethod]);
    const badPostal = await checkout(who, { shippingAddress: { ...TEST_ADDRESS, postalCode: 'ABC' }, shippingMethodId: method.id, expectedTotal: 29.99 });
    expect(badPostal.statusCode).toBe(400);
    expect(badPostal.json().error.message).toContain('postalCode');
    expect((await checkout(who, { shippingAddress: { ...TEST_ADDRESS, country: 'XX' }, shippingMethodId: method.id, expectedTotal: 29.99 })).statusCode).toBe(400);
    expect((await checkout(who, { shippingAddress: TEST_ADDRESS, shippingMethodId: method.id, expectedTotal: -1 })).statusCode).toBe(400);
    expect(await stockOf(part.id)).toBe(10);
    // 2 × 10.00 + 9.99 shipping, no tax in the US.
    const placed = await checkout(who, { shippingAddress: TEST_ADDRESS, shippingMethodId: method.id, expectedTotal: 29.99 });
    expect(placed.statusCode).toBe(201);
    const empty = await checkout(who, { shippingAddress: TEST_ADDRESS, shippingMethodId: method.id, expectedTotal: 29.99 });
    expect([empty.statusCode, empty.json().error.message]).toEqual([400, 'Invalid body: lines: must hold at least one line']);
  });

  it('charges no tax where the shop lists no rate (decision 075), at checkout and on the payment page', async () => {
    const who = await freshCustomer();
    const part = await makePart(10, 10_000);
    const { taxRates, methods } = (await call('GET', '/api/checkout/options', who)).json() as { taxRates: { country: string }[]; methods: { id: string }[] };
    expect(taxRates.map((r) => r.country)).not.toContain('CH');
    const ZURICH = { name: 'Ada Lovelace', line1: 'Bahnhofstrasse 1', line2: '', city: 'Zürich', postalCode: '8001', country: 'CH', phone: '+41 44 123 45 67' };
    await cartWith(who, [[part.id, 1]]);
    // 100.00 and 9.99 shipping, and nothing more.
    const placed = await checkout(who, { shippingAddress: ZURICH, shippingMethodId: methods[0]!.id, expectedTotal: 109.99 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ price: 100, shipping: 9.99, tax: 0, total: 109.99 });

    const germany = await call('PUT', `/api/order/${placed.json()._id}/shipping`, who, { shippingAddress: GERMANY, shippingMethodId: methods[0]!.id });
    expect(germany.json()).toMatchObject({ tax: 20.9, total: 130.89 });
    const back = await call('PUT', `/api/order/${placed.json()._id}/shipping`, who, { shippingAddress: ZURICH, shippingMethodId: methods[0]!.id });
    expect(back.json()).toMatchObject({ tax: 0, total: 109.99 });
  });

  it('answers a retried checkout with the order its key placed', async () => {
    const who = await freshCustomer();
    const part = await makePart(10, 1_000);
    await cartWith(who, [[part.id, 1]]);
    const method = await firstShippingMethod(t, who);
    const body = { shippingAddress: TEST_ADDRESS, shippingMethodId: method.id, expectedTotal: 19.99 };
    const first = await checkout(who, body, 'checkout-key-1');
    expect(first.statusCode).toBe(201);
    await cartWith(who, [[part.id, 1]]);
    const again = await checkout(who, body, 'checkout-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()._id).toBe(first.json()._id);
    expect(await stockOf(part.id)).toBe(9);
  });

  it('refuses a key reused for another address, method or lines with 422, and places nothing', async () => {
    const who = await freshCustomer();
    const [part, other] = [await makePart(10, 1_000), await makePart(10, 1_000)];
    await cartWith(who, [[part.id, 1]]);
    const { methods } = (await call('GET', '/api/checkout/options', who)).json() as { methods: { id: string }[] };
    const body = { shippingAddress: TEST_ADDRESS, shippingMethodId: methods[0]!.id, expectedTotal: 19.99 };
    const key = 'checkout-key-reused';
    expect((await checkout(who, body, key)).statusCode).toBe(201);
    const retry = (payload: object) => call('POST', '/api/checkout', who, payload, { 'idempotency-key': key });
    const line = { partId: part.id, quantity: 1, addedPrice: 10 };
    const reused = [
      { ...body, lines: [line], shippingAddress: { ...TEST_ADDRESS, line1: '1 Other Street' } },
      { ...body, lines: [line], shippingAddress: GERMANY, expectedTotal: 23.79 },
      { ...body, lines: [line], shippingMethodId: methods[1]!.id, expectedTotal: 34.99 },
      { ...body, lines: [{ ...line, quantity: 2 }], expectedTotal: 29.99 },
      { ...body, lines: [line, { ...line, partId: other.id }], expectedTotal: 29.99 },
    ];
    for (const payload of reused) {
      const res = await retry(payload);
      expect([res.statusCode, res.json().error?.code], JSON.stringify(payload)).toEqual([422, 'idempotency_key_reused']);
    }
    // The same request again, its address's fields in another order, is the same order.
    const { phone, ...rest } = TEST_ADDRESS;
    const same = await retry({ ...body, lines: [line], shippingAddress: { phone, ...rest } });
    expect(same.statusCode, same.body).toBe(201);
    expect([await stockOf(part.id), await stockOf(other.id)]).toEqual([9, 10]);
  });

  it('never oversells and never deadlocks when 1,000 three-line orders race over shared stock', async () => {
    const shoppers: SessionUser[] = [];
    for (let i = 0; i < 20; i++) {
      const id = `racer-${i}-${Date.now()}`;
      await t.db.insert(users).values({ id, name: `Racer ${i}`, email: `${id}@example.com`, emailVerified: true, role: 'user' });
      shoppers.push({ id, name: `Racer ${i}`, email: `${id}@example.com`, role: 'user' } as SessionUser);
    }
    const shared = [await makePart(300, 1_000), await makePart(250, 1_000), await makePart(200, 1_000), await makePart(400, 1_000)];
    const choice = await t.app.shipping.choose(TEST_ADDRESS, (await firstShippingMethod(t, customer)).id);
    const unexpected: unknown[] = [];
    // Each cart names three of the four parts, in an order of its own, so transactions cross. The
    // pool runs ten at once whatever waits behind it; 50 in flight keep it full without queueing
    // the last past the pool's 5 s wait for a connection on a busy machine.
    const order = async (i: number) => {
      const picked = [0, 1, 2, 3].filter((n) => n !== i % 4);
      if (i % 2) picked.reverse();
      try {
        await t.app.orders.placeOrder(shoppers[i % shoppers.length]!, {
          lines: picked.map((n) => ({ partId: shared[n]!.id, quantity: 1 + ((i + n) % 2) })),
          shipping: choice,
          words: 'cart',
        });
        return 201;
      } catch (err) {
        if (err instanceof HttpError) return err.statusCode;
        unexpected.push(err);
        return 500;
      }
    };
    const answers: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < 1_000) {
          const i = next++;
          answers[i] = await order(i);
        }
      }),
    );
    expect(unexpected).toEqual([]);
    expect(new Set(answers)).toEqual(new Set([201, 409]));
    const ids = shared.map((p) => p.id);
    const sold = await t.db.select().from(orderLines).where(inArray(orderLines.partId, ids));
    for (const [n, part] of shared.entries()) {
      const units = sold.filter((l) => l.partId === part.id).reduce((sum, l) => sum + l.quantity, 0);
      expect(await stockOf(part.id)).toBe([300, 250, 200, 400][n]! - units);
      expect(await stockOf(part.id)).toBeGreaterThanOrEqual(0);
    }
    // Every order has all three of its lines: none was taken in part.
    const placed = await t.db.select({ id: orders.id }).from(orders).where(inArray(orders.userId, shoppers.map((s) => s.id)));
    expect(placed).toHaveLength(answers.filter((a) => a === 201).length);
    expect(sold).toHaveLength(placed.length * 3);
    await t.db.delete(cartLines);
  }, 180_000);
});
