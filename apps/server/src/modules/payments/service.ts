/**
 * Paying for an order: one intent per order with the order's own amount; an order moves to
 * pending only after the provider confirms the payment, whichever of the page's call or the
 * signed webhook comes first, and the customer is mailed once.
 */
import { formatPrice, fromCents } from '@coreparts/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { orders, paymentEvents, payments } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http-errors.ts';
import type { SessionUser } from '../auth/session.ts';
import type { QueuedMailer } from '../mail/mailer.ts';
import { orderConfirmationEmail } from '../mail/templates.ts';
import type { OrdersService } from '../orders/service.ts';
import type { PaymentEvent, PaymentIntentView, PaymentProvider } from './provider.ts';

interface Dependencies {
  db: Database;
  config: Config;
  provider: PaymentProvider;
  orders: OrdersService;
  mailer: QueuedMailer;
  log: FastifyBaseLogger;
}

export function createPaymentsService({ db, config, provider, orders: ordersService, mailer, log }: Dependencies) {
  /** Moves the order to pending, records the payment, and mails the customer the first time. */
  async function applySucceededPayment(orderId: string, intent: PaymentIntentView, payer?: { name: string; email: string }) {
    const { order } = await ordersService.markOrderPending(orderId, intent, async (tx, order) => {
      const letter = orderConfirmationEmail(
        { storeName: config.storeName, to: order.email, name: order.displayName },
        { partName: order.partName, quantity: order.quantity, total: formatPrice(fromCents(order.totalCents)), transactionId: intent.id },
        `${config.publicUrl}/dashboard/myorder`,
      );
      // Written with the payment: the customer is mailed once, whenever the relay takes it.
      await mailer.send(letter, { tx });
    });
    await db
      .insert(payments)
      .values({ orderId, transactionId: intent.id, name: payer?.name ?? order.displayName, email: payer?.email ?? order.email })
      .onConflictDoNothing({ target: payments.transactionId });
    return order;
  }

  async function intentOf(orderPaymentIntentId: string | null): Promise<PaymentIntentView> {
    const intent = orderPaymentIntentId ? await provider.getIntent(orderPaymentIntentId) : null;
    if (!intent) throw new HttpError(409, 'payment_not_confirmed', 'This order has no payment yet.');
    return intent;
  }

  return {
    /** The client secret of the order's one intent, created with the order's own amount. */
    async createPaymentIntent(user: SessionUser, orderId: string, clientPriceCents?: number) {
      const order = await ordersService.getOwnedRow(user, orderId);
      if (order.userId !== user.id) throw notFound('Order');
      if (order.payment !== 'unpaid') throw new HttpError(409, 'already_paid', 'This order is already paid.');
      if (clientPriceCents !== undefined && clientPriceCents !== order.totalCents) {
        throw new HttpError(400, 'price_mismatch', "The price does not match the order's total.");
      }
      const existing = order.paymentIntentId ? await provider.getIntent(order.paymentIntentId) : null;
      const intent =
        existing ??
        (await provider.createIntent({
          orderId: order.id,
          amountCents: order.totalCents,
          email: order.email,
          idempotencyKey: `order-${order.id}`,
        }));
      await ordersService.attachPaymentIntent(order.id, intent.id);
      return { clientSecret: intent.clientSecret };
    },

    /** The page's PATCH /order/:id { payment: 'pending' } after the card is confirmed. */
    async confirmOrderPayment(user: SessionUser, orderId: string) {
      const order = await ordersService.getOwnedRow(user, orderId);
      if (order.userId !== user.id) throw notFound('Order');
      return applySucceededPayment(order.id, await intentOf(order.paymentIntentId));
    },

    /** The page's PATCH /payment: the payment record, for a verified transaction of the caller. */
    async recordPayment(user: SessionUser, input: { name: string; email: string; transactionId: string }) {
      const intent = await provider.getIntent(input.transactionId);
      const [order] = intent?.orderId ? await db.select().from(orders).where(eq(orders.id, intent.orderId)) : [];
      if (!intent || !order || order.userId !== user.id) {
        throw new HttpError(400, 'unknown_transaction', 'No payment of yours has this transaction id.');
      }
      await applySucceededPayment(order.id, intent, { name: input.name, email: input.email });
      return { acknowledged: true, transactionId: intent.id };
    },

    /** A verified provider event, applied once. */
    async handleEvent(event: PaymentEvent) {
      const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
      if (seen) return { received: true, duplicate: true };
      if (event.type === 'payment_intent.succeeded' && event.intent?.orderId) {
        try {
          await applySucceededPayment(event.intent.orderId, event.intent);
        } catch (err) {
          // A payment for an order we cannot match needs a person, not a retry storm.
          log.warn({ err, eventId: event.id }, 'payment event could not be applied to an order');
        }
      }
      await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      return { received: true, duplicate: false };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
