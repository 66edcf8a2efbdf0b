/**
 * The development test-mode payment processor (see README.md). It keeps PaymentIntents in the
 * database and confirms cards the way Stripe's test mode does: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds; an expired
 * card or an incomplete number gets Stripe's own message. No real card is ever charged.
 * Refunds of a succeeded intent succeed at once, as Stripe's test mode answers them for a card
 * (so no refund webhook is needed); they are kept in this process's memory, which is enough for a
 * development server (one process) and for tests.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { devPaymentIntents } from '@/db/schema.ts';
import { HttpError } from '@/lib/http-errors.ts';
import { CURRENCY } from '@coreparts/shared';
import type { PaymentIntentView, PaymentProvider, RefundView } from '@/modules/payments/provider.ts';
import { loopbackOnly } from './loopback-only.ts';

type IntentRow = typeof devPaymentIntents.$inferSelect;

const toView = (row: IntentRow): PaymentIntentView => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  orderId: row.orderId,
});

export function createTestPaymentProvider(db: Database): PaymentProvider {
  /** Answers by idempotency key, as Stripe replays a request's answer for its key. */
  const refundsByKey = new Map<string, RefundView & { paymentIntentId: string; amountCents: number }>();
  const refundedOf = (paymentIntentId: string) =>
    [...refundsByKey.values()].filter((r) => r.paymentIntentId === paymentIntentId && r.status === 'succeeded').reduce((sum, r) => sum + r.amountCents, 0);

  return {
    mode: 'test',
    async createIntent({ orderId, amountCents, idempotencyKey }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const [created] = await db
        .insert(devPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          idempotencyKey,
          orderId,
          amountCents,
          currency: CURRENCY,
          status: 'requires_payment_method',
        })
        .onConflictDoNothing({ target: devPaymentIntents.idempotencyKey })
        .returning();
      if (created) return toView(created);
      const [existing] = await db.select().from(devPaymentIntents).where(eq(devPaymentIntents.idempotencyKey, idempotencyKey));
      return toView(existing!);
    },
    async getIntent(id) {
      const [row] = await db.select().from(devPaymentIntents).where(eq(devPaymentIntents.id, id));
      return row ? toView(row) : null;
    },
    async cancelIntent(id) {
      // As Stripe: an intent that succeeded or is being processed can no longer be canceled.
      await db
        .update(devPaymentIntents)
        .set({ status: 'canceled' })
        .where(and(eq(devPaymentIntents.id, id), notInArray(devPaymentIntents.status, ['succeeded', 'processing'])));
      const [row] = await db.select().from(devPaymentIntents).where(eq(devPaymentIntents.id, id));
      if (!row) throw new HttpError(404, 'resource_missing', 'No such payment intent.');
      return toView(row);
    },
    async createRefund({ paymentIntentId, amountCents, idempotencyKey }) {
      const [intent] = await db.select().from(devPaymentIntents).where(eq(devPaymentIntents.id, paymentIntentId));
      // Read and written without waiting in between: two refunds of one intent never both see room.
      const before = refundsByKey.get(idempotencyKey);
      if (before) return { id: before.id, status: before.status };
      const left = intent ? intent.amountCents - refundedOf(intent.id) : 0;
      // Stripe refuses a refund of a payment that did not succeed, or of more than is left on it.
      const refused = intent?.status !== 'succeeded' || !Number.isInteger(amountCents) || amountCents < 1 || amountCents > left;
      const refund = { id: refused ? null : `re_test_${randomBytes(12).toString('hex')}`, status: refused ? ('failed' as const) : ('succeeded' as const) };
      refundsByKey.set(idempotencyKey, { ...refund, paymentIntentId, amountCents });
      return refund;
    },
    verifyWebhook() {
      throw new HttpError(404, 'not_found', 'The test-mode processor sends no webhooks.');
    },
  };
}

/** Stripe's test cards and the errors Stripe answers for them. */
const declines: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, d, i) => {
    const n = Number(d) * (i % 2 ? 2 : 1);
    return sum + (n > 9 ? n - 9 : n);
  }, 0) % 10 === 0;

/** Checks a card as Stripe's card form and API would; null when it may be charged. */
export function checkTestCard(card: { number: string; expiry: string; cvc: string }, now = new Date()) {
  const number = card.number.replace(/\s+/g, '');
  if (!/^\d*$/.test(number) || (number.length >= 16 && !luhn(number))) {
    return { code: 'invalid_number', message: 'Your card number is invalid.' };
  }
  if (number.length < 16) return { code: 'incomplete_number', message: 'Your card number is incomplete.' };
  const expiry = card.expiry.match(/^(\d{2})\s*\/\s*(\d{2})$/);
  if (!expiry) return { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12) return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  if (year < now.getFullYear()) return { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
  if (year === now.getFullYear() && month < now.getMonth() + 1) {
    return { code: 'invalid_expiry_month_past', message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
  return declines[number] ?? null;
}

/**
 * `POST /api/dev/payments/confirm`: what Stripe.js's confirmCardPayment does, for the test
 * processor. The page sends the intent's client secret, the card and the billing details.
 */
export const testPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.post(
    '/dev/payments/confirm',
    {
      schema: {
        body: z.object({
          clientSecret: z.string().max(200),
          card: z.object({ number: z.string().max(30), expiry: z.string().max(10), cvc: z.string().max(10) }),
          billingDetails: z.object({ name: z.string().max(200), email: z.string().max(254) }),
        }),
      },
    },
    async (request, reply) => {
      const { clientSecret, card } = request.body;
      const [intent] = await app.db.select().from(devPaymentIntents).where(eq(devPaymentIntents.clientSecret, clientSecret));
      if (!intent) throw new HttpError(404, 'resource_missing', 'No such payment intent.');
      const unexpectedState = () =>
        new HttpError(409, 'payment_intent_unexpected_state', `This PaymentIntent's status is ${intent.status}: it cannot be confirmed.`);
      if (intent.status === 'succeeded' || intent.status === 'canceled') throw unexpectedState();
      const problem = checkTestCard(card);
      if (problem) return reply.status(402).send({ error: problem });
      // Guarded as Stripe is: an intent canceled meanwhile (the order expired) takes no money.
      const [paid] = await app.db
        .update(devPaymentIntents)
        .set({ status: 'succeeded' })
        .where(and(eq(devPaymentIntents.id, intent.id), eq(devPaymentIntents.status, intent.status)))
        .returning();
      if (!paid) throw unexpectedState();
      return { paymentIntent: { id: paid.id, status: paid.status, amount: paid.amountCents, currency: paid.currency } };
    },
  );
};
