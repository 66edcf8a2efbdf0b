import { createPaymentIntentBodySchema, idempotencyKeySchema, recordPaymentBodySchema, refundBodySchema, toCents } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requireAdmin, requireUser, signedInOnly } from '@/modules/auth/session.ts';

const orderId = z.object({ id: z.uuid({ error: 'must be an order id' }) });

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create-payment-intent',
    {
      onRequest: signedInOnly,
      schema: { body: createPaymentIntentBodySchema },
      config: {
        errors: {
          409: "The order is paid already or expired meanwhile; or it had expired and its parts are gone, its part's minimum is now above its quantity, the customer has too many unpaid orders, or it is held again at today's price, which differs from the price sent (the message gives the new total).",
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { orderId, price } = request.body;
      return app.payments.createPaymentIntent(user, orderId, price === undefined ? undefined : toCents(price));
    },
  );

  app.patch(
    '/payment',
    {
      onRequest: signedInOnly,
      schema: { body: recordPaymentBodySchema },
    },
    async (request) => {
      const user = await requireUser(request);
      return app.payments.recordPayment(user, request.body);
    },
  );

  /**
   * An admin's refund (issue 27): lines, an amount, or (neither) everything left. The key is
   * required: a retried request answers the refund it started, and starts no second one.
   */
  app.post(
    '/admin/order/:id/refunds',
    {
      onRequest: adminOnly,
      schema: { params: orderId, body: refundBodySchema, headers: z.object({ 'idempotency-key': idempotencyKeySchema }) },
      config: {
        errors: {
          400: 'Invalid request (the message says what is wrong: no Idempotency-Key, both lines and an amount, a bad amount or quantity), or a line that is not on this order.',
          409: 'The order has no card payment to refund, or more than is left (of the order, or of a line) was asked for.',
          422: 'This Idempotency-Key was used for another refund of this order.',
        },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const { refund, order } = await app.refunds.refund(admin, request.params.id, request.body, request.headers['idempotency-key']);
      return reply.status(201).send({ refund, order });
    },
  );

  /** The order's refunds, newest first, for its owner or an admin. */
  app.get('/order/:id/refunds', { onRequest: signedInOnly, schema: { params: orderId } }, async (request) =>
    app.refunds.listRefunds(await requireUser(request), request.params.id),
  );

  // Stripe signs the exact bytes it sent, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    webhook.post('/payments/webhook', async (request) => {
      const event = app.paymentProvider.verifyWebhook(request.body as Buffer, request.headers['stripe-signature'] as string | undefined);
      return app.payments.handleEvent(event);
    });
  });
};
