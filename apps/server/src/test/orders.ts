/** Parts and orders for tests: a part of the test's own, an order placed and paid through the API. */
import { expect } from 'vitest';
import { parts } from '../db/schema.ts';
import { callAs, type TestAccount } from './accounts.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

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

/** `POST /api/order` as the customer; the new order. */
export async function placeOrder(t: TestApp, who: TestAccount, partId: string, quantity: number) {
  const res = await callAs(t, 'POST', '/api/order', who, { orderId: partId, quantity });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; payment: string };
}

/** The card form: an intent for the order, the test card charged, and the page's confirmation. */
export async function payOrder(t: TestApp, who: TestAccount, orderId: string) {
  const intent = await callAs(t, 'POST', '/api/create-payment-intent', who, { orderId });
  expect(intent.statusCode, intent.body).toBe(200);
  const confirm = await callAs(t, 'POST', '/api/dev/payments/confirm', who, {
    clientSecret: intent.json().clientSecret,
    card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    billingDetails: { name: who.name, email: who.email },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const confirmed = await callAs(t, 'PATCH', `/api/order/${orderId}`, who, { payment: 'pending' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirm.json().paymentIntent.id as string;
}
