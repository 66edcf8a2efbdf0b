/** Payments through Stripe's PaymentIntents, with the official SDK. */
import type StripeSdk from 'stripe';
import { HttpError } from '@/lib/http-errors.ts';
import { CURRENCY } from '@coreparts/shared';
import type { PaymentIntentView, PaymentProvider, ProviderRefundStatus, RefundEventView } from './provider.ts';

interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl: URL | null;
}

const toView = (intent: StripeSdk.PaymentIntent): PaymentIntentView => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amountCents: intent.amount,
  currency: intent.currency,
  orderId: intent.metadata?.orderId ?? null,
});

/** Stripe's refund statuses: `requires_action` (and a status not known yet) waits for a webhook. */
export const refundStatusOf = (status: string | null): ProviderRefundStatus =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

const toRefundView = (refund: StripeSdk.Refund): RefundEventView => ({
  id: refund.id,
  status: refundStatusOf(refund.status),
  refundId: refund.metadata?.refundId ?? null,
  amountCents: refund.amount,
});

/** The SDK is loaded only when Stripe takes the payments. */
export async function createStripeProvider({ secretKey, webhookSecret, apiUrl }: StripeSettings): Promise<PaymentProvider> {
  const { default: Stripe } = await import('stripe');
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(apiUrl && {
      host: apiUrl.hostname,
      port: Number(apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80)),
      protocol: apiUrl.protocol.replace(':', '') as 'http' | 'https',
    }),
  });

  return {
    mode: 'stripe',
    async createIntent({ orderId, amountCents, email, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: CURRENCY,
          allowed_payment_method_types: ['card'],
          receipt_email: email,
          metadata: { orderId },
        },
        { idempotencyKey },
      );
      return toView(intent);
    },
    async getIntent(id) {
      try {
        return toView(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },
    async cancelIntent(id) {
      try {
        return toView(await stripe.paymentIntents.cancel(id));
      } catch (err) {
        // Stripe refuses to cancel an intent that succeeded (or is being processed): it stays so.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 400) {
          return toView(await stripe.paymentIntents.retrieve(id));
        }
        throw err;
      }
    },
    async createRefund({ paymentIntentId, amountCents, idempotencyKey, refundId }) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents, metadata: { refundId } }, { idempotencyKey });
        return toRefundView(refund);
      } catch (err) {
        // Stripe refuses for good (more than is left on the charge, a disputed charge, no such
        // payment): no refund was made. Anything else (down, timed out, rate limited) is asked again.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && (err.statusCode === 400 || err.statusCode === 404)) {
          return { id: null, status: 'failed' };
        }
        throw err;
      }
    },
    verifyWebhook(rawBody, signature) {
      let event: StripeSdk.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
      } catch {
        throw new HttpError(400, 'invalid_signature', 'The webhook signature does not match.');
      }
      const object = event.data.object as { object?: string };
      const intent = object.object === 'payment_intent' ? toView(object as StripeSdk.PaymentIntent) : null;
      // refund.created, refund.updated, refund.failed and charge.refund.updated carry the refund itself.
      const refund = object.object === 'refund' ? toRefundView(object as StripeSdk.Refund) : null;
      return { id: event.id, type: event.type, intent, refund };
    },
  };
}
