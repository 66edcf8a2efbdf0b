/**
 * One customer cannot hold the catalog (decision 070): one account's unpaid orders hold at most
 * MAX_UNPAID_UNITS_PER_PART units of a part (10 here, the default) or the part's own limit, and an
 * account places at most MAX_ORDERS_PER_10_MINUTES orders in 10 minutes (10, the default).
 */
import { messages, type Part } from '@coreparts/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { firstShippingMethod, makePart as makeTestPart, payOrder, placeOrder, stockOf as stockOfPart, TEST_ADDRESS } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object, headers: Record<string, string> = {}) =>
  who ? t.app.inject({ method, url, headers: { ...who.headers, ...headers }, ...(payload && { payload }) }) : callAs(t, method, url, who, payload);
const makePart = (stock: number, min = 1) => makeTestPart(t, { stock, min, priceCents: 1_000 });
const stockOf = (id: string) => stockOfPart(t, id);
const orderNow = (who: TestAccount, partId: string, quantity: number, key?: string) =>
  call('POST', '/api/order', who, { orderId: partId, quantity }, key ? { 'idempotency-key': key } : {});
const refusal = (res: { statusCode: number; json: () => { error: { message: string } } }) => [res.statusCode, res.json().error.message];

describe('the units of a part one account holds', () => {
  it('are at most 10 across its unpaid orders; paid orders and other accounts do not count', async () => {
    const [ann, ben] = [await createAccount(t), await createAccount(t)];
    const part = await makePart(50);
    const first = await placeOrder(t, ann, part.id, 6);
    expect(refusal(await orderNow(ann, part.id, 5))).toEqual([409, messages.hold.tooManyUnits(10, 6, 'this part')]);
    expect((await orderNow(ann, part.id, 4)).statusCode).toBe(201);
    expect(refusal(await orderNow(ann, part.id, 1))).toEqual([409, messages.hold.tooManyUnits(10, 10, 'this part')]);
    expect((await orderNow(ben, part.id, 10)).statusCode).toBe(201);
    expect(refusal(await orderNow(await createAccount(t), part.id, 11))).toEqual([409, 'You can hold at most 10 of this part in unpaid orders.']);
    expect(await stockOf(part.id)).toBe(30);

    // Paid, the 6 units are sold, no longer held.
    await payOrder(t, ann, first._id);
    expect((await orderNow(ann, part.id, 6)).statusCode).toBe(201);
  });

  it('never keep a part out of reach: its minimum order is always allowed', async () => {
    const part = await makePart(40, 12);
    const who = await createAccount(t);
    expect((await orderNow(who, part.id, 12)).statusCode).toBe(201);
    expect(refusal(await orderNow(who, part.id, 12))).toEqual([409, messages.hold.tooManyUnits(12, 12, 'this part')]);
  });

  it('stay within 10 when one account sends orders at once', async () => {
    const who = await createAccount(t);
    const part = await makePart(50);
    const answers = await Promise.all(Array.from({ length: 4 }, () => orderNow(who, part.id, 4)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect(await stockOf(part.id)).toBe(42);
  });

  it('stay within 10 when one account checks out twice at once, naming the part', async () => {
    const who = await createAccount(t);
    const [gpu, fan] = [await makePart(50), await makePart(50)];
    const method = await firstShippingMethod(t, who);
    const lines = [
      { partId: gpu.id, quantity: 6, addedPrice: 10 },
      { partId: fan.id, quantity: 1, addedPrice: 10 },
    ];
    const subtotal = 70;
    const expectedTotal = method.freeAbove !== null && subtotal >= method.freeAbove ? subtotal : subtotal + method.price;
    const checkout = () => call('POST', '/api/checkout', who, { lines, shippingAddress: TEST_ADDRESS, shippingMethodId: method.id, expectedTotal });
    const answers = await Promise.all([checkout(), checkout()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error.message).toBe(messages.hold.tooManyUnits(10, 6, gpu.name));
    expect([await stockOf(gpu.id), await stockOf(fan.id)]).toEqual([44, 49]);
  });
});

describe("a part's own limit per customer", () => {
  const newPart = {
    name: 'Limited Edition Cooler',
    category: 'cpu-cooler',
    price: 89.5,
    quantity: 30,
    min: 1,
    image: '/images/parts/arcwave-a7-8700.webp',
    description: 'Two a customer.',
  };
  const partOf = async (id: string) => (await call('GET', `/api/part/${id}`)).json() as Part;
  const patch = (id: string, body: object) => call('PATCH', `/api/part/${id}`, admin, body);

  it('is set by an admin, answered, enforced in place of the default, and cleared back to it', async () => {
    const added = await call('POST', '/api/part', admin, { ...newPart, limitPerCustomer: 2 });
    expect(added.statusCode, added.body).toBe(201);
    const id = (added.json() as Part)._id;
    expect(added.json()).toMatchObject({ limitPerCustomer: 2 });
    expect(await partOf(id)).toMatchObject({ limitPerCustomer: 2 });

    const who = await createAccount(t);
    expect(refusal(await orderNow(who, id, 3))).toEqual([409, messages.hold.tooManyUnits(2, 0, 'this part')]);
    expect((await orderNow(who, id, 2)).statusCode).toBe(201);

    // An update without it keeps it; 12 raises it; null gives the part the shop's default back.
    expect((await patch(id, { price: 79.5 })).json()).toMatchObject({ limitPerCustomer: 2 });
    expect((await patch(id, { limitPerCustomer: 12 })).json()).toMatchObject({ limitPerCustomer: 12 });
    expect((await orderNow(who, id, 10)).statusCode).toBe(201);
    const cleared = await patch(id, { limitPerCustomer: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).not.toHaveProperty('limitPerCustomer');
    expect(await partOf(id)).not.toHaveProperty('limitPerCustomer');
    expect(refusal(await orderNow(who, id, 1))).toEqual([409, messages.hold.tooManyUnits(10, 12, 'this part')]);
  });

  it('refuses what is not a whole number of at least 1', async () => {
    const part = await makePart(5);
    for (const limitPerCustomer of [0, -1, 2.5, '3', true]) {
      const updated = await patch(part.id, { limitPerCustomer });
      expect(updated.statusCode, `${String(limitPerCustomer)}: ${updated.body}`).toBe(400);
      expect((await call('POST', '/api/part', admin, { ...newPart, limitPerCustomer })).statusCode).toBe(400);
    }
    expect(refusal(await patch(part.id, { limitPerCustomer: 0 }))[1]).toContain(messages.catalog.limitAtLeastOne);
    expect(await partOf(part.id)).not.toHaveProperty('limitPerCustomer');
  });
});

describe('orders placed per account', () => {
  it('are at most 10 in 10 minutes (429); a retried Idempotency-Key neither counts nor is refused', async () => {
    const who = await createAccount(t);
    const part = await makePart(100);
    const kept = await orderNow(who, part.id, 1, 'first-order');
    expect(kept.statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await orderNow(who, part.id, 1, 'first-order')).json()._id).toBe(kept.json()._id);
    // Nine more, each deleted again, so the unpaid orders stay under their own cap of 5.
    for (let i = 0; i < 9; i++) {
      const placed = await orderNow(who, part.id, 1);
      expect(placed.statusCode, `order ${i + 2}: ${placed.body}`).toBe(201);
      expect((await call('DELETE', `/api/order/${placed.json()._id}`, who)).statusCode).toBe(200);
    }
    expect(refusal(await orderNow(who, part.id, 1))).toEqual([429, messages.hold.tooManyOrders]);
    const retried = await orderNow(who, part.id, 1, 'first-order');
    expect([retried.statusCode, retried.json()._id]).toEqual([201, kept.json()._id]);
    expect((await orderNow(await createAccount(t), part.id, 1)).statusCode).toBe(201);
    expect(await stockOf(part.id)).toBe(98);

    // Ten minutes on (the window is the database's clock), the account may order again.
    await t.db.execute(sql`update request_counts set window_started_at = now() - interval '10 minutes' where key like 'order %'`);
    expect((await orderNow(who, part.id, 1)).statusCode).toBe(201);
  });
});
