/**
 * Returns (issue 44): asked by the owner of a delivered order within the window, approved or
 * rejected, received (resellable units back in stock, damaged ones not) and refunded as paid, to
 * the card or as store credit; states only forward; a race of receives counts once.
 */
import { messages, type Order, type ReturnView, type StoreCredit } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { checkoutAsShown, firstShippingMethod, makePart, payOrder, stockOf } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;
let methodId: string;

beforeAll(async () => {
  t = await createTestApp({ MAX_UNPAID_ORDERS: '1000' });
  admin = await createAccount(t, 'admin');
  methodId = (await firstShippingMethod(t, admin)).id;
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object) => callAs(t, method, url, who, payload);

/** An order of `units` of a $200.00 part (shipped free, no tax), paid, shipped and delivered. */
async function deliveredOrder(who: TestAccount, units = 2) {
  const part = await makePart(t, { stock: 10, priceCents: 20_000 });
  const placed = await checkoutAsShown(t, who, [{ partId: part.id, quantity: units }], methodId);
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as Order;
  await payOrder(t, who, order._id);
  expect((await call('POST', `/api/admin/order/${order._id}/ship`, admin, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })).statusCode).toBe(200);
  expect((await call('POST', `/api/admin/order/${order._id}/deliver`, admin)).statusCode).toBe(200);
  return { order, part };
}

const ask = (who: TestAccount, order: Order, quantity: number, reason = 'dead-on-arrival') =>
  call('POST', `/api/order/${order._id}/returns`, who, { lines: [{ lineId: order.lines[0]!.id, quantity, reason }], note: 'It does not power on.' });

describe('a customer asks', () => {
  it('for units of a delivered order, within the window, never more than bought and not yet returned', async () => {
    const who = await createAccount(t);
    const part = await makePart(t, { stock: 10, priceCents: 20_000 });
    // Not delivered yet: a 409.
    const pending = (await checkoutAsShown(t, who, [{ partId: part.id, quantity: 1 }], methodId)).json() as Order;
    const early = await ask(who, pending, 1);
    expect([early.statusCode, early.json().error.message]).toEqual([409, messages.returns.notDelivered]);

    const { order } = await deliveredOrder(who, 2);
    const made = await ask(who, order, 1);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ state: 'requested', note: 'It does not power on.', lines: [{ lineId: order.lines[0]!.id, quantity: 1, reason: 'dead-on-arrival' }] });
    const more = await ask(who, order, 2);
    expect([more.statusCode, more.json().error.message]).toEqual([400, messages.returns.tooMany(order.lines[0]!.name, 1)]);
    expect((await ask(await createAccount(t), order, 1)).statusCode).toBe(404);
    const listed = (await call('GET', `/api/order/${order._id}/returns`, who)).json() as ReturnView[];
    expect(listed.map((r) => r.state)).toEqual(['requested']);
    await t.runJobs();
    expect(t.mailer.sent.findLast((m) => m.to === who.email)?.subject).toContain('Your return for order');

    // Past the window (30 days by default): a 409 that says the window.
    t.advanceClock(31 * 24 * 60 * 60 * 1000);
    const late = await ask(who, order, 1);
    expect([late.statusCode, late.json().error.message]).toEqual([409, messages.returns.windowClosed(30)]);
    t.advanceClock(-31 * 24 * 60 * 60 * 1000);
  });
});

describe('an admin decides and receives', () => {
  it('a dead card received damaged and refunded to the card: stock unchanged, the units paid back', async () => {
    const who = await createAccount(t);
    const { order, part } = await deliveredOrder(who, 2);
    const stockBefore = await stockOf(t, part.id);
    const made = (await ask(who, order, 1)).json() as ReturnView;
    expect((await call('POST', `/api/admin/returns/${made._id}/receive`, admin, { lines: [{ lineId: order.lines[0]!.id, quantity: 1, condition: 'damaged' }], refundTo: 'card' })).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/returns/${made._id}/approve`, who)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/returns/${made._id}/approve`, admin)).json()).toMatchObject({ state: 'approved' });
    expect((await call('POST', `/api/admin/returns/${made._id}/approve`, admin)).statusCode).toBe(409);
    const mismatch = await call('POST', `/api/admin/returns/${made._id}/receive`, admin, { lines: [{ lineId: order.lines[0]!.id, quantity: 2, condition: 'damaged' }], refundTo: 'card' });
    expect([mismatch.statusCode, mismatch.json().error.message]).toEqual([400, messages.returns.receivedMismatch]);

    const body = { lines: [{ lineId: order.lines[0]!.id, quantity: 1, condition: 'damaged' }], refundTo: 'card' };
    // Two receives at once: one is counted.
    const both = await Promise.all([call('POST', `/api/admin/returns/${made._id}/receive`, admin, body), call('POST', `/api/admin/returns/${made._id}/receive`, admin, body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const done = both.find((r) => r.statusCode === 200)!.json() as ReturnView;
    expect(done).toMatchObject({ state: 'refunded', refundTo: 'card', refund: 200, lines: [{ damaged: 1, resellable: 0 }] });
    expect(await stockOf(t, part.id)).toBe(stockBefore);
    const after = (await call('GET', `/api/order/${order._id}`, who)).json() as Order;
    expect(after).toMatchObject({ refunded: 200, lines: [{ refundedQuantity: 1 }] });
    // The other unit may still be returned; not a third.
    expect((await ask(who, order, 2)).statusCode).toBe(400);
    expect((await ask(who, order, 1)).statusCode).toBe(201);
  });

  it('a dead part replaced: a new order of it at no charge, paid, taking stock; only dead parts are replaced', async () => {
    const who = await createAccount(t);
    const { order, part } = await deliveredOrder(who, 1);
    const wrong = (await ask(who, order, 1, 'wrong-item')).json() as ReturnView;
    await call('POST', `/api/admin/returns/${wrong._id}/approve`, admin);
    const refused = await call('POST', `/api/admin/returns/${wrong._id}/receive`, admin, { lines: [{ lineId: order.lines[0]!.id, quantity: 1, condition: 'damaged' }], refundTo: 'replacement' });
    expect([refused.statusCode, refused.json().error.message]).toEqual([400, messages.returns.replaceOnlyDeadOnArrival]);
    await call('POST', `/api/admin/returns/${wrong._id}/reject`, admin, { reason: 'Sent back by mistake.' });

    const dead = (await ask(who, order, 1)).json() as ReturnView;
    await call('POST', `/api/admin/returns/${dead._id}/approve`, admin);
    const stockBefore = await stockOf(t, part.id);
    const done = (await call('POST', `/api/admin/returns/${dead._id}/receive`, admin, { lines: [{ lineId: order.lines[0]!.id, quantity: 1, condition: 'damaged' }], refundTo: 'replacement' })).json() as ReturnView;
    expect(done).toMatchObject({ state: 'replaced', refundTo: 'replacement', refund: null });
    expect(await stockOf(t, part.id)).toBe(stockBefore - 1);
    const replacement = (await call('GET', `/api/order/${done.replacementOrderId}`, who)).json() as Order;
    expect(replacement).toMatchObject({ total: 0, discount: 200, payment: 'pending', fulfilment: 'unfulfilled', lines: [{ partId: part.id, quantity: 1 }] });
    expect(replacement.discounts[0]!.name).toBe(`Replacement for ${order.number}`);
    expect((await call('GET', `/api/order/${order._id}`, who)).json()).toMatchObject({ refunded: 0 });
  });

  it('a unit no longer needed received resellable and refunded as store credit, less the restocking fee; a rejected return', async () => {
    expect((await call('PUT', '/api/admin/settings/returns', admin, { windowDays: 14, restockingFeePercent: 15 })).statusCode).toBe(200);
    const who = await createAccount(t);
    const { order, part } = await deliveredOrder(who, 2);
    const stockBefore = await stockOf(t, part.id);
    const made = (await ask(who, order, 1, 'no-longer-needed')).json() as ReturnView;
    await call('POST', `/api/admin/returns/${made._id}/approve`, admin);
    const done = (await call('POST', `/api/admin/returns/${made._id}/receive`, admin, { lines: [{ lineId: order.lines[0]!.id, quantity: 1, condition: 'resellable' }], refundTo: 'store-credit' })).json() as ReturnView;
    // $200.00 less 15 %: $170.00 of store credit; the unit back on the shelf.
    expect(done).toMatchObject({ state: 'refunded', refundTo: 'store-credit', refund: 170, restockingFee: 30 });
    expect(await stockOf(t, part.id)).toBe(stockBefore + 1);
    expect(((await call('GET', '/api/account/store-credit', who)).json() as StoreCredit).balance).toBe(170);

    const other = (await ask(who, order, 1, 'wrong-item')).json() as ReturnView;
    const rejected = await call('POST', `/api/admin/returns/${other._id}/reject`, admin, { reason: 'The seal is broken.' });
    expect(rejected.json()).toMatchObject({ state: 'rejected', rejectReason: 'The seal is broken.' });
    expect((await call('POST', `/api/admin/returns/${other._id}/approve`, admin)).statusCode).toBe(409);
    const list = (await call('GET', '/api/admin/returns?state=rejected', admin)).json() as ReturnView[];
    expect(list.some((r) => r._id === other._id)).toBe(true);
    expect((await call('GET', '/api/admin/returns?state=nonsense', admin)).statusCode).toBe(400);
    const rates = (await call('GET', '/api/admin/returns/rates', admin)).json() as { partId: string; reason: string; units: number }[];
    // The orders CSV names the order's returns, and the overview counts them.
    const csv = (await call('GET', `/api/admin/orders.csv?q=${encodeURIComponent(who.email)}`, admin)).body.split('\r\n');
    expect(csv[0]).toContain('"Refunded (USD)","Returns","State"');
    expect(csv[1]).toContain('"1 refunded, 1 rejected"');
    const overview = (await call('GET', '/api/admin/overview', admin)).json() as { returns: { open: number; last30Days: number } };
    expect(overview.returns.last30Days).toBeGreaterThanOrEqual(2);
    // One of the two units sold came back: the page reads 50 %.
    expect(rates.filter((r) => r.partId === part.id)).toEqual([{ partId: part.id, name: part.name, reason: 'no-longer-needed', units: 1, sold: 2 }]);
    await call('PUT', '/api/admin/settings/returns', admin, { windowDays: 30, restockingFeePercent: 0 });
  });
});
