import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parts } from '@/db/schema.ts';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { chargeCard, confirmCard, makePart as makeTestPart, stockOf as stockOfPart, startPayment, ordersOfPart, TEST_ADDRESS } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: TestAccount;
let other: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  // The races below send many orders from one account; the cap has its own tests (holds.test.ts).
  t = await createTestApp({ MAX_UNPAID_ORDERS: '1000', MAX_UNPAID_UNITS_PER_PART: '1000000', MAX_ORDERS_PER_10_MINUTES: '1000' });
  [customer, other, admin] = [await createAccount(t), await createAccount(t), await createAccount(t, 'admin')];
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object) => callAs(t, method, url, who, payload);

const makePart = (stock: number, min = 1, priceCents = 2_500) => makeTestPart(t, { stock, min, priceCents });
const stockOf = (id: string) => stockOfPart(t, id);

const pay = (who: TestAccount, orderId: string, number?: string) => chargeCard(t, who, orderId, number);

describe('placing an order', () => {
  it('prices it from the stored part, takes the stock and answers the new unpaid order', async () => {
    const part = await makePart(40, 5, 12_999);
    const res = await call('POST', '/api/order', customer, {
      orderId: part.id,
      name: part.name,
      min: 5,
      quantity: 6,
      price: 779.94,
      payment: 'unpaid',
      email: customer.email,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      number: expect.stringMatching(/^CP-\d{6,}$/),
      orderId: part.id,
      name: part.name,
      min: 5,
      quantity: 6,
      price: 779.94,
      payment: 'unpaid',
      email: customer.email,
      displayName: customer.name,
      expiresAt: expect.any(String),
      // A one-part order is an order of one line, with nowhere to go yet (its payment page asks).
      lines: [{ id: expect.any(String), partId: part.id, name: part.name, min: 5, quantity: 6, unitPrice: 129.99, total: 779.94, discount: 0, refundedQuantity: 0 }],
      discount: 0,
      discounts: [],
      shipping: 0,
      tax: 0,
      taxName: null,
      taxRate: 0,
      total: 779.94,
      giftCard: 0,
      storeCredit: 0,
      deliveredAt: null,
      refunded: 0,
      shippingAddress: null,
      shippingMethod: null,
      fulfilment: 'unfulfilled',
      carrier: null,
      trackingNumber: null,
    });
    expect(await stockOf(part.id)).toBe(34);
    // The catalog of the process that took the order shows its stock once it has answered (decision 073).
    const shown = ((await t.app.inject('/api/all-parts')).json() as { _id: string; quantity: number }[]).find((p) => p._id === part.id);
    expect(shown?.quantity).toBe(34);
  });

  it.each([
    ['above the stock', 11, 409, 'Unavailable quantity !'],
    ['zero', 0, 400, 'Please Enter a valid quantity ??'],
    ['negative', -4, 400, 'Please Enter a valid quantity ??'],
    ['below the minimum', 2, 400, 'Please order minimum 3 Piece'],
  ])('refuses a quantity %s with the spec message', async (_label, quantity, status, message) => {
    const part = await makePart(10, 3);
    const res = await call('POST', '/api/order', customer, { orderId: part.id, quantity });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect(await stockOf(part.id)).toBe(10);
  });

  it.each([
    ['fractional', 2.5],
    ['huge', 1e20],
    ['a string', '5'],
    ['missing', undefined],
    ['null', null],
  ])('refuses a %s quantity as bad input', async (_label, quantity) => {
    const part = await makePart(10);
    const res = await call('POST', '/api/order', customer, { orderId: part.id, quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(await stockOf(part.id)).toBe(10);
  });

  it('refuses a total that is not the stored price times the quantity', async () => {
    const part = await makePart(10, 1, 10_000);
    const res = await call('POST', '/api/order', customer, { orderId: part.id, quantity: 2, price: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('price_mismatch');
    expect(await stockOf(part.id)).toBe(10);
  });

  it('refuses a forged status, a foreign e-mail, unknown, malformed and archived parts, and guests', async () => {
    const part = await makePart(10);
    expect((await call('POST', '/api/order', customer, { orderId: part.id, quantity: 1, payment: 'paid' })).statusCode).toBe(400);
    expect((await call('POST', '/api/order', customer, { orderId: part.id, quantity: 1, email: other.email })).statusCode).toBe(403);
    expect((await call('POST', '/api/order', customer, { orderId: '00000000-0000-4000-8000-000000000000', quantity: 1 })).statusCode).toBe(404);
    expect((await call('POST', '/api/order', customer, { orderId: 'abc', quantity: 1 })).statusCode).toBe(400);
    expect((await call('POST', '/api/order', undefined, { orderId: part.id, quantity: 1 })).statusCode).toBe(401);
    await t.db.update(parts).set({ archivedAt: new Date() }).where(eq(parts.id, part.id));
    expect((await call('POST', '/api/order', customer, { orderId: part.id, quantity: 1 })).statusCode).toBe(404);
    expect(await stockOf(part.id)).toBe(10);
  });

  it('never oversells: 60 customers racing for 25 units get exactly 25', async () => {
    const part = await makePart(25);
    const results = await Promise.all(
      Array.from({ length: 60 }, () => call('POST', '/api/order', customer, { orderId: part.id, quantity: 1 })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(25);
    expect(statuses.filter((s) => s === 409)).toHaveLength(35);
    expect(await stockOf(part.id)).toBe(0);
    const placed = await ordersOfPart(t, part.id);
    expect(placed.reduce((sum, o) => sum + o.quantity, 0)).toBe(25);
    // Each order placed in the race has a number of its own, drawn by its insert (decision 085).
    const numbers = results.filter((r) => r.statusCode === 201).map((r) => (r.json() as { number: string }).number);
    expect(numbers.every((n) => /^CP-\d{6,}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(25);
  });

  it('numbers orders in the order they are placed, and answers the same number everywhere', async () => {
    const part = await makePart(10);
    const first = (await call('POST', '/api/order', customer, { orderId: part.id, quantity: 1 })).json() as { _id: string; number: string };
    const second = (await call('POST', '/api/order', customer, { orderId: part.id, quantity: 1 })).json() as { _id: string; number: string };
    expect(Number(second.number.slice(3))).toBeGreaterThan(Number(first.number.slice(3)));
    expect((await call('GET', `/api/order/${first._id}`, customer)).json().number).toBe(first.number);
    const mine = (await call('GET', '/api/order', customer)).json() as { _id: string; number: string }[];
    expect(mine.find((o) => o._id === first._id)?.number).toBe(first.number);
    const all = (await call('GET', '/api/admin-order', admin)).json() as { _id: string; number: string }[];
    expect(all.find((o) => o._id === second._id)?.number).toBe(second.number);
    expect((await call('GET', `/api/order/${first._id}/timeline`, customer)).json().order.number).toBe(first.number);
  });

  it('never oversells when 50 orders of different sizes race for less than they ask', async () => {
    const part = await makePart(100);
    const sizes = Array.from({ length: 50 }, (_, i) => (i % 5) + 1); // 150 units asked in all
    const results = await Promise.all(sizes.map((quantity) => call('POST', '/api/order', customer, { orderId: part.id, quantity })));
    const sold = results.reduce((sum, r, i) => sum + (r.statusCode === 201 ? sizes[i]! : 0), 0);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(sold).toBeLessThanOrEqual(100);
    expect(await stockOf(part.id)).toBe(100 - sold);
  });
});

describe('reading and deleting orders', () => {
  it('answers only the caller their own orders', async () => {
    const part = await makePart(10);
    const mine = (await call('POST', '/api/order', other, { orderId: part.id, quantity: 1 })).json();
    const list = await call('GET', `/api/order?email=${encodeURIComponent(other.email)}`, other);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((o: { _id: string }) => o._id)).toContain(mine._id);
    expect(list.json().every((o: { email: string }) => o.email === other.email)).toBe(true);
    expect((await call('GET', `/api/order?email=${encodeURIComponent(other.email)}`, customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/order?email=x@example.com')).statusCode).toBe(401);
    expect((await call('GET', `/api/order/${mine._id}`, other)).json().price).toBe(25);
    expect((await call('GET', `/api/order/${mine._id}`, customer)).statusCode).toBe(404);
    expect((await call('GET', `/api/order/${mine._id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/order/not-an-id', other)).statusCode).toBe(400);
  });

  it('deletes an unpaid order of the owner and puts the stock back', async () => {
    const part = await makePart(10);
    const order = (await call('POST', '/api/order', customer, { orderId: part.id, quantity: 4 })).json();
    expect(await stockOf(part.id)).toBe(6);
    expect((await call('DELETE', `/api/order/${order._id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/order/${order._id}`, admin)).statusCode).toBe(404);
    const res = await call('DELETE', `/api/order/${order._id}`, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json().deletedCount).toBe(1);
    expect(await stockOf(part.id)).toBe(10);
    expect((await call('DELETE', `/api/order/${order._id}`, customer)).statusCode).toBe(404);
  });

  it('lists every order to an admin only', async () => {
    expect((await call('GET', '/api/admin-order', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin-order')).statusCode).toBe(401);
    const all = await call('GET', '/api/admin-order', admin);
    expect(all.statusCode).toBe(200);
    const emails = new Set(all.json().map((o: { email: string }) => o.email));
    expect(emails.has(customer.email) && emails.has(other.email)).toBe(true);
  });
});

describe('paying (test-mode processor)', () => {
  it('moves an order to pending only after a confirmed payment, then an admin marks it paid', async () => {
    const part = await makePart(10, 1, 4_999);
    const order = (await call('POST', '/api/order', customer, { orderId: part.id, quantity: 2 })).json();

    expect((await call('PATCH', `/api/order/${order._id}`, customer, { payment: 'pending' })).statusCode).toBe(409);
    const { confirm, transactionId } = await pay(customer, order._id);
    expect(confirm.statusCode).toBe(200);

    expect((await call('PATCH', `/api/order/${order._id}`, other, { payment: 'pending' })).statusCode).toBe(404);
    const pending = await call('PATCH', `/api/order/${order._id}`, customer, { payment: 'pending' });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().payment).toBe('pending');
    const recorded = await call('PATCH', '/api/payment', customer, { name: customer.name, email: customer.email, transactionId });
    expect(recorded.statusCode).toBe(200);
    await t.runJobs();
    const confirmations = t.mailer.sent.filter((m) => m.to === customer.email && m.subject.includes('order confirmed'));
    expect(confirmations).toHaveLength(1);
    // The letter names the order by its number and says plainly where it is, not that it waits for staff.
    expect(confirmations[0]!.subject).toContain(`(${order.number})`);
    expect(confirmations[0]!.text).toContain(`We have your order ${order.number},`);
    expect(confirmations[0]!.text).toContain(`Order ${order.number}: Payment received — preparing`);
    expect(confirmations[0]!.text).not.toMatch(/until our team|confirms? it as paid|pending/i);

    expect((await call('DELETE', `/api/order/${order._id}`, customer)).statusCode).toBe(409);
    expect((await call('PATCH', `/api/order/${order._id}`, customer, { payment: 'paid' })).statusCode).toBe(403);
    const paid = await call('PATCH', `/api/order/${order._id}`, admin, { payment: 'paid' });
    expect(paid.json().payment).toBe('paid');
    expect((await call('PATCH', `/api/order/${order._id}`, admin, { payment: 'paid' })).statusCode).toBe(409);
    expect((await call('PATCH', `/api/order/${order._id}`, customer, { payment: 'unpaid' })).statusCode).toBe(400);
  });

  it('never lets an admin skip pending', async () => {
    const part = await makePart(10);
    const order = (await call('POST', '/api/order', customer, { orderId: part.id, quantity: 1 })).json();
    const res = await call('PATCH', `/api/order/${order._id}`, admin, { payment: 'paid' });
    expect(res.statusCode).toBe(409);
  });

  it('answers declined and broken cards with Stripe test-mode messages and changes nothing', async () => {
    const part = await makePart(10);
    const order = (await call('POST', '/api/order', customer, { orderId: part.id, quantity: 1 })).json();
    const cases: [string, string, string][] = [
      ['4000 0000 0000 0002', '12/39', 'Your card was declined.'],
      ['4000 0000 0000 9995', '12/39', 'Your card has insufficient funds.'],
      ['4242 4242 4242', '12/39', 'Your card number is incomplete.'],
      ['4242 4242 4242 4242', '01/20', "Your card's expiration year is in the past."],
    ];
    const intent = (await startPayment(t, customer, order._id)).json();
    for (const [number, expiry, message] of cases) {
      const res = await call('POST', '/api/dev/payments/confirm', customer, {
        clientSecret: intent.clientSecret,
        card: { number, expiry, cvc: '123' },
        billingDetails: { name: 'x', email: customer.email },
      });
      expect(res.statusCode).toBe(402);
      expect(res.json().error.message).toBe(message);
    }
    expect((await call('PATCH', `/api/order/${order._id}`, customer, { payment: 'pending' })).statusCode).toBe(409);
    expect((await call('GET', `/api/order/${order._id}`, customer)).json().payment).toBe('unpaid');
  });

  it('makes one intent per order with its own amount, and refuses a different price', async () => {
    const part = await makePart(10, 1, 1_000);
    const order = (await call('POST', '/api/order', customer, { orderId: part.id, quantity: 3 })).json();
    const a = await startPayment(t, customer, order._id, { price: 30 });
    const b = await startPayment(t, customer, order._id, { price: 30 });
    expect(a.json().clientSecret).toBe(b.json().clientSecret);
    const intent = await t.app.paymentProvider.getIntent(a.json().clientSecret.split('_secret_')[0]);
    // The parts (the spec's `price`) and shipping: what the card is charged.
    expect(intent?.amountCents).toBe(3_000 + 999);
    expect((await startPayment(t, customer, order._id, { price: 0.5 })).json().error.code).toBe(
      'price_mismatch',
    );
    expect((await startPayment(t, other, order._id)).statusCode).toBe(404);
    expect((await startPayment(t, undefined, order._id)).statusCode).toBe(401);
  });

  it('a shipping change after the card form opened: the old intent takes no money, a new one for the new total pays', async () => {
    const part = await makePart(10, 1, 1_000);
    const order = (await call('POST', '/api/order', customer, { orderId: part.id, quantity: 1 })).json();
    const before = await startPayment(t, customer, order._id);
    expect(before.statusCode, before.body).toBe(200);
    const { methods } = (await call('GET', '/api/checkout/options', customer)).json() as { methods: { id: string; price: number }[] };
    const shipAs = async (methodId: string) => {
      const res = await call('PUT', `/api/order/${order._id}/shipping`, customer, { shippingAddress: TEST_ADDRESS, shippingMethodId: methodId });
      expect(res.statusCode, res.body).toBe(200);
      return (await startPayment(t, customer, order._id)).json().clientSecret as string;
    };
    const intentOf = (clientSecret: string) => t.app.paymentProvider.getIntent(clientSecret.split('_secret_')[0]!);

    // Express, then back to the first method: each total has an intent of its own, the earlier ones canceled.
    const express = await shipAs(methods[1]!.id);
    expect((await intentOf(express))?.amountCents).toBe(1_000 + 2_499);
    const standardAgain = await shipAs(methods[0]!.id);
    expect(new Set([before.json().clientSecret, express, standardAgain]).size).toBe(3);
    expect((await intentOf(standardAgain))?.amountCents).toBe(1_000 + 999);

    for (const old of [before.json().clientSecret, express]) {
      expect((await confirmCard(t, customer, old)).statusCode).toBe(409);
      const transactionId = (await intentOf(old))!.id;
      expect((await call('PATCH', '/api/payment', customer, { name: 'x', email: customer.email, transactionId })).statusCode).toBe(409);
    }
    expect((await call('GET', `/api/order/${order._id}`, customer)).json().payment).toBe('unpaid');

    expect((await confirmCard(t, customer, standardAgain)).statusCode).toBe(200);
    const paid = await call('PATCH', `/api/order/${order._id}`, customer, { payment: 'pending' });
    expect(paid.json()).toMatchObject({ payment: 'pending', total: 19.99 });
  });

  it("refuses forged transaction ids and another customer's transaction", async () => {
    const part = await makePart(10);
    const order = (await call('POST', '/api/order', customer, { orderId: part.id, quantity: 1 })).json();
    const { transactionId } = await pay(customer, order._id);
    expect((await call('PATCH', '/api/payment', customer, { name: 'x', email: customer.email, transactionId: 'pi_forged' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/payment', other, { name: 'x', email: other.email, transactionId })).statusCode).toBe(400);
    expect((await call('GET', `/api/order/${order._id}`, customer)).json().payment).toBe('unpaid');
  });
});

describe("the admin's checkout settings", () => {
  it('shows the shipping methods to anyone, briefly cached, and the change an admin saves', async () => {
    const { methods } = (await call('GET', '/api/checkout/options', customer)).json() as { methods: { id: string; name: string; freeAbove: number | null; eta: string }[] };
    const res = await call('GET', '/api/shipping-methods');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.json()).toEqual({ methods });
    expect(methods[0]).toMatchObject({ name: 'Standard', freeAbove: 150, eta: expect.any(String) });
  });

  it('refuses a shipping method named twice with a 400, and keeps the settings as they were', async () => {
    const before = (await call('GET', '/api/checkout/options', customer)).json() as { methods: { id: string }[]; taxRates: unknown[] };
    const twice = { methods: [before.methods[0], before.methods[0]], taxRates: before.taxRates };
    const res = await call('PUT', '/api/admin/checkout-settings', admin, twice);
    expect([res.statusCode, res.json().error]).toEqual([400, { code: 'bad_request', message: 'Invalid body: methods: must name each shipping method once' }]);
    expect((await call('GET', '/api/checkout/options', customer)).json()).toEqual(before);
    const same = await call('PUT', '/api/admin/checkout-settings', admin, { methods: before.methods, taxRates: before.taxRates });
    expect([same.statusCode, same.json().methods]).toEqual([200, before.methods]);
  });
});

describe('a retried order (Idempotency-Key)', () => {
  const order = (who: TestAccount, body: object, key: string) =>
    t.app.inject({ method: 'POST', url: '/api/order', headers: { ...who.headers, 'idempotency-key': key }, payload: body });

  it('places one order for one key, however often and however concurrently it is sent', async () => {
    const part = await makePart(50);
    const key = `retry-${Date.now()}-a`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => order(customer, { orderId: part.id, quantity: 2 }, key)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.json()._id)).size).toBe(1);
    const later = await order(customer, { orderId: part.id, quantity: 2 }, key);
    expect(later.json()).toEqual(answers[0]!.json());
    expect(await stockOf(part.id)).toBe(48);
    expect(await ordersOfPart(t, part.id)).toHaveLength(1);
  });

  it('refuses the same key for another order, and keeps keys of different accounts apart', async () => {
    const part = await makePart(50);
    const key = `retry-${Date.now()}-b`;
    expect((await order(customer, { orderId: part.id, quantity: 1 }, key)).statusCode).toBe(201);
    const reused = await order(customer, { orderId: part.id, quantity: 3 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    expect((await order(other, { orderId: part.id, quantity: 1 }, key)).statusCode).toBe(201);
    expect(await stockOf(part.id)).toBe(48);
  });

  it('refuses a key that is not 8 to 255 visible characters', async () => {
    const part = await makePart(5);
    for (const key of ['short', 'x'.repeat(256), 'has spaces in it']) {
      expect((await order(customer, { orderId: part.id, quantity: 1 }, key)).statusCode).toBe(400);
    }
    expect(await stockOf(part.id)).toBe(5);
  });
});
