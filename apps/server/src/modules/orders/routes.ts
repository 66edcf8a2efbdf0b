import { Readable } from 'node:stream';
import {
  adminOrdersQuerySchema,
  checkoutSettingsSchema,
  idempotencyKeySchema,
  orderShippingBodySchema,
  orderStateUpdateSchema,
  placeOrderBodySchema,
  shipOrderBodySchema,
  toCents,
} from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '@/lib/http-errors.ts';
import { adminOnly, requireAdmin, requireUser, sameEmail, signedInOnly } from '@/modules/auth/session.ts';

const orderId = z.object({ id: z.uuid({ error: 'must be an order id' }) });

/** Payment confirmation needs no key: confirming a paid order again changes nothing. */
const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const placeOrderErrors = {
    409: 'Not enough stock, too many unpaid orders, or an order with this Idempotency-Key is still being placed.',
    422: 'This Idempotency-Key was used for another order.',
  };
  app.post('/order', { onRequest: signedInOnly, schema: { body: placeOrderBodySchema, headers: idempotencyHeaders }, config: { errors: placeOrderErrors } }, async (request, reply) => {
    const user = await requireUser(request);
    const { orderId: partId, quantity, price, email } = request.body;
    const idempotencyKey = request.headers['idempotency-key'];
    if (email !== undefined && !sameEmail(email, user.email)) {
      throw new HttpError(403, 'forbidden', 'Orders are placed in your own name.');
    }
    const order = await app.orders.placeOrder(user, {
      lines: [{ partId, quantity }],
      clientSubtotalCents: price === undefined ? undefined : toCents(price),
      idempotencyKey,
      words: 'spec',
    });
    return reply.status(201).send(order);
  });

  /** The caller's own orders; asking for anyone else's is refused (product.md §1: the page signs out). */
  app.get(
    '/order',
    { onRequest: signedInOnly, schema: { querystring: z.object({ email: z.string().max(254).optional() }) } },
    async (request) => {
      const user = await requireUser(request);
      const { email } = request.query;
      if (email !== undefined && !sameEmail(email, user.email)) {
        throw new HttpError(403, 'forbidden', 'You may only read your own orders.');
      }
      return app.orders.listOrdersOf(user.id);
    },
  );

  app.get('/order/:id', { onRequest: signedInOnly, schema: { params: orderId } }, async (request) => {
    const user = await requireUser(request);
    return app.orders.getOrder(user, request.params.id);
  });

  app.patch(
    '/order/:id',
    {
      onRequest: signedInOnly,
      schema: { params: orderId, body: orderStateUpdateSchema },
      config: { errors: { 409: 'The payment provider has not confirmed the payment, or the order cannot move to that state.' } },
    },
    async (request) => {
      if (request.body.payment === 'paid') {
        return app.orders.markOrderPaid(await requireAdmin(request), request.params.id);
      }
      const user = await requireUser(request);
      await app.payments.confirmOrderPayment(user, request.params.id);
      return app.orders.getOrder(user, request.params.id);
    },
  );

  const deleteErrors = { 409: 'The order is not unpaid or expired, or its card was charged or is being charged.' };
  app.delete('/order/:id', { onRequest: signedInOnly, schema: { params: orderId }, config: { errors: deleteErrors } }, async (request) => {
    const user = await requireUser(request);
    await app.payments.deleteOrder(user, request.params.id);
    return { acknowledged: true, deletedCount: 1 };
  });

  app.put(
    '/order/:id/shipping',
    {
      onRequest: signedInOnly,
      schema: { params: orderId, body: orderShippingBodySchema },
      config: { errors: { 409: 'The order is paid, or its card was charged or is being charged.' } },
    },
    async (request) => {
      const user = await requireUser(request);
      const { shippingAddress, shippingMethodId } = request.body;
      const order = await app.payments.setShipping(user, request.params.id, shippingAddress, shippingMethodId);
      // The address book offers it first next time (issue 41); the order stands if the book cannot say so.
      await app.addressBook.remember(user.id, shippingAddress).catch((err: unknown) => request.log.warn({ err }, 'address book not updated'));
      return order;
    },
  );

  /**
   * The shipping methods, to anyone: the cart says what is free from which amount and when parts
   * arrive, the builder's chooser when a part would. Public and briefly cached: an admin's change
   * shows within a minute.
   */
  app.get('/shipping-methods', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
    return { methods: (await app.shipping.options()).methods };
  });

  /** The shipping methods and tax rates, and the caller's address book (the last address shipped to first), for the checkout's forms. */
  app.get('/checkout/options', { onRequest: signedInOnly }, async (request) => {
    const user = await requireUser(request);
    const [options, addresses] = await Promise.all([app.shipping.options(), app.addressBook.list(user.id)]);
    return { ...options, addresses, lastAddress: addresses[0]?.address ?? null };
  });

  app.put('/admin/checkout-settings', { onRequest: adminOnly, schema: { body: checkoutSettingsSchema } }, async (request) => {
    await requireAdmin(request);
    await app.shipping.save(request.body);
    return app.shipping.options();
  });

  app.get('/admin-order', { onRequest: adminOnly }, async () => app.orders.listAllOrders());

  /** What happened to an order, for its owner or an admin (issue 14). */
  app.get('/order/:id/timeline', { onRequest: signedInOnly, schema: { params: orderId } }, async (request) =>
    app.orderHistory.timelineOf(await requireUser(request), request.params.id),
  );

  /** The admin's search over every order: its number (D085), e-mail, part or order id, a state, newest first. */
  app.get('/admin/orders', { onRequest: adminOnly, schema: { querystring: adminOrdersQuerySchema } }, async (request) =>
    app.orderHistory.search(request.query),
  );

  app.get(
    '/admin/orders.csv',
    { onRequest: adminOnly, schema: { querystring: adminOrdersQuerySchema.pick({ q: true, state: true }) } },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(app.orderHistory.csvOf(request.query, (ids) => app.returns.summaryOf(ids))));
    },
  );

  // After payment (issue 27): the parcel's way, and the customer's cancellation (with its refund).
  app.post(
    '/admin/order/:id/ship',
    {
      onRequest: adminOnly,
      schema: { params: orderId, body: shipOrderBodySchema },
      config: { errors: { 409: 'The order is not paid (unpaid or expired), or it was shipped, delivered or canceled already.' } },
    },
    async (request) => app.fulfilment.ship(await requireAdmin(request), request.params.id, request.body),
  );

  app.post(
    '/admin/order/:id/deliver',
    { onRequest: adminOnly, schema: { params: orderId }, config: { errors: { 409: 'The order has not been shipped, or was delivered or canceled.' } } },
    async (request) => app.fulfilment.deliver(await requireAdmin(request), request.params.id),
  );

  app.post(
    '/order/:id/cancel',
    {
      onRequest: signedInOnly,
      schema: { params: orderId },
      config: { errors: { 404: "No such order of the caller's.", 409: 'The order is not paid (unpaid or expired), or it has shipped or was canceled already.' } },
    },
    async (request) => app.refunds.cancel(await requireUser(request), request.params.id),
  );
};
