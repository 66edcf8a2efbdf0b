/** Parts and orders for tests: a part of the test's own, an order placed, charged and paid through the API. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PaymentStatus } from '@coreparts/shared';
import { orderLines, orders, parts } from '@/db/schema.ts';
import { callAs, type TestAccount } from './accounts.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const TEST_CARD = '4242 4242 4242 4242';

let made = 0;

/** A live part of the test's own, so stock arithmetic in one test does not leak into another. */
export async function makePart(t: TestApp, { stock = 10, min = 1, priceCents = 2_500, name = '' } = {}) {
  made += 1;
  const [row] = await t.db
    .insert(parts)
    .values({
      name: name || `Test part ${made}-${Date.now()}`,
      category: 'ssd',
      priceCents,
      image: '/x.webp',
      description: 'Test',
      minOrder: min,
      quantity: stock,
    })
    .returning();
  t.app.parts.invalidateCatalog();
  return row!;
}

export const stockOf = async (t: TestApp, id: string) => (await t.db.select().from(parts).where(eq(parts.id, id)))[0]!.quantity;

/** `POST /api/order` as the customer; the new order. */
export async function placeOrder(t: TestApp, who: TestAccount, partId: string, quantity: number) {
  const res = await callAs(t, 'POST', '/api/order', who, { orderId: partId, quantity });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; payment: string; expiresAt: string | null };
}

/** A US address: no tax in the default settings, so a card is charged the parts and shipping. */
export const TEST_ADDRESS = {
  name: 'Ada Lovelace',
  line1: '350 Fifth Avenue',
  line2: '',
  city: 'New York',
  region: 'NY',
  postalCode: '10118',
  country: 'US',
  phone: '+1 212 555 0100',
};

/**
 * The cart's checkout as the page sends it: `lines` to TEST_ADDRESS by `methodId`, at the total the
 * preview showed for them, with a code, gift cards or store credit when given (issue 43).
 */
export async function checkoutAsShown(
  t: TestApp,
  who: TestAccount,
  lines: { partId: string; quantity: number }[],
  methodId: string,
  extra: { code?: string; giftCards?: string[]; storeCredit?: number } = {},
) {
  const shipping = { shippingAddress: TEST_ADDRESS, shippingMethodId: methodId };
  const shown = await callAs(t, 'POST', '/api/cart/preview', who, { lines, ...shipping, ...(extra.code && { code: extra.code }) });
  expect(shown.statusCode, shown.body).toBe(200);
  return callAs(t, 'POST', '/api/checkout', who, { lines, ...shipping, expectedTotal: shown.json().total, ...extra });
}

/** The first shipping method offered (Standard in the default settings). */
export async function firstShippingMethod(t: TestApp, who: TestAccount): Promise<{ id: string; price: number; freeAbove: number | null }> {
  const res = await callAs(t, 'GET', '/api/checkout/options', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().methods[0];
}

/** The payment page's shipping step: where the order goes, by the first method. The order then. */
export async function shipTo(t: TestApp, who: TestAccount, orderId: string, address = TEST_ADDRESS) {
  const method = await firstShippingMethod(t, who);
  const res = await callAs(t, 'PUT', `/api/order/${orderId}/shipping`, who, { shippingAddress: address, shippingMethodId: method.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { _id: string; total: number; shipping: number; tax: number; price: number };
}

/**
 * `POST /api/create-payment-intent` as the payment page sends it: once the order has somewhere
 * to go (its shipping step, done here the first time).
 */
export async function startPayment(t: TestApp, who: TestAccount | undefined, orderId: string, extra: { price?: number } = {}) {
  if (who) {
    const order = await callAs(t, 'GET', `/api/order/${orderId}`, who);
    if (order.statusCode === 200 && order.json().shippingAddress === null) await shipTo(t, who, orderId);
  }
  return callAs(t, 'POST', '/api/create-payment-intent', who, { orderId, ...extra });
}

/** The card form's step at the processor: the card charged for an intent's client secret. */
export const confirmCard = (t: TestApp, who: TestAccount, clientSecret: string, number = TEST_CARD) =>
  callAs(t, 'POST', '/api/dev/payments/confirm', who, {
    clientSecret,
    card: { number, expiry: '12/39', cvc: '123' },
    billingDetails: { name: who.name, email: who.email },
  });

/** An intent for the order and the card charged: the processor's answer, and the intent's id. */
export async function chargeCard(t: TestApp, who: TestAccount, orderId: string, number = TEST_CARD) {
  const intent = await startPayment(t, who, orderId);
  expect(intent.statusCode, intent.body).toBe(200);
  const confirm = await confirmCard(t, who, intent.json().clientSecret, number);
  return { confirm, transactionId: confirm.json().paymentIntent?.id as string | undefined };
}

/** The whole card form: charged, then the page's confirmation. The intent's id. */
export async function payOrder(t: TestApp, who: TestAccount, orderId: string) {
  const { confirm, transactionId } = await chargeCard(t, who, orderId);
  expect(confirm.statusCode, confirm.body).toBe(200);
  const confirmed = await callAs(t, 'PATCH', `/api/order/${orderId}`, who, { payment: 'pending' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return transactionId!;
}

/** An order written straight into the tables, as a migration or the seed would: one line. */
export async function insertOrder(
  t: TestApp,
  o: { partId: string; partName: string; quantity: number; unitPriceCents: number; userId: string; email: string; displayName: string; payment: PaymentStatus; paidAt?: Date | null },
) {
  const totalCents = o.unitPriceCents * o.quantity;
  const [order] = await t.db
    .insert(orders)
    .values({ userId: o.userId, email: o.email, displayName: o.displayName, subtotalCents: totalCents, totalCents, payment: o.payment, paidAt: o.paidAt ?? null })
    .returning();
  await t.db.insert(orderLines).values({
    orderId: order!.id,
    position: 0,
    partId: o.partId,
    partName: o.partName,
    minOrder: 1,
    quantity: o.quantity,
    unitPriceCents: o.unitPriceCents,
    totalCents,
  });
  return order!;
}

/** The orders with a line of the part, each with that line's quantity. */
export const ordersOfPart = (t: TestApp, partId: string) =>
  t.db
    .select({ id: orders.id, payment: orders.payment, email: orders.email, quantity: orderLines.quantity, partName: orderLines.partName })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orderLines.partId, partId))
    .orderBy(orders.createdAt);
