/** Parts and orders for tests: a part of the test's own, an order placed, charged and paid through the API. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { parts } from '@/db/schema.ts';
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

/** The card form's step at the processor: the card charged for an intent's client secret. */
export const confirmCard = (t: TestApp, who: TestAccount, clientSecret: string, number = TEST_CARD) =>
  callAs(t, 'POST', '/api/dev/payments/confirm', who, {
    clientSecret,
    card: { number, expiry: '12/39', cvc: '123' },
    billingDetails: { name: who.name, email: who.email },
  });

/** An intent for the order and the card charged: the processor's answer, and the intent's id. */
export async function chargeCard(t: TestApp, who: TestAccount, orderId: string, number = TEST_CARD) {
  const intent = await callAs(t, 'POST', '/api/create-payment-intent', who, { orderId });
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
