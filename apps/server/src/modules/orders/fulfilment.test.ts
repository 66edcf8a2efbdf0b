/**
 * After payment (issue 27): an admin ships a paid order with the carrier's tracking number (the
 * customer is mailed once), then marks it delivered; the steps move only forward, and a customer
 * cancels only a paid order that has not shipped. Refunds have their own tests
 * (payments/refunds.test.ts).
 */
import { messages } from '@coreparts/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/db/schema.ts';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { makePart, payOrder, placeOrder, stockOf } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: TestAccount;
let other: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [customer, other, admin] = [await createAccount(t), await createAccount(t), await createAccount(t, 'admin')];
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object) => callAs(t, method, url, who, payload);
const ship = (id: string, who: TestAccount = admin, body: object = { carrier: 'DHL', trackingNumber: 'JD0146 0000 1234' }) =>
  call('POST', `/api/admin/order/${id}/ship`, who, body);
const deliver = (id: string, who: TestAccount = admin) => call('POST', `/api/admin/order/${id}/deliver`, who);

/** A paid (pending) order of a part of its own; its id and part. */
async function paidOrder(who = customer, quantity = 2) {
  const part = await makePart(t, { stock: 10, priceCents: 4_000 });
  const placed = await placeOrder(t, who, part.id, quantity);
  await payOrder(t, who, placed._id);
  return { id: placed._id, part };
}

const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = async (id: string, who: TestAccount = admin) =>
  ((await call('GET', `/api/order/${id}/timeline`, who)).json().events as { kind: string; detail: string | null; actor: { role: string } }[]);
const mailsTo = async (who: TestAccount, subject: string) => {
  await t.runJobs();
  return t.mailer.sent.filter((m) => m.to === who.email && m.subject.includes(subject));
};

describe('shipping and delivering', () => {
  it('ships a paid order with its carrier and tracking number, mails the customer once, then delivers it', async () => {
    const { id } = await paidOrder();
    const shipped = await ship(id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ _id: id, payment: 'pending', fulfilment: 'shipped', carrier: 'DHL', trackingNumber: 'JD0146 0000 1234' });
    expect((await call('GET', `/api/order/${id}`, customer)).json()).toMatchObject({ fulfilment: 'shipped', trackingNumber: 'JD0146 0000 1234' });

    const letters = await mailsTo(customer, 'order shipped');
    expect(letters).toHaveLength(1);
    expect(letters[0]!.text).toContain('DHL');
    expect(letters[0]!.text).toContain('JD0146 0000 1234');
    // Its number, the carrier's tracking page (DHL is a known carrier) and the state line.
    const number = (shipped.json() as { number: string }).number;
    expect(letters[0]!.subject).toContain(`(${number})`);
    expect(letters[0]!.text).toContain(`Your order ${number} is on its way with DHL.`);
    expect(letters[0]!.text).toContain('https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD014600001234');
    expect(letters[0]!.text).toContain(`Order ${number}: Shipped with DHL JD0146 0000 1234`);

    const delivered = await deliver(id);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({ fulfilment: 'delivered', carrier: 'DHL' });

    const events = await eventsOf(id);
    expect(events.map((e) => e.kind).slice(-2)).toEqual(['shipped', 'delivered']);
    expect(events.at(-2)).toMatchObject({ detail: 'DHL JD0146 0000 1234', actor: { role: 'admin' } });
    // The customer reads the same timeline.
    expect((await eventsOf(id, customer)).map((e) => e.kind)).toContain('delivered');
    expect(await mailsTo(customer, 'order shipped')).toHaveLength(1);
  });

  it('ships an order the admin marked paid too', async () => {
    const { id } = await paidOrder();
    expect((await call('PATCH', `/api/order/${id}`, admin, { payment: 'paid' })).statusCode).toBe(200);
    expect((await ship(id)).json()).toMatchObject({ payment: 'paid', fulfilment: 'shipped' });
  });

  it('moves only forward: no second shipment, no delivery before shipping or twice', async () => {
    const { id } = await paidOrder();
    const early = await deliver(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({ code: 'not_deliverable', message: messages.fulfilment.notDeliverable });

    expect((await ship(id)).statusCode).toBe(200);
    const again = await ship(id, admin, { carrier: 'UPS', trackingNumber: '1Z999' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'not_shippable', message: messages.fulfilment.notShippable('shipped') });
    expect(await rowOf(id)).toMatchObject({ carrier: 'DHL', trackingNumber: 'JD0146 0000 1234' });

    expect((await deliver(id)).statusCode).toBe(200);
    expect((await deliver(id)).json().error.code).toBe('not_deliverable');
    expect((await ship(id)).json().error.message).toBe(messages.fulfilment.notShippable('delivered'));
    expect((await eventsOf(id)).filter((e) => e.kind === 'shipped' || e.kind === 'delivered')).toHaveLength(2);
  });

  it('refuses to ship an order that is not paid, and changes nothing', async () => {
    const part = await makePart(t, { stock: 5 });
    const unpaid = await placeOrder(t, customer, part.id, 1);
    const res = await ship(unpaid._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'not_shippable', message: messages.fulfilment.notShippable('unpaid') });
    expect(await rowOf(unpaid._id)).toMatchObject({ fulfilment: 'unfulfilled', carrier: null, trackingNumber: null });
    expect((await eventsOf(unpaid._id)).map((e) => e.kind)).not.toContain('shipped');
  });

  it('two admins shipping at once ship it once and mail once', async () => {
    const buyer = await createAccount(t);
    const { id } = await paidOrder(buyer);
    const answers = await Promise.all([ship(id), ship(id, admin, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await eventsOf(id)).filter((e) => e.kind === 'shipped')).toHaveLength(1);
    expect(await mailsTo(buyer, 'order shipped')).toHaveLength(1);
    const row = await rowOf(id);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    expect({ carrier: row.carrier, trackingNumber: row.trackingNumber }).toEqual({ carrier: winner.carrier, trackingNumber: winner.trackingNumber });
  });

  it('answers bad input and other callers in the standard format, changing nothing', async () => {
    const { id } = await paidOrder();
    const bad = [
      await ship(id, admin, { carrier: '', trackingNumber: 'JD0146' }),
      await ship(id, admin, { carrier: 'DHL', trackingNumber: 'x' }),
      await ship(id, admin, { carrier: 'DHL', trackingNumber: 'JD<script>' }),
      await ship(id, admin, {}),
      await ship('not-an-id'),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    const missing = await ship(crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    expect((await deliver(crypto.randomUUID())).statusCode).toBe(404);
    expect((await ship(id, customer)).statusCode).toBe(403);
    expect((await deliver(id, customer)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/order/${id}/ship`, undefined, { carrier: 'DHL', trackingNumber: 'JD0146' })).statusCode).toBe(401);
    expect(await rowOf(id)).toMatchObject({ fulfilment: 'unfulfilled', carrier: null });
  });
});

describe('canceling', () => {
  it('cancels a paid order that has not shipped: its parts go back, its payment is refunded', async () => {
    const { id, part } = await paidOrder(customer, 3);
    expect(await stockOf(t, part.id)).toBe(7);
    const res = await call('POST', `/api/order/${id}/cancel`, customer);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({ fulfilment: 'canceled', payment: 'pending' });
    expect(order.refunded).toBe(order.total);
    expect(order.lines[0].refundedQuantity).toBe(3);
    expect(await stockOf(t, part.id)).toBe(10);
    // The catalog of the process that canceled it shows the stock again at once (decision 073).
    const shown = ((await t.app.inject('/api/all-parts')).json() as { _id: string; quantity: number }[]).find((p) => p._id === part.id);
    expect(shown?.quantity).toBe(10);

    const kinds = (await eventsOf(id)).map((e) => e.kind);
    expect(kinds.slice(-3)).toEqual(['canceled', 'refund_started', 'refunded']);
    expect((await ship(id)).json().error.message).toBe(messages.fulfilment.notShippable('canceled'));
    const again = await call('POST', `/api/order/${id}/cancel`, customer);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'not_cancelable', message: messages.fulfilment.notCancelable });
    expect(await stockOf(t, part.id)).toBe(10);
    expect(await mailsTo(customer, 'refund')).toHaveLength(1);
  });

  it('is the owner’s alone, and only before shipping and after payment', async () => {
    const { id, part } = await paidOrder();
    // Another customer, and even an admin, get the answer of a missing order.
    expect((await call('POST', `/api/order/${id}/cancel`, other)).statusCode).toBe(404);
    expect((await call('POST', `/api/order/${id}/cancel`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/order/${crypto.randomUUID()}/cancel`, customer)).statusCode).toBe(404);
    expect((await call('POST', `/api/order/${id}/cancel`)).statusCode).toBe(401);
    await ship(id);
    const shipped = await call('POST', `/api/order/${id}/cancel`, customer);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().error.code).toBe('not_cancelable');
    expect(await stockOf(t, part.id)).toBe(8);
    expect((await rowOf(id)).refundedCents).toBe(0);

    const unpaid = await placeOrder(t, customer, part.id, 1);
    expect((await call('POST', `/api/order/${unpaid._id}/cancel`, customer)).json().error.code).toBe('not_cancelable');
    expect(await stockOf(t, part.id)).toBe(7);
  });

  it('two cancels at once cancel once and give the parts back once', async () => {
    const { id, part } = await paidOrder(customer, 4);
    const answers = await Promise.all([call('POST', `/api/order/${id}/cancel`, customer), call('POST', `/api/order/${id}/cancel`, customer)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t, part.id)).toBe(10);
    const row = await rowOf(id);
    expect(row.refundedCents).toBe(row.totalCents);
  });
});
