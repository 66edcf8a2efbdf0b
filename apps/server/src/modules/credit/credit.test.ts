/**
 * Gift cards and store credit (issue 43): issued and granted by admins, looked up by customers
 * (within a limit), spent at checkout before the card, given back when an unpaid order ends, and
 * refunded after the card has all it paid back. Figures worked out by hand.
 */
import { messages, type GiftCardBalance, type IssuedGiftCard, type Order, type StoreCredit } from '@coreparts/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards } from '@/db/schema.ts';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { checkoutAsShown, firstShippingMethod, makePart as makeTestPart, payOrder } from '@/test/orders.ts';
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
let keys = 0;
const refund = (orderId: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/order/${orderId}/refunds`, headers: { ...admin.headers, 'idempotency-key': `credit-refund-${++keys}` }, payload: body });

async function issue(amount: number, recipientEmail?: string): Promise<IssuedGiftCard> {
  const res = await call('POST', '/api/admin/gift-cards', admin, { amount, ...(recipientEmail && { recipientEmail }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const balanceOf = async (code: string) => (await t.db.select().from(giftCards).where(eq(giftCards.last4, code.slice(-4))))[0]!.balanceCents;
const creditOf = async (who: TestAccount) => ((await call('GET', '/api/account/store-credit', who)).json() as StoreCredit).balance;

/** A checkout of one part at `priceCents` (Standard: $9.99, free from $150; no US tax), paid with these. */
async function checkout(who: TestAccount, priceCents: number, pay: { giftCards?: string[]; storeCredit?: number }) {
  const part = await makeTestPart(t, { stock: 10, priceCents });
  return checkoutAsShown(t, who, [{ partId: part.id, quantity: 1 }], methodId, pay);
}

describe('gift cards', () => {
  it('are issued by admins with a code shown once and mailed to the recipient, and looked up by customers within a limit', async () => {
    const card = await issue(50, 'friend@example.com');
    expect(card.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(card.amount).toBe(50);
    await t.runJobs();
    expect(t.mailer.sent.findLast((m) => m.to === 'friend@example.com')?.text).toContain(`Its code: ${card.code}`);
    // Only its hash is kept.
    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.id, card._id));
    expect(row!.codeHash).not.toContain(card.code.replaceAll('-', ''));

    const customer = await createAccount(t);
    expect((await call('POST', '/api/admin/gift-cards', customer, { amount: 50 })).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/gift-cards', admin, { amount: 0 })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/gift-cards', admin, { amount: 10.001 })).statusCode).toBe(400);

    const typed = card.code.toLowerCase().replaceAll('-', ' ');
    const looked = await call('GET', `/api/gift-cards/${encodeURIComponent(typed)}`, customer);
    expect(looked.json()).toEqual({ last4: card.code.slice(-4), balance: 50, amount: 50 } satisfies GiftCardBalance);
    expect((await call('GET', `/api/gift-cards/${card.code}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/gift-cards/not-a-code', customer)).statusCode).toBe(400);
    const unknown = await call('GET', '/api/gift-cards/AAAA-BBBB-CCCC-DDDD', customer);
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, messages.credit.unknownCard]);
    // Ten tries an account in 10 minutes: two made, eight more, then 429.
    for (let i = 0; i < 8; i++) expect((await call('GET', `/api/gift-cards/${card.code}`, customer)).statusCode).toBe(200);
    const limited = await call('GET', `/api/gift-cards/${card.code}`, customer);
    expect([limited.statusCode, limited.json().error.message]).toEqual([429, messages.credit.tooManyLookups]);
  });

  it('pay part of an order before the card, and what is left stays on the card', async () => {
    const who = await createAccount(t);
    const card = await issue(50);
    const res = await checkout(who, 20_000, { giftCards: [card.code.toLowerCase()] });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Order;
    // $200.00 of parts, shipped free: $50.00 by gift card, $150.00 by card.
    expect(order).toMatchObject({ price: 200, giftCard: 50, storeCredit: 0, total: 150, payment: 'unpaid' });
    expect(await balanceOf(card.code)).toBe(0);
    await payOrder(t, who, order._id);

    const second = await issue(100);
    // $30.00 and $9.99 of shipping, all paid by the card of $100.00: $60.01 left on it.
    const small = await checkout(who, 3_000, { giftCards: [second.code] });
    expect(small.json()).toMatchObject({ giftCard: 39.99, total: 0, payment: 'pending' });
    expect(await balanceOf(second.code)).toBe(6_001);
    const empty = await checkout(who, 3_000, { giftCards: [card.code] });
    expect([empty.statusCode, empty.json().error.message]).toEqual([409, messages.credit.emptyCard(card.code.slice(-4))]);
  });

  it('never pay more than their balance when two checkouts race for one card', async () => {
    const [a, b] = [await createAccount(t), await createAccount(t)];
    const card = await issue(80);
    // Two orders of $69.99 each: one takes $69.99 of the card, the other the $10.01 left.
    const results = await Promise.all([checkout(a, 6_000, { giftCards: [card.code] }), checkout(b, 6_000, { giftCards: [card.code] })]);
    const paid = results.filter((r) => r.statusCode === 201).map((r) => (r.json() as Order).giftCard);
    expect(paid.reduce((x, y) => x + y, 0)).toBe(80);
    expect(await balanceOf(card.code)).toBe(0);
  });
});

describe('store credit', () => {
  it('is granted by an admin with a reason, spent at checkout, and never taken below zero', async () => {
    const who = await createAccount(t);
    const granted = await call('POST', '/api/admin/store-credit', admin, { email: who.email.toUpperCase(), amount: 40, reason: 'Sorry for the delay' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await creditOf(who)).toBe(40);
    const over = await call('POST', '/api/admin/store-credit', admin, { email: who.email, amount: -41, reason: 'Correction' });
    expect([over.statusCode, over.json().error.message]).toEqual([409, messages.credit.notEnough('$40.00')]);
    expect((await call('POST', '/api/admin/store-credit', admin, { email: 'nobody@example.com', amount: 5, reason: 'x' })).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/store-credit', who, { email: who.email, amount: 5, reason: 'x' })).statusCode).toBe(403);

    const tooMuch = await checkout(who, 5_000, { storeCredit: 45 });
    expect([tooMuch.statusCode, tooMuch.json().error.message]).toEqual([409, messages.credit.notEnough('$40.00')]);
    // A $125.00 card and $35.00 of credit pay a $160.00 order (shipped free) in full: no card, confirmed at once.
    const card = await issue(125);
    const res = await checkout(who, 16_000, { giftCards: [card.code], storeCredit: 35 });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Order;
    expect(order).toMatchObject({ giftCard: 125, storeCredit: 35, total: 0, payment: 'pending' });
    await t.runJobs();
    const letter = t.mailer.sent.findLast((m) => m.to === who.email && m.subject.includes('order confirmed'));
    expect(letter?.text).toContain('Gift cards −$125.00 · Store credit −$35.00 · Total $0.00');
    expect(letter?.text).not.toContain('Transaction Id');
    const credit = (await call('GET', '/api/account/store-credit', who)).json() as StoreCredit;
    expect(credit.balance).toBe(5);
    expect(credit.entries.map((e) => [e.amount, e.reason, e.orderNumber !== null])).toEqual([
      [-35, 'Spent on an order', true],
      [40, 'Sorry for the delay', false],
    ]);
  });
});

describe('given back', () => {
  it('when an unpaid order expires or is deleted', async () => {
    const who = await createAccount(t);
    await call('POST', '/api/admin/store-credit', admin, { email: who.email, amount: 20, reason: 'Welcome' });
    const card = await issue(30);
    const placed = (await checkout(who, 10_000, { giftCards: [card.code], storeCredit: 20 })).json() as Order;
    // $100.00 and $9.99 of shipping: $30.00, $20.00, and $59.99 by card.
    expect(placed).toMatchObject({ giftCard: 30, storeCredit: 20, total: 59.99 });
    expect((await call('DELETE', `/api/order/${placed._id}`, who)).statusCode).toBe(200);
    expect([await balanceOf(card.code), await creditOf(who)]).toEqual([3_000, 20]);

    await checkout(who, 10_000, { giftCards: [card.code], storeCredit: 20 });
    expect([await balanceOf(card.code), await creditOf(who)]).toEqual([0, 0]);
    t.advanceClock(2 * 24 * 60 * 60 * 1000);
    await t.runJobs();
    expect([await balanceOf(card.code), await creditOf(who)]).toEqual([3_000, 20]);
  });

  it('by a refund: the card first, up to what it paid, then the gift card and credit; never more than was paid', async () => {
    const who = await createAccount(t);
    await call('POST', '/api/admin/store-credit', admin, { email: who.email, amount: 10, reason: 'Welcome' });
    const card = await issue(50);
    const placed = (await checkout(who, 16_000, { giftCards: [card.code], storeCredit: 10 })).json() as Order;
    // $160.00, shipped free: $50.00 gift card, $10.00 credit, $100.00 card.
    expect(placed).toMatchObject({ giftCard: 50, storeCredit: 10, total: 100 });
    await payOrder(t, who, placed._id);

    const first = await refund(placed._id, { amount: 130, reason: 'Partly returned' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().refund).toMatchObject({ amount: 130 });
    // $100.00 to the card through the provider, $30.00 straight back to the gift card.
    expect([await balanceOf(card.code), await creditOf(who)]).toEqual([3_000, 0]);
    const rest = await refund(placed._id, { reason: 'All of it' });
    expect(rest.json().refund).toMatchObject({ amount: 30, status: 'succeeded' });
    expect([await balanceOf(card.code), await creditOf(who)]).toEqual([5_000, 10]);
    expect(rest.json().order).toMatchObject({ refunded: 160 });
    const more = await refund(placed._id, { amount: 1, reason: 'Again' });
    expect(more.statusCode).toBe(409);
  });
});
