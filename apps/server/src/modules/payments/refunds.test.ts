/**
 * Refunds (issue 27): an admin gives back some lines, an amount or everything left of a card
 * payment, never more than was paid (two at once included), once per Idempotency-Key; the
 * provider's answer, its job's later one or its webhook settles each refund once, a refusal
 * gives the counts back, and the sales overview is net of refunds. First with the development
 * test-mode processor, then with Stripe's SDK against a local fake of its API.
 */
import { fromCents, formatPrice, messages, priceOrder, toCents, type Order, type Refund } from '@coreparts/shared';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderEvents, orderLines, orders, refunds, salesDays, salesPartDays, users } from '@/db/schema.ts';
import type { SessionUser } from '@/modules/auth/session.ts';
import { rebuildSalesRollups } from '@/modules/sales/rollups.ts';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { startFakeStripe } from '@/test/fake-stripe.ts';
import { firstShippingMethod, makePart, payOrder, placeOrder, startPayment, stockOf, TEST_ADDRESS } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';
import { createRefundsService } from './refunds.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Past the refund job's first look (a minute after the refund). */
const PAST_JOB_DELAY_MS = 61_000;

let keys = 0;
const newKey = () => `refund-key-${++keys}-${Date.now()}`;

const refundOf = (t: TestApp, orderId: string, body: object, key: string | null, who: TestAccount) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/order/${orderId}/refunds`,
    headers: { ...who.headers, ...(key !== null && { 'idempotency-key': key }) },
    payload: body,
  });

/** What a refund may change: the order's and its lines' counts, its refunds and its timeline. */
async function stateOf(t: TestApp, orderId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
  const given = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  return {
    refundedCents: order!.refundedCents,
    refundedUnits: lines.map((line) => line.refundedQuantity),
    refunds: given.map((r) => `${r.amountCents}:${r.status}`).sort(),
    events: events.map((e) => e.kind),
  };
}

describe('refunds with the test-mode processor', () => {
  let t: TestApp;
  let customer: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ MAX_UNPAID_ORDERS: '1000', MAX_ORDERS_PER_10_MINUTES: '1000' });
    [customer, other, admin] = [await createAccount(t), await createAccount(t), await createAccount(t, 'admin')];
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object) => callAs(t, method, url, who, payload);
  const refund = (orderId: string, body: object, key: string | null = newKey(), who = admin) => refundOf(t, orderId, body, key, who);
  const orderOf = async (id: string) => (await call('GET', `/api/order/${id}`, customer)).json() as Order;
  const refundsOf = async (id: string, who = customer) => (await call('GET', `/api/order/${id}/refunds`, who)).json() as Refund[];
  const timelineOf = async (id: string) =>
    (await call('GET', `/api/order/${id}/timeline`, admin)).json().events as { kind: string; amount: number | null; detail: string | null }[];
  const refundMails = async (who = customer) => {
    await t.runJobs();
    return t.mailer.sent.filter((m) => m.to === who.email && m.subject.includes('refund'));
  };
  /** The 30 days' revenue of the sales overview, in cents. */
  const revenue = async () => (await call('GET', '/api/admin/overview', admin)).json().last30Days.revenueCents as number;
  const partSales = async (partId: string) => {
    const [sum] = await t.db
      .select({ revenueCents: sql<number>`coalesce(sum(${salesPartDays.revenueCents}), 0)::int`, quantity: sql<number>`coalesce(sum(${salesPartDays.quantity}), 0)::int` })
      .from(salesPartDays)
      .where(eq(salesPartDays.partId, partId));
    return sum!;
  };

  /** A paid order of new parts, one line each, through the cart's checkout (US: no tax). */
  async function paidOrder(lines: { priceCents: number; quantity: number }[], who = customer) {
    const parts = [];
    for (const line of lines) {
      const part = await makePart(t, { stock: 20, priceCents: line.priceCents });
      const put = await call('PUT', `/api/cart/lines/${part.id}`, who, { quantity: line.quantity });
      expect(put.statusCode, put.body).toBe(200);
      parts.push(part);
    }
    const method = await firstShippingMethod(t, who);
    const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const { totalCents } = priceOrder(subtotalCents, { priceCents: toCents(method.price), freeAboveCents: method.freeAbove === null ? null : toCents(method.freeAbove) }, 0);
    // The lines go in the cart and with the checkout (whichever the checkout reads).
    const wanted = parts.map((part, i) => ({ partId: part.id, quantity: lines[i]!.quantity }));
    const placed = await call('POST', '/api/checkout', who, { lines: wanted, shippingAddress: TEST_ADDRESS, shippingMethodId: method.id, expectedTotal: fromCents(totalCents) });
    expect(placed.statusCode, placed.body).toBe(201);
    await payOrder(t, who, placed.json()._id);
    const order = (await call('GET', `/api/order/${placed.json()._id}`, who)).json() as Order;
    expect(order).toMatchObject({ payment: 'pending', total: fromCents(totalCents), refunded: 0 });
    return { order, parts };
  }

  describe('an admin refunds', () => {
    it('some lines: their units at the price paid; a line never more than its units', async () => {
      const { order, parts } = await paidOrder([
        { priceCents: 4_000, quantity: 3 },
        { priceCents: 2_500, quantity: 1 },
      ]);
      const [first, second] = order.lines as [Order['lines'][number], Order['lines'][number]];
      const res = await refund(order._id, { lines: [{ lineId: first.id, quantity: 2 }], reason: 'Two arrived broken' });
      expect(res.statusCode, res.body).toBe(201);
      const { refund: given, order: after } = res.json() as { refund: Refund; order: Order };
      expect(given).toMatchObject({ amount: 80, reason: 'Two arrived broken', status: 'succeeded' });
      expect(after.refunded).toBe(80);
      expect(after.lines.map((line) => line.refundedQuantity)).toEqual([2, 0]);
      // Stock stays as it is: a refund of lines is money, not a return to the shelf.
      expect(await stockOf(t, parts[0]!.id)).toBe(17);

      const events = await timelineOf(order._id);
      expect(events.slice(-2)).toMatchObject([
        { kind: 'refund_started', amount: 80, detail: 'Two arrived broken' },
        { kind: 'refunded', amount: 80 },
      ]);
      const mails = await refundMails();
      expect(mails.at(-1)!.text).toContain('$80.00');
      expect(mails.at(-1)!.text).toContain('Two arrived broken');
      expect(mails.at(-1)!.subject).toContain(`(${order.number})`);
      expect(mails.at(-1)!.text).toContain(`We refunded $80.00 to your card for order ${order.number}.`);
      expect(mails.at(-1)!.text).toContain(`Order ${order.number}: Payment received — preparing · $80.00 refunded`);

      const tooMany = await refund(order._id, { lines: [{ lineId: first.id, quantity: 2 }], reason: 'Again' });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().error).toEqual({ code: 'line_refund_too_much', message: messages.refund.lineTooMuch(first.name, 1) });
      // A line named twice counts both quantities.
      const twice = await refund(order._id, { lines: [{ lineId: first.id, quantity: 1 }, { lineId: first.id, quantity: 1 }], reason: 'Again' });
      expect(twice.statusCode).toBe(409);

      const rest = await refund(order._id, { lines: [{ lineId: first.id, quantity: 1 }, { lineId: second.id, quantity: 1 }], reason: 'All of it' });
      expect(rest.statusCode, rest.body).toBe(201);
      expect(rest.json().refund.amount).toBe(65);
      expect(rest.json().order.lines.map((line: { refundedQuantity: number }) => line.refundedQuantity)).toEqual([3, 1]);
      expect((await refundsOf(order._id)).map((r) => r.amount)).toEqual([65, 80]);
    });

    it('an amount, then everything left, and nothing more', async () => {
      const { order } = await paidOrder([{ priceCents: 12_000, quantity: 1 }]);
      expect(order.total).toBe(129.99);
      const part = await refund(order._id, { amount: 10.5, reason: 'Late delivery' });
      expect(part.statusCode, part.body).toBe(201);
      expect(part.json().order).toMatchObject({ refunded: 10.5 });
      expect(part.json().order.lines[0].refundedQuantity).toBe(0);

      const tooMuch = await refund(order._id, { amount: 119.5, reason: 'Too much' });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().error).toEqual({ code: 'refund_too_much', message: messages.refund.tooMuch(formatPrice(119.49)) });

      const rest = await refund(order._id, { reason: 'Everything else' });
      expect(rest.statusCode, rest.body).toBe(201);
      expect(rest.json().refund).toMatchObject({ amount: 119.49, status: 'succeeded' });
      expect(rest.json().order).toMatchObject({ refunded: 129.99 });
      expect(rest.json().order.lines[0].refundedQuantity).toBe(1);

      for (const body of [{ reason: 'More' }, { amount: 0.01, reason: 'More' }]) {
        const more = await refund(order._id, body);
        expect(more.statusCode).toBe(409);
        expect(more.json().error).toEqual({ code: 'refund_too_much', message: messages.refund.tooMuch('$0.00') });
      }
      const listed = await refundsOf(order._id);
      expect(listed.map((r) => [r.amount, r.status])).toEqual([
        [119.49, 'succeeded'],
        [10.5, 'succeeded'],
      ]);
      expect(Date.parse(listed[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(listed[1]!.createdAt));
      expect((await orderOf(order._id)).refunded).toBe(129.99);
    });

    it('once per Idempotency-Key: a retry answers the same refund and changes nothing', async () => {
      const { order } = await paidOrder([{ priceCents: 5_000, quantity: 2 }]);
      const asked = vi.spyOn(t.app.paymentProvider, 'createRefund');
      const key = newKey();
      const first = await refund(order._id, { amount: 20, reason: 'Goodwill' }, key);
      expect(first.statusCode, first.body).toBe(201);
      const before = await stateOf(t, order._id);
      const again = await refund(order._id, { amount: 20, reason: 'Goodwill' }, key);
      expect(again.statusCode).toBe(201);
      expect(again.json().refund).toEqual(first.json().refund);
      expect(await stateOf(t, order._id)).toEqual(before);
      expect(asked).toHaveBeenCalledTimes(1);
      expect(asked.mock.calls[0]![0]).toMatchObject({ amountCents: 2_000, idempotencyKey: `refund-${first.json().refund.id}`, refundId: first.json().refund.id });

      // The same key for something else is refused.
      const other = await refund(order._id, { amount: 30, reason: 'Goodwill' }, key);
      expect(other.statusCode).toBe(422);
      expect(other.json().error.code).toBe('idempotency_key_reused');

      // Sent twice at once, one refund.
      const racingKey = newKey();
      const racing = await Promise.all([1, 2].map(() => refund(order._id, { amount: 5, reason: 'Twice' }, racingKey)));
      expect(racing.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(racing[0]!.json().refund.id).toBe(racing[1]!.json().refund.id);
      expect((await orderOf(order._id)).refunded).toBe(25);
      // A key is the order's own: another order may use it.
      const { order: second } = await paidOrder([{ priceCents: 1_000, quantity: 1 }]);
      expect((await refund(second._id, { amount: 5, reason: 'Other order' }, key)).statusCode).toBe(201);
    });

    it('never more than was paid, however many refunds race', async () => {
      const { order } = await paidOrder([{ priceCents: 10_000, quantity: 1 }]);
      const totalCents = toCents(order.total);
      const third = fromCents(Math.floor(totalCents * 0.4));
      const answers = await Promise.all([
        ...[1, 2, 3, 4].map(() => refund(order._id, { amount: third, reason: 'Race' })),
        refund(order._id, { reason: 'Race, everything' }),
        refund(order._id, { reason: 'Race, everything' }),
      ]);
      for (const a of answers) expect([201, 409], a.body).toContain(a.statusCode);
      const granted = answers.filter((a) => a.statusCode === 201).map((a) => toCents(a.json().refund.amount));
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row!.refundedCents).toBe(granted.reduce((sum, cents) => sum + cents, 0));
      expect(row!.refundedCents).toBeLessThanOrEqual(totalCents);
      expect(granted.length).toBeGreaterThanOrEqual(1);
    });

    it('cancel after a partial refund refunds what is left, returns every unit', async () => {
      const { order, parts } = await paidOrder([
        { priceCents: 3_000, quantity: 2 },
        { priceCents: 1_000, quantity: 4 },
      ]);
      await refund(order._id, { lines: [{ lineId: order.lines[1]!.id, quantity: 1 }], reason: 'One was missing' });
      const res = await call('POST', `/api/order/${order._id}/cancel`, customer);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ fulfilment: 'canceled', refunded: order.total });
      expect(res.json().lines.map((line: { refundedQuantity: number }) => line.refundedQuantity)).toEqual([2, 4]);
      expect([await stockOf(t, parts[0]!.id), await stockOf(t, parts[1]!.id)]).toEqual([20, 20]);
      const listed = await refundsOf(order._id);
      expect(listed.map((r) => [r.amount, r.reason, r.status])).toEqual([
        [order.total - 10, messages.refund.canceledByCustomer, 'succeeded'],
        [10, 'One was missing', 'succeeded'],
      ]);
    });
  });

  describe('the provider', () => {
    it('refusing a refund gives its amount and units back to the order and the sales', async () => {
      const { order, parts } = await paidOrder([{ priceCents: 2_000, quantity: 3 }]);
      const revenueBefore = await revenue();
      const salesBefore = await partSales(parts[0]!.id);
      const mailsBefore = (await refundMails()).length;
      vi.spyOn(t.app.paymentProvider, 'createRefund').mockResolvedValueOnce({ id: null, status: 'failed' });
      const res = await refund(order._id, { lines: [{ lineId: order.lines[0]!.id, quantity: 2 }], reason: 'Refused' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().refund).toMatchObject({ amount: 40, status: 'failed' });
      expect(res.json().order).toMatchObject({ refunded: 0 });
      expect(res.json().order.lines[0].refundedQuantity).toBe(0);
      expect(await revenue()).toBe(revenueBefore);
      expect(await partSales(parts[0]!.id)).toEqual(salesBefore);
      expect((await timelineOf(order._id)).slice(-2).map((e) => e.kind)).toEqual(['refund_started', 'refund_failed']);
      expect(await refundMails()).toHaveLength(mailsBefore);
      // Its job finds it settled and asks no more.
      const asked = vi.spyOn(t.app.paymentProvider, 'createRefund');
      asked.mockClear();
      t.advanceClock(PAST_JOB_DELAY_MS);
      await t.runJobs();
      expect(asked).not.toHaveBeenCalled();
      // The whole amount can be refunded again.
      const again = await refund(order._id, { reason: 'Again' });
      expect(again.json().refund).toMatchObject({ amount: order.total, status: 'succeeded' });
    });

    it('down: the refund stays pending, the order counts it, and the job asks again until it answers', async () => {
      const { order } = await paidOrder([{ priceCents: 6_000, quantity: 1 }]);
      const mailsBefore = (await refundMails()).length;
      const asked = vi
        .spyOn(t.app.paymentProvider, 'createRefund')
        .mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.1:443'))
        .mockRejectedValueOnce(new Error('Request timed out'));
      const res = await refund(order._id, { amount: 25, reason: 'Scratched' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().refund).toMatchObject({ amount: 25, status: 'pending' });
      expect(res.json().order.refunded).toBe(25);
      // Meanwhile the order is consistent: the pending refund counts against what is left.
      const rest = await refund(order._id, { amount: order.total - 24.99, reason: 'Too much' });
      expect(rest.json().error.code).toBe('refund_too_much');

      await t.runJobs();
      expect(asked).toHaveBeenCalledTimes(1);
      t.advanceClock(PAST_JOB_DELAY_MS);
      await t.runJobs();
      expect(asked).toHaveBeenCalledTimes(2);
      expect((await refundsOf(order._id))[0]!.status).toBe('pending');
      // The queue's next try, a few seconds on.
      t.advanceClock(5_000);
      await t.runJobs();
      expect(asked).toHaveBeenCalledTimes(3);
      const keysAsked = new Set(asked.mock.calls.map(([input]) => input.idempotencyKey));
      expect(keysAsked).toEqual(new Set([`refund-${res.json().refund.id}`]));
      expect((await refundsOf(order._id))[0]!.status).toBe('succeeded');
      expect((await orderOf(order._id)).refunded).toBe(25);
      expect((await timelineOf(order._id)).slice(-2).map((e) => e.kind)).toEqual(['refund_started', 'refunded']);
      expect(await refundMails()).toHaveLength(mailsBefore + 1);
      t.advanceClock(PAST_JOB_DELAY_MS);
      await t.runJobs();
      expect(asked).toHaveBeenCalledTimes(3);
    });

    it('not answering: the call is given up after the timeout and the job settles the refund', async () => {
      const { order } = await paidOrder([{ priceCents: 3_000, quantity: 1 }]);
      const [row] = await t.db.select().from(users).where(eq(users.email, admin.email));
      const adminUser: SessionUser = { ...row!, image: null, role: 'admin', sessionId: 'test' };
      // A process whose provider never answers (its SDK's own timeout aside).
      const silent = createRefundsService({
        db: t.db,
        config: t.app.config,
        provider: { ...t.app.paymentProvider, createRefund: () => new Promise(() => {}) },
        orders: t.app.orders,
        credit: t.app.credit,
        mailer: t.app.mailer,
        jobs: t.app.jobs,
        log: t.app.log,
        onStockChange: async () => {},
        providerTimeoutMs: 200,
        now: t.app.ordersClock,
      });
      const started = Date.now();
      const answer = await silent.refund(adminUser, order._id, { amount: 12, reason: 'Silent' }, newKey());
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(answer.refund).toMatchObject({ amount: 12, status: 'pending' });
      expect(answer.order.refunded).toBe(12);
      t.advanceClock(PAST_JOB_DELAY_MS);
      await t.runJobs();
      expect((await refundsOf(order._id))[0]).toMatchObject({ amount: 12, status: 'succeeded' });
    });

    it('a webhook settles a pending refund once; the same news again, or later news, changes nothing', async () => {
      const { order } = await paidOrder([{ priceCents: 4_500, quantity: 2 }]);
      vi.spyOn(t.app.paymentProvider, 'createRefund').mockResolvedValueOnce({ id: 're_waiting_1', status: 'pending' });
      const res = await refund(order._id, { lines: [{ lineId: order.lines[0]!.id, quantity: 1 }], reason: 'Waiting' });
      expect(res.json().refund.status).toBe('pending');
      const refundId = res.json().refund.id as string;
      const mailsBefore = (await refundMails()).length;
      // The job sees the provider has it, and leaves it to the webhook.
      const asked = vi.spyOn(t.app.paymentProvider, 'createRefund');
      asked.mockClear();
      t.advanceClock(PAST_JOB_DELAY_MS);
      await t.runJobs();
      expect(asked).not.toHaveBeenCalled();

      const event = (id: string, status: 'succeeded' | 'failed') => ({
        id,
        type: 'refund.updated',
        intent: null,
        refund: { id: 're_waiting_1', status, refundId, amountCents: 4_500 },
      });
      expect(await t.app.payments.handleEvent(event('evt_refund_1', 'succeeded'))).toEqual({ received: true, duplicate: false });
      const settled = await stateOf(t, order._id);
      expect(settled.refunds).toEqual(['4500:succeeded']);
      expect(await t.app.payments.handleEvent(event('evt_refund_1', 'succeeded'))).toEqual({ received: true, duplicate: true });
      // Another event with the same news, and a late contrary one, change nothing.
      await t.app.payments.handleEvent({ ...event('evt_refund_2', 'succeeded'), type: 'charge.refund.updated' });
      await t.app.payments.handleEvent(event('evt_refund_3', 'failed'));
      expect(await stateOf(t, order._id)).toEqual(settled);
      expect(await refundMails()).toHaveLength(mailsBefore + 1);
      // News of a refund the shop does not know is taken and ignored.
      const unknown = { ...event('evt_refund_4', 'succeeded'), refund: { id: 're_unknown', status: 'succeeded' as const, refundId: 'not-a-uuid', amountCents: 1 } };
      expect(await t.app.payments.handleEvent(unknown)).toEqual({ received: true, duplicate: false });
    });
  });

  it('the sales overview is net of refunds, as a rebuild from the orders finds it', async () => {
    const revenueBefore = await revenue();
    const { order, parts } = await paidOrder([
      { priceCents: 7_000, quantity: 2 },
      { priceCents: 1_500, quantity: 2 },
    ]);
    const totalCents = toCents(order.total);
    expect(await revenue()).toBe(revenueBefore + totalCents);
    await refund(order._id, { lines: [{ lineId: order.lines[0]!.id, quantity: 1 }], reason: 'Lines' });
    await refund(order._id, { amount: 5, reason: 'Amount' });
    expect(await revenue()).toBe(revenueBefore + totalCents - 7_000 - 500);
    expect(await partSales(parts[0]!.id)).toEqual({ revenueCents: 7_000, quantity: 1 });
    expect(await partSales(parts[1]!.id)).toEqual({ revenueCents: 3_000, quantity: 2 });
    const overview = (await call('GET', '/api/admin/overview', admin)).json();
    expect(overview.topParts.find((p: { partId: string }) => p.partId === parts[0]!.id)).toMatchObject({ revenueCents: 7_000, quantity: 1 });

    // Made again from the orders and refunds, the sums are the same.
    const sums = async () => ({
      days: (await t.db.select().from(salesDays).orderBy(salesDays.day)).map((d) => [d.day, d.revenueCents, d.paidOrders]),
      parts: (await t.db.select().from(salesPartDays).orderBy(salesPartDays.day, salesPartDays.partId)).map((p) => [p.day, p.partId, p.revenueCents, p.quantity]),
    });
    const kept = await sums();
    await rebuildSalesRollups(t.db, t.app.config.shopTimeZone);
    expect(await sums()).toEqual(kept);
  });

  it('answers bad input in the standard format and changes nothing', async () => {
    const { order } = await paidOrder([{ priceCents: 2_000, quantity: 2 }]);
    const lineId = order.lines[0]!.id;
    const before = await stateOf(t, order._id);
    const bad: [number, string, Awaited<ReturnType<typeof refund>>][] = [
      [400, 'no key', await refund(order._id, { amount: 1, reason: 'x' }, null)],
      [400, 'short key', await refund(order._id, { amount: 1, reason: 'x' }, 'short')],
      [400, 'lines and amount', await refund(order._id, { lines: [{ lineId, quantity: 1 }], amount: 1, reason: 'x' })],
      [400, 'negative quantity', await refund(order._id, { lines: [{ lineId, quantity: -1 }], reason: 'x' })],
      [400, 'zero quantity', await refund(order._id, { lines: [{ lineId, quantity: 0 }], reason: 'x' })],
      [400, 'half a unit', await refund(order._id, { lines: [{ lineId, quantity: 1.5 }], reason: 'x' })],
      [400, 'no lines', await refund(order._id, { lines: [], reason: 'x' })],
      [400, 'zero amount', await refund(order._id, { amount: 0, reason: 'x' })],
      [400, 'negative amount', await refund(order._id, { amount: -5, reason: 'x' })],
      [400, 'a tenth of a cent', await refund(order._id, { amount: 1.001, reason: 'x' })],
      [400, 'amount as text', await refund(order._id, { amount: '5', reason: 'x' })],
      [400, 'no reason', await refund(order._id, { amount: 1 })],
      [400, 'blank reason', await refund(order._id, { amount: 1, reason: '   ' })],
      [400, 'line not an id', await refund(order._id, { lines: [{ lineId: 'x', quantity: 1 }], reason: 'x' })],
      [400, 'line of no order', await refund(order._id, { lines: [{ lineId: crypto.randomUUID(), quantity: 1 }], reason: 'x' })],
      [400, 'order not an id', await refund('not-an-id', { amount: 1, reason: 'x' })],
      [404, 'unknown order', await refund(crypto.randomUUID(), { amount: 1, reason: 'x' })],
      [409, 'more than paid', await refund(order._id, { amount: 1_000, reason: 'x' })],
      [409, 'more units than bought', await refund(order._id, { lines: [{ lineId, quantity: 3 }], reason: 'x' })],
      [403, 'a customer', await refund(order._id, { amount: 1, reason: 'x' }, newKey(), customer)],
    ];
    for (const [status, what, res] of bad) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(Object.keys(res.json().error).sort(), what).toEqual(['code', 'message']);
    }
    expect(bad.find(([, what]) => what === 'line of no order')![2].json().error).toEqual({ code: 'unknown_line', message: messages.refund.unknownLine });
    expect(bad.find(([, what]) => what === 'no key')![2].json().error.message).toContain('idempotency-key');
    // A line of another order is no line of this one.
    const { order: another } = await paidOrder([{ priceCents: 1_000, quantity: 1 }]);
    expect((await refund(order._id, { lines: [{ lineId: another.lines[0]!.id, quantity: 1 }], reason: 'x' })).json().error.code).toBe('unknown_line');
    expect(await stateOf(t, order._id)).toEqual(before);
  });

  it('refuses an order without a card payment', async () => {
    const part = await makePart(t, { stock: 5 });
    const unpaid = await placeOrder(t, customer, part.id, 1);
    await startPayment(t, customer, unpaid._id);
    const res = await refund(unpaid._id, { reason: 'Nothing to give back' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'nothing_paid', message: messages.refund.nothingPaid });
    expect((await stateOf(t, unpaid._id)).refunds).toEqual([]);
  });

  it('the test-mode processor refunds as Stripe’s test mode does: a succeeded intent, at most what is left, once per key', async () => {
    const { order } = await paidOrder([{ priceCents: 1_000, quantity: 1 }]);
    expect(order.total).toBe(19.99);
    const intentOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.paymentIntentId!;
    const ask = (paymentIntentId: string, amountCents: number, idempotencyKey: string) =>
      t.app.paymentProvider.createRefund({ paymentIntentId, amountCents, idempotencyKey, refundId: crypto.randomUUID() });
    const paid = await intentOf(order._id);
    const first = await ask(paid, 1_000, `${paid}-1`);
    expect(first).toEqual({ id: expect.stringMatching(/^re_test_/), status: 'succeeded' });
    expect(await ask(paid, 1_000, `${paid}-1`)).toEqual(first);
    expect(await ask(paid, 1_000, `${paid}-2`)).toEqual({ id: null, status: 'failed' });
    expect(await ask(paid, 999, `${paid}-3`)).toMatchObject({ status: 'succeeded' });
    expect(await ask(paid, 1, `${paid}-4`)).toEqual({ id: null, status: 'failed' });

    const part = await makePart(t, { stock: 5 });
    const unpaid = await placeOrder(t, customer, part.id, 1);
    expect((await startPayment(t, customer, unpaid._id)).statusCode).toBe(200);
    expect(await ask(await intentOf(unpaid._id), 100, `${unpaid._id}-1`)).toEqual({ id: null, status: 'failed' });
    expect(await ask('pi_test_missing', 100, 'missing-1')).toEqual({ id: null, status: 'failed' });
  });

  it("lists an order's refunds for its owner and admins only", async () => {
    const { order } = await paidOrder([{ priceCents: 1_000, quantity: 1 }]);
    await refund(order._id, { amount: 1, reason: 'Listed' });
    expect((await refundsOf(order._id, customer)).map((r) => r.reason)).toEqual(['Listed']);
    expect((await refundsOf(order._id, admin)).map((r) => r.reason)).toEqual(['Listed']);
    expect((await call('GET', `/api/order/${order._id}/refunds`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/order/${crypto.randomUUID()}/refunds`, customer)).statusCode).toBe(404);
    expect((await call('GET', `/api/order/${order._id}/refunds`)).statusCode).toBe(401);
    const { order: none } = await paidOrder([{ priceCents: 1_000, quantity: 1 }]);
    expect(await refundsOf(none._id)).toEqual([]);
  });
});

describe('refunds through Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_test_coreparts_refunds';
  const stripe = new Stripe('sk_test_unused');
  let stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
  let t: TestApp;
  let customer: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    stripeApi = await startFakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_coreparts',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_coreparts',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripeApi.url,
    });
    [customer, admin] = [await createAccount(t), await createAccount(t, 'admin')];
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.close();
  });
  afterEach(() => {
    stripeApi.controls.refundStatus = 'succeeded';
    stripeApi.controls.refundOutages = 0;
  });

  const refund = (orderId: string, body: object, key: string | null = newKey()) => refundOf(t, orderId, body, key, admin);
  const statusOf = async (refundId: string) => (await t.db.select().from(refunds).where(eq(refunds.id, refundId)))[0]!;

  /** An order paid by card at (fake) Stripe. */
  async function paidOrder(priceCents = 10_000) {
    const part = await makePart(t, { stock: 10, priceCents });
    const placed = await placeOrder(t, customer, part.id, 1);
    const started = await startPayment(t, customer, placed._id);
    expect(started.statusCode, started.body).toBe(200);
    const intent = [...stripeApi.intents.values()].find((i) => i.metadata.orderId === placed._id)!;
    stripeApi.succeed(intent.id);
    const confirmed = await t.app.inject({ method: 'PATCH', url: `/api/order/${placed._id}`, headers: customer.headers, payload: { payment: 'pending' } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { order: confirmed.json() as Order, intent };
  }

  function sendWebhook(app: TestApp['app'], id: string, type: string, object: object) {
    const payload = JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object } });
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      payload,
    });
  }

  it('asks Stripe for the refund of the order’s intent, with the refund’s own idempotency key and id', async () => {
    const { order, intent } = await paidOrder();
    const res = await refund(order._id, { amount: 30, reason: 'Partial' });
    expect(res.statusCode, res.body).toBe(201);
    const given = res.json().refund as Refund;
    expect(given.status).toBe('succeeded');
    const asked = stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(asked.at(-1)).toMatchObject({ idempotencyKey: `refund-${given.id}` });
    expect(Object.fromEntries(asked.at(-1)!.body)).toMatchObject({ payment_intent: intent.id, amount: '3000', 'metadata[refundId]': given.id });
    const made = [...stripeApi.refunds.values()].filter((r) => r.payment_intent === intent.id);
    expect(made.map((r) => r.amount)).toEqual([3_000]);
    expect((await statusOf(given.id)).providerRefundId).toBe(made[0]!.id);
  });

  it('Stripe down: the job asks again with the same key, and one refund is made', async () => {
    const { order, intent } = await paidOrder();
    stripeApi.controls.refundOutages = 1;
    const res = await refund(order._id, { reason: 'All' });
    expect(res.json().refund).toMatchObject({ status: 'pending', amount: order.total });
    t.advanceClock(PAST_JOB_DELAY_MS);
    await t.runJobs();
    expect((await statusOf(res.json().refund.id)).status).toBe('succeeded');
    const asked = stripeApi.requests.filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === `refund-${res.json().refund.id}`);
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect([...stripeApi.refunds.values()].filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
  });

  it('a pending refund is settled by its signed webhook, once; failed news gives the counts back', async () => {
    stripeApi.controls.refundStatus = 'pending';
    const { order } = await paidOrder();
    const res = await refund(order._id, { amount: 40, reason: 'Pending at Stripe' });
    const refundId = res.json().refund.id as string;
    expect(res.json().refund.status).toBe('pending');
    const made = [...stripeApi.refunds.values()].find((r) => r.metadata.refundId === refundId)!;
    expect(made).toBeDefined();

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      payload: JSON.stringify({ id: 'evt_forged', type: 'refund.updated', data: { object: { ...made, status: 'succeeded' } } }),
    });
    expect(forged.statusCode).toBe(400);
    expect((await statusOf(refundId)).status).toBe('pending');

    const succeeded = stripeApi.settleRefund(made.id, 'succeeded');
    const first = await sendWebhook(t.app, `evt_re_${made.id}_1`, 'refund.updated', succeeded);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await statusOf(refundId)).status).toBe('succeeded');
    const before = await stateOf(t, order._id);
    expect((await sendWebhook(t.app, `evt_re_${made.id}_1`, 'refund.updated', succeeded)).json()).toEqual({ received: true, duplicate: true });
    await sendWebhook(t.app, `evt_re_${made.id}_2`, 'charge.refund.updated', succeeded);
    expect(await stateOf(t, order._id)).toEqual(before);

    // Another refund that Stripe reports failed (charge.refund.updated, found by Stripe's id).
    const second = await refund(order._id, { amount: 10, reason: 'Will fail' });
    const other = [...stripeApi.refunds.values()].find((r) => r.metadata.refundId === second.json().refund.id)!;
    await sendWebhook(t.app, `evt_re_${other.id}_1`, 'charge.refund.updated', { ...stripeApi.settleRefund(other.id, 'failed'), metadata: {} });
    expect((await statusOf(second.json().refund.id)).status).toBe('failed');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.refundedCents).toBe(4_000);
  });

  it('a refund whose webhook arrives at another server process is settled there (PostgreSQL)', async (ctx) => {
    if (!t.anotherProcess) return ctx.skip();
    const otherProcess = await t.anotherProcess();
    stripeApi.controls.refundStatus = 'pending';
    const { order } = await paidOrder();
    const res = await refund(order._id, { reason: 'Other process' });
    const refundId = res.json().refund.id as string;
    const made = [...stripeApi.refunds.values()].find((r) => r.metadata.refundId === refundId)!;
    const answer = await sendWebhook(otherProcess, `evt_re_${made.id}_b`, 'refund.updated', stripeApi.settleRefund(made.id, 'succeeded'));
    expect(answer.json()).toEqual({ received: true, duplicate: false });
    expect((await statusOf(refundId)).status).toBe('succeeded');
    // This process then sees it settled: its job asks Stripe no more, and the order shows it.
    const before = stripeApi.requests.length;
    t.advanceClock(PAST_JOB_DELAY_MS);
    await t.runJobs();
    expect(stripeApi.requests.slice(before).filter((r) => r.path === '/v1/refunds')).toHaveLength(0);
    const listed = (await t.app.inject({ url: `/api/order/${order._id}/refunds`, headers: customer.headers })).json() as Refund[];
    expect(listed[0]).toMatchObject({ id: refundId, status: 'succeeded', amount: order.total });
    expect((await sendWebhook(t.app, `evt_re_${made.id}_b`, 'refund.updated', made)).json()).toEqual({ received: true, duplicate: true });
  });
});
