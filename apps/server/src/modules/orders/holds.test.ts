/**
 * Unpaid orders hold their parts for ORDER_HOLD_MINUTES, then expire and give them back; a
 * customer holds at most MAX_UNPAID_ORDERS unpaid orders; a charged order is never deleted or
 * expired (decision 022). Time moves on the job queue's clock, never by sleeping.
 */
import { formatPrice, messages } from '@coreparts/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devPaymentIntents, salesPartDays } from '@/db/schema.ts';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { chargeCard, confirmCard as confirmTestCard, makePart as makeTestPart, placeOrder, stockOf as stockOfPart, startPayment, ordersOfPart } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

const HOLD_MS = 30 * 60_000;
/** Past the hold and into the expiry job's next slot. */
const PAST_HOLD_MS = HOLD_MS + 61_000;

let t: Awaited<ReturnType<typeof createTestApp>>;
let thief: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  thief = await createAccount(t);
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object) => callAs(t, method, url, who, payload);

const makePart = (stock: number) => makeTestPart(t, { stock, priceCents: 1_000 });
const stockOf = (id: string) => stockOfPart(t, id);
const order = (who: TestAccount, partId: string, quantity: number) => placeOrder(t, who, partId, quantity);
const statusOf = async (who: TestAccount, id: string) => (await call('GET', `/api/order/${id}`, who)).json().payment as string;

/** The card form's part: an intent for the order, and the card charged at the processor. */
const charge = async (who: TestAccount, orderId: string) => (await chargeCard(t, who, orderId)).confirm;
const confirmCard = (who: TestAccount, clientSecret: string) => confirmTestCard(t, who, clientSecret);

async function expireNow() {
  t.advanceClock(PAST_HOLD_MS);
  await t.runJobs();
}

describe('an unpaid order holds its parts for a while', () => {
  it('answers when the hold ends, keeps the parts until then, then expires and gives them back once', async () => {
    const customer = await createAccount(t);
    const part = await makePart(10);
    const placed = await order(customer, part.id, 4);
    const until = Date.parse(placed.expiresAt!);
    expect(until - Date.now()).toBeGreaterThan(HOLD_MS - 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(HOLD_MS + 1_000);

    t.advanceClock(HOLD_MS - 60_000);
    await t.runJobs();
    expect(await statusOf(customer, placed._id)).toBe('unpaid');
    expect(await stockOf(part.id)).toBe(6);

    await expireNow();
    const expired = (await call('GET', `/api/order/${placed._id}`, customer)).json();
    expect(expired).toMatchObject({ payment: 'expired', expiresAt: null });
    expect(await stockOf(part.id)).toBe(10);
    // The catalog of the process that ran the expiry shows the stock once the job is done (decision 073).
    const shown = ((await t.app.inject('/api/all-parts')).json() as { _id: string; quantity: number }[]).find((p) => p._id === part.id);
    expect(shown?.quantity).toBe(10);

    // Later runs, a second run at once, and deleting the expired order give nothing back again.
    await expireNow();
    await Promise.all([t.app.unpaidOrderExpiry.expireUnpaidOrders(), t.app.unpaidOrderExpiry.expireUnpaidOrders()]);
    const deleted = await call('DELETE', `/api/order/${placed._id}`, customer);
    expect(deleted.statusCode).toBe(200);
    expect(await stockOf(part.id)).toBe(10);
  });

  it('two expiry runs at once give each order back once', async () => {
    const customer = await createAccount(t);
    const part = await makePart(20);
    for (const quantity of [1, 2, 3]) await order(customer, part.id, quantity);
    t.advanceClock(PAST_HOLD_MS);
    await Promise.all([t.app.unpaidOrderExpiry.expireUnpaidOrders(), t.app.unpaidOrderExpiry.expireUnpaidOrders(), t.runJobs()]);
    expect(await stockOf(part.id)).toBe(20);
    const rows = await ordersOfPart(t, part.id);
    expect(rows.map((r) => r.payment)).toEqual(['expired', 'expired', 'expired']);
  });

  it('two server processes expire each order once (PostgreSQL)', async (context) => {
    if (!t.anotherProcess) return context.skip('one process per embedded database');
    const other = await t.anotherProcess();
    const customer = await createAccount(t);
    const part = await makePart(30);
    for (const quantity of [4, 5]) await order(customer, part.id, quantity);
    t.advanceClock(PAST_HOLD_MS);
    await Promise.all([t.runJobs(), other.jobs.runDue(), other.unpaidOrderExpiry.expireUnpaidOrders()]);
    expect(await stockOf(part.id)).toBe(30);
    const rows = await ordersOfPart(t, part.id);
    expect(rows.map((r) => r.payment)).toEqual(['expired', 'expired']);
  });
});

describe('a payment and the hold', () => {
  it('a card charged before the hold ends is applied by the expiry, never released', async () => {
    const customer = await createAccount(t);
    const part = await makePart(10);
    const charged = await order(customer, part.id, 3);
    const left = await order(customer, part.id, 2);
    expect((await charge(customer, charged._id)).statusCode).toBe(200);

    await expireNow();
    expect(await statusOf(customer, charged._id)).toBe('pending');
    expect(await statusOf(customer, left._id)).toBe('expired');
    expect(await stockOf(part.id)).toBe(7);
    await t.runJobs();
    expect(t.mailer.sent.filter((m) => m.to === customer.email && m.subject.includes('order confirmed'))).toHaveLength(1);
  });

  it("a payment racing the expiry: the order is paid and keeps its parts, or expires and the card can't be charged", async () => {
    const customer = await createAccount(t);
    const part = await makePart(10);
    const placed = await order(customer, part.id, 4);
    const intent = (await startPayment(t, customer, placed._id)).json();
    t.advanceClock(PAST_HOLD_MS);
    const [, confirmed] = await Promise.all([t.runJobs(), confirmCard(customer, intent.clientSecret)]);
    // The expiry settled it either way: applied the charge, or canceled the intent and released.
    const status = await statusOf(customer, placed._id);
    expect(status).toBe(confirmed.statusCode === 200 ? 'pending' : 'expired');
    if (confirmed.statusCode === 200) {
      // Charged: the job applied it, or the page does now; either way the parts stay taken.
      await call('PATCH', `/api/order/${placed._id}`, customer, { payment: 'pending' });
      expect(await statusOf(customer, placed._id)).toBe('pending');
      expect(await stockOf(part.id)).toBe(6);
    } else {
      expect(confirmed.statusCode).toBe(409);
      expect(status).toBe('expired');
      expect(await stockOf(part.id)).toBe(10);
    }
    // Never both: a pending order has its parts, an expired one's intent took no money.
    const [row] = await t.db.select().from(devPaymentIntents).where(eq(devPaymentIntents.orderId, placed._id));
    expect(row!.status === 'succeeded').toBe((await statusOf(customer, placed._id)) === 'pending');
  });

  it('an order that expired while its card form was open cannot be charged afterwards', async () => {
    const customer = await createAccount(t);
    const part = await makePart(10);
    const placed = await order(customer, part.id, 4);
    const intent = (await startPayment(t, customer, placed._id)).json();
    await expireNow();
    expect(await statusOf(customer, placed._id)).toBe('expired');
    expect(await stockOf(part.id)).toBe(10);
    const late = await confirmCard(customer, intent.clientSecret);
    expect(late.statusCode).toBe(409);
    expect((await call('PATCH', `/api/order/${placed._id}`, customer, { payment: 'pending' })).statusCode).toBe(409);
    expect(await stockOf(part.id)).toBe(10);
  });

  it('paying an expired order takes its parts again, with a new intent, and then pays it', async () => {
    const customer = await createAccount(t);
    const part = await makePart(10);
    const placed = await order(customer, part.id, 4);
    const first = (await startPayment(t, customer, placed._id)).json();
    await expireNow();
    expect(await stockOf(part.id)).toBe(10);

    const again = await startPayment(t, customer, placed._id);
    expect(again.statusCode).toBe(200);
    expect(again.json().clientSecret).not.toBe(first.clientSecret);
    const renewed = (await call('GET', `/api/order/${placed._id}`, customer)).json();
    expect(renewed.payment).toBe('unpaid');
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.parse(placed.expiresAt!));
    expect(await stockOf(part.id)).toBe(6);
    expect((await confirmCard(customer, again.json().clientSecret)).statusCode).toBe(200);
    const pending = await call('PATCH', `/api/order/${placed._id}`, customer, { payment: 'pending' });
    expect(pending.json().payment).toBe('pending');
    expect(await stockOf(part.id)).toBe(6);
  });

  it('refuses to pay an expired order whose parts were sold meanwhile, and changes nothing', async () => {
    const customer = await createAccount(t);
    const part = await makePart(10);
    const placed = await order(customer, part.id, 4);
    await expireNow();
    await order(thief, part.id, 8);
    const res = await startPayment(t, customer, placed._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.hold.partsGone);
    expect(await statusOf(customer, placed._id)).toBe('expired');
    expect(await stockOf(part.id)).toBe(2);
  });
});

describe('an expired order is priced again when it is paid', () => {
  const orderOf = async (who: TestAccount, id: string) => (await call('GET', `/api/order/${id}`, who)).json() as { payment: string; price: number };
  const amountCharged = async (clientSecret: string) =>
    (await t.db.select().from(devPaymentIntents).where(eq(devPaymentIntents.clientSecret, clientSecret)))[0]!.amountCents;

  /** An order of `quantity` units at $10 each, expired, and then the admin changes its part. */
  async function expiredThenPartChanged(quantity: number, change: object) {
    const customer = await createAccount(t);
    const part = await makePart(10);
    const placed = await order(customer, part.id, quantity);
    await expireNow();
    expect((await call('PATCH', `/api/part/${part.id}`, admin, change)).statusCode).toBe(200);
    return { customer, part, placed };
  }

  it("takes the parts at today's price: the card is charged, the order shows and the sales count what was charged", async () => {
    const { customer, part, placed } = await expiredThenPartChanged(4, { price: 100 });

    // The page still shows the old total: the order is held again at the new one, and the page is told.
    const stale = await startPayment(t, customer, placed._id, { price: 40 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'order_repriced', message: messages.hold.repriced(formatPrice(400)) });
    expect(await orderOf(customer, placed._id)).toMatchObject({ payment: 'unpaid', price: 400 });
    expect(await stockOf(part.id)).toBe(6);

    const intent = await startPayment(t, customer, placed._id, { price: 400 });
    expect(intent.statusCode).toBe(200);
    expect(await amountCharged(intent.json().clientSecret)).toBe(40_000);
    expect((await confirmCard(customer, intent.json().clientSecret)).statusCode).toBe(200);
    const pending = await call('PATCH', `/api/order/${placed._id}`, customer, { payment: 'pending' });
    expect(pending.json()).toMatchObject({ payment: 'pending', price: 400 });
    const sales = await t.db.select().from(salesPartDays).where(eq(salesPartDays.partId, part.id));
    expect(sales.map((s) => [s.revenueCents, s.quantity])).toEqual([[40_000, 4]]);
  });

  it('an API client that sends no price gets an intent for the new total', async () => {
    const { customer, placed } = await expiredThenPartChanged(2, { price: 2.5 });
    const intent = await startPayment(t, customer, placed._id);
    expect(intent.statusCode).toBe(200);
    // The parts at today's price, and shipping (9.99 below 150; no tax in the US).
    expect(await amountCharged(intent.json().clientSecret)).toBe(1_499);
    expect(await orderOf(customer, placed._id)).toMatchObject({ payment: 'unpaid', price: 5, shipping: 9.99, total: 14.99 });
  });

  it("refuses when the part's minimum is now above the order's quantity, and changes nothing", async () => {
    const { customer, part, placed } = await expiredThenPartChanged(4, { min: 5 });
    const res = await startPayment(t, customer, placed._id, { price: 40 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'minimum_raised', message: messages.hold.minimumRaised(5) });
    expect(await orderOf(customer, placed._id)).toMatchObject({ payment: 'expired', price: 40 });
    expect(await stockOf(part.id)).toBe(10);
  });
});

describe('at most 5 unpaid orders per customer', () => {
  it('refuses a sixth with a clear message and takes nothing; paying, deleting or expiring makes room', async () => {
    const customer = await createAccount(t);
    const part = await makePart(100);
    const placed = [];
    for (let i = 0; i < 5; i++) placed.push(await order(customer, part.id, 1));
    const sixth = await call('POST', '/api/order', customer, { orderId: part.id, quantity: 1 });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe(messages.hold.tooManyUnpaid(5));
    expect(await stockOf(part.id)).toBe(95);
    // Another customer is not held back.
    await order(await createAccount(t), part.id, 1);

    await call('DELETE', `/api/order/${placed[0]!._id}`, customer);
    await charge(customer, placed[1]!._id);
    await call('PATCH', `/api/order/${placed[1]!._id}`, customer, { payment: 'pending' });
    await order(customer, part.id, 1);
    await order(customer, part.id, 1);
    expect((await call('POST', '/api/order', customer, { orderId: part.id, quantity: 1 })).statusCode).toBe(409);

    await expireNow();
    await order(customer, part.id, 1);
    // Renewing expired orders counts too: room for four more, not five.
    const renewals = [];
    for (const o of placed.slice(2)) renewals.push((await startPayment(t, customer, o._id)).statusCode);
    expect(renewals).toEqual([200, 200, 200]);
    const unpaid = (await ordersOfPart(t, part.id)).filter((o) => o.email === customer.email && o.payment === 'unpaid');
    expect(unpaid).toHaveLength(4);
  });

  it('answers a retried fifth order with that order, not with the cap', async () => {
    const customer = await createAccount(t);
    const part = await makePart(20);
    for (let i = 0; i < 4; i++) await order(customer, part.id, 1);
    const send = (key: string) =>
      t.app.inject({ method: 'POST', url: '/api/order', headers: { ...customer.headers, 'idempotency-key': key }, payload: { orderId: part.id, quantity: 2 } });
    const key = `fifth-order-${Date.now()}`;
    const first = await send(key);
    expect(first.statusCode).toBe(201);
    const retried = await send(key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json()._id).toBe(first.json()._id);
    expect((await send(`sixth-order-${Date.now()}`)).statusCode).toBe(409);
    expect(await stockOf(part.id)).toBe(14);
  });

  it('holds to the cap when one customer sends many orders at once', async () => {
    const customer = await createAccount(t);
    const part = await makePart(100);
    const answers = await Promise.all(Array.from({ length: 12 }, () => call('POST', '/api/order', customer, { orderId: part.id, quantity: 2 })));
    expect(answers.filter((r) => r.statusCode !== 201 && r.statusCode !== 409).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    // One account's orders are placed one at a time (decision 070): exactly the cap is accepted.
    const accepted = answers.filter((r) => r.statusCode === 201).length;
    expect(accepted).toBe(5);
    const unpaid = (await ordersOfPart(t, part.id)).filter((o) => o.payment === 'unpaid');
    expect(unpaid).toHaveLength(accepted);
    expect(await stockOf(part.id)).toBe(100 - 2 * accepted);
  });
});

describe('a charged order is never deleted', () => {
  it('moves it to pending instead and keeps its parts taken', async () => {
    const customer = await createAccount(t);
    const part = await makePart(10);
    const placed = await order(customer, part.id, 3);
    expect((await charge(customer, placed._id)).statusCode).toBe(200);
    const res = await call('DELETE', `/api/order/${placed._id}`, customer);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.hold.alreadyCharged);
    expect(await statusOf(customer, placed._id)).toBe('pending');
    expect(await stockOf(part.id)).toBe(7);
  });

  it('deletes an order whose card form was opened but not paid, and its intent can take no money afterwards', async () => {
    const customer = await createAccount(t);
    const part = await makePart(10);
    const placed = await order(customer, part.id, 3);
    const intent = (await startPayment(t, customer, placed._id)).json();
    expect((await call('DELETE', `/api/order/${placed._id}`, customer)).statusCode).toBe(200);
    expect(await stockOf(part.id)).toBe(10);
    expect((await confirmCard(customer, intent.clientSecret)).statusCode).toBe(409);
  });
});
