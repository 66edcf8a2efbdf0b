import { cartLineQuantitySchema, cartLinesBodySchema, cartPreviewBodySchema, checkoutBodySchema, idempotencyKeySchema, toCents } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSessionUser, requireUser, signedInOnly } from '@/modules/auth/session.ts';

const partParams = z.object({ partId: z.uuid({ error: 'must be a part id' }) });

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cart', { onRequest: signedInOnly }, async (request) => app.cart.cartOf((await requireUser(request)).id));

  app.put(
    '/cart/lines/:partId',
    {
      onRequest: signedInOnly,
      schema: { params: partParams, body: cartLineQuantitySchema },
      config: { errors: { 409: 'Not that many in stock, or the cart holds its most parts already.' } },
    },
    async (request) => app.cart.setLine((await requireUser(request)).id, request.params.partId, request.body.quantity),
  );

  app.delete('/cart/lines/:partId', { onRequest: signedInOnly, schema: { params: partParams } }, async (request) =>
    app.cart.removeLine((await requireUser(request)).id, request.params.partId),
  );

  /** A visitor's cart (kept in their browser) joins the account's when they sign in. */
  app.post('/cart/merge', { onRequest: signedInOnly, schema: { body: cartLinesBodySchema } }, async (request) =>
    app.cart.merge((await requireUser(request)).id, request.body.lines),
  );

  /**
   * A cart priced as the checkout will charge it: today's prices and stock with their flags, what
   * promotions and the code take off, and with an address and a method, shipping, tax and total.
   */
  app.post('/cart/preview', { schema: { body: cartPreviewBodySchema } }, async (request) => {
    const { lines, ...rest } = request.body;
    const user = await getSessionUser(request);
    const stored = lines.map((line) => ({ partId: line.partId, quantity: line.quantity, addedPriceCents: line.addedPrice === undefined ? null : toCents(line.addedPrice) }));
    return app.cart.preview({ lines: stored, ...rest }, user?.id ?? null);
  });

  app.post(
    '/checkout',
    {
      onRequest: signedInOnly,
      schema: { body: checkoutBodySchema, headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }) },
      config: {
        errors: {
          409: 'A part is short or gone (the message names it and what is left), the total differs from the one shown, the code does not apply (the message says why), a gift card is unknown or empty, the store credit asked for is more than the account has, or the customer has too many unpaid orders.',
          422: 'This Idempotency-Key was used for another order.',
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      // Gift card codes are guessed nowhere more cheaply than here: each counts as a lookup does.
      if (request.body.giftCards?.length) await app.credit.countTries(user.id, request.ip, request.body.giftCards.length);
      const order = await app.cart.checkout(user, request.body, request.headers['idempotency-key']);
      return reply.status(201).send(order);
    },
  );
};
