/** The Stripe implementation, through the official SDK, against a local fake of Stripe's API. */
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, parts } from '@/db/schema.ts';
import { createAccount, type TestAccount } from '@/test/accounts.ts';
import { startFakeStripe } from '@/test/fake-stripe.ts';
import { startPayment, TEST_ADDRESS } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_coreparts';
let stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: TestAccount;
const stripe = new Stripe('sk_test_unused');

beforeAll(async () => {
  stripeApi = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_coreparts',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_coreparts',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
  });
  customer = await createAccount(t);
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
});

async function placeOrder(quantity = 2, priceCents = 15_000) {
  const [part] = await t.db
    .insert(parts)
    .values({ name: 'Stripe test part', category: 'ram', priceCents, image: '/x.webp', description: 'x', minOrder: 1, quantity: 50 })
    .returning();
  t.app.parts.invalidateCatalog();
  const res = await t.app.inject({ method: 'POST', url: '/api/order', headers: customer.headers, payload: { orderId: part!.id, quantity } });
  return res.json() as { _id: string; orderId: string; price: number; total: number; expiresAt: string | null };
}

const createIntent = (orderId: string) => startPayment(t, customer, orderId);

function sendWebhook(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

const succeededEvent = (id: string, intent: object) => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  api_version: '2025-01-01',
  created: Math.floor(Date.now() / 1000),
  data: { object: intent },
});

const paymentOf = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.payment;

describe('Stripe payments', () => {
  it('tells the page it takes Stripe payments, and lets Stripe.js in', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.json().payments).toEqual({ mode: 'stripe', publishableKey: 'pk_test_coreparts' });
    expect(res.headers['content-security-policy']).toContain('https://js.stripe.com');
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/payments/confirm', payload: {} })).statusCode).toBe(404);
  });

  it("creates one PaymentIntent per order, in cents, with the order's id and an idempotency key", async () => {
    const order = await placeOrder(3, 12_345);
    const first = await createIntent(order._id);
    const second = await createIntent(order._id);
    expect(first.statusCode).toBe(200);
    expect(second.json().clientSecret).toBe(first.json().clientSecret);
    const created = stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(created.at(-1)?.idempotencyKey).toBe(`order-${order._id}-37035-usd-${row!.updatedAt.getTime()}`);
    expect(created.at(-1)?.authorization).toBe('Bearer sk_test_coreparts');
    const intent = [...stripeApi.intents.values()].find((i) => i.metadata.orderId === order._id)!;
    expect(intent).toMatchObject({ amount: 37_035, currency: 'usd', receipt_email: customer.email });
    expect([...stripeApi.intents.values()].filter((i) => i.metadata.orderId === order._id)).toHaveLength(1);
  });

  it('pays an order that expired and was held again at a new price with an intent of its own, for the new amount', async () => {
    const order = await placeOrder(2, 1_000);
    expect((await createIntent(order._id)).statusCode).toBe(200);
    t.advanceClock(31 * 60_000 + 61_000);
    await t.runJobs();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.payment).toBe('expired');
    await t.db.update(parts).set({ priceCents: 3_000 }).where(eq(parts.id, order.orderId));

    const again = await createIntent(order._id);
    expect(again.statusCode, again.body).toBe(200);
    const intents = [...stripeApi.intents.values()].filter((i) => i.metadata.orderId === order._id);
    expect(intents.map((i) => [i.amount, i.status])).toEqual([
      // The parts and shipping (9.99 below 150), before and after the new price.
      [2_999, 'canceled'],
      [6_999, 'requires_payment_method'],
    ]);
    expect(again.json().clientSecret).toBe(intents[1]!.client_secret);
  });

  it('a shipping change after the intent was made gets an intent for the new total; the old one confirms nothing', async () => {
    const order = await placeOrder(1, 1_000);
    expect((await createIntent(order._id)).statusCode).toBe(200);
    const options = await t.app.inject({ method: 'GET', url: '/api/checkout/options', headers: customer.headers });
    const express = options.json().methods[1].id as string;
    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/order/${order._id}/shipping`,
      headers: customer.headers,
      payload: { shippingAddress: TEST_ADDRESS, shippingMethodId: express },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const again = await createIntent(order._id);
    expect(again.statusCode, again.body).toBe(200);
    const intents = [...stripeApi.intents.values()].filter((i) => i.metadata.orderId === order._id);
    expect(intents.map((i) => [i.amount, i.status])).toEqual([
      [1_999, 'canceled'],
      [3_499, 'requires_payment_method'],
    ]);
    expect(again.json().clientSecret).toBe(intents[1]!.client_secret);
    // Even reported as succeeded, the intent of the old total is not this order's payment.
    expect((await sendWebhook(succeededEvent('evt_old_total_1', stripeApi.succeed(intents[0]!.id)))).statusCode).toBe(200);
    expect(await paymentOf(order._id)).toBe('unpaid');
    expect((await sendWebhook(succeededEvent('evt_new_total_1', stripeApi.succeed(intents[1]!.id)))).statusCode).toBe(200);
    expect(await paymentOf(order._id)).toBe('pending');
  });

  it('moves the order to pending only once Stripe says the payment succeeded', async () => {
    const order = await placeOrder();
    await createIntent(order._id);
    const intent = [...stripeApi.intents.values()].find((i) => i.metadata.orderId === order._id)!;
    const patch = () => t.app.inject({ method: 'PATCH', url: `/api/order/${order._id}`, headers: customer.headers, payload: { payment: 'pending' } });
    expect((await patch()).statusCode).toBe(409);
    stripeApi.succeed(intent.id);
    expect((await patch()).json().payment).toBe('pending');
  });

  it('applies a signed webhook once; a bad signature or a repeated event changes nothing', async () => {
    const order = await placeOrder();
    await createIntent(order._id);
    const intent = stripeApi.succeed([...stripeApi.intents.values()].find((i) => i.metadata.orderId === order._id)!.id);
    const event = succeededEvent('evt_once_1', intent);
    const mails = async () => {
      await t.runJobs();
      return t.mailer.sent.filter((m) => m.subject.includes('order confirmed')).length;
    };
    const before = await mails();

    const forged = await sendWebhook(event, 't=1,v1=deadbeef');
    expect(forged.statusCode).toBe(400);
    expect(await paymentOf(order._id)).toBe('unpaid');

    const first = await sendWebhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await paymentOf(order._id)).toBe('pending');
    expect(await mails()).toBe(before + 1);

    const again = await sendWebhook(event);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await mails()).toBe(before + 1);
  });

  it('ignores a signed event whose amount is not the order total', async () => {
    const order = await placeOrder();
    await createIntent(order._id);
    const intent = stripeApi.succeed([...stripeApi.intents.values()].find((i) => i.metadata.orderId === order._id)!.id);
    const res = await sendWebhook(succeededEvent('evt_short_1', { ...intent, amount: 100 }));
    expect(res.statusCode).toBe(200);
    expect(await paymentOf(order._id)).toBe('unpaid');
  });
});
