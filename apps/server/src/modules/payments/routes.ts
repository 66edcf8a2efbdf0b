import { createPaymentIntentBodySchema, recordPaymentBodySchema, toCents } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '@/modules/auth/session.ts';

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
