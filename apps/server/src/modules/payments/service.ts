/**
 * Paying for an order: one intent per hold of an order with the order's own amount; an order
 * moves to pending only after the provider confirms the payment, whichever of the page's call or
 * the signed webhook comes first, and the customer is mailed once. Before an unpaid order gives
 * its parts back (deleted or expired), its intent is made unable to take money (decision 022).
 */
import { CURRENCY, formatPrice, fromCents, messages, type ShippingAddress } from '@coreparts/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/config.ts';
import type { Database, Transaction } from '@/db/client.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import type { SessionUser } from '@/modules/auth/session.ts';
import type { QueuedMailer } from '@/modules/mail/mailer.ts';
import { orderConfirmationEmail } from '@/modules/mail/templates.ts';
import { letterHeading, summaryOf, type OrderRow, type OrdersService, type OrderWithLines } from '@/modules/orders/service.ts';
import type { ShippingSettings } from '@/modules/orders/shipping.ts';
import type { PaymentEvent, PaymentIntentView, PaymentProvider } from './provider.ts';
import type { RefundsService } from './refunds.ts';
import { paymentEvents, payments } from './tables.ts';

interface Dependencies {
  db: Database;
  config: Config;
  provider: PaymentProvider;
  orders: OrdersService;
  shipping: ShippingSettings;
  mailer: QueuedMailer;
  /** Where the provider's refund events go. */
  refunds: Pick<RefundsService, 'applyEvent'>;
  log: FastifyBaseLogger;
}

export function createPaymentsService({ db, config, provider, orders: ordersService, shipping, mailer, refunds, log }: Dependencies) {
  /**
   * The letter that confirms a paid order, written with the payment in its transaction, so the
   * customer is mailed once whenever the relay takes it; `transactionId` null without a card payment.
   */
  const mailConfirmation = (tx: Transaction, order: OrderWithLines, transactionId: string | null) =>
    mailer.send(
      orderConfirmationEmail(
        { storeName: config.storeName, to: order.email, name: order.displayName },
        { ...summaryOf(order), ...letterHeading(order), transactionId },
        `${config.publicUrl}/dashboard/myorder`,
      ),
      { tx },
    );
  // An order gift cards and store credit pay in full is confirmed as it is placed (issue 43).
  ordersService.onPaidWithoutCard((tx, order) => mailConfirmation(tx, order, null));

  /** Moves the order to pending, records the payment, and mails the customer the first time. */
  async function applySucceededPayment(orderId: string, intent: PaymentIntentView, payer?: { name: string; email: string }) {
    const { order } = await ordersService.markOrderPending(orderId, intent, (tx, order) => mailConfirmation(tx, order, intent.id));
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

  /**
   * Whether an unpaid order may give its parts back: yes when it has no intent or its intent is
   * canceled now; a succeeded intent is applied instead (the order moves to pending and keeps its
   * parts); an intent the provider is still processing keeps the order as it is.
   */
  async function settleIntent(order: OrderRow): Promise<'free' | 'charged' | 'processing'> {
    if (!order.paymentIntentId) return 'free';
    const intent = await provider.cancelIntent(order.paymentIntentId);
    if (intent.status === 'canceled') return 'free';
    if (intent.status !== 'succeeded') return 'processing';
    await applySucceededPayment(order.id, intent);
    return 'charged';
  }

  return {
    /** Before an unpaid order expires (UnpaidOrderPayments, the orders module's expiry). */
    settleIntent,

    /**
     * The client secret of the order's intent for its current hold, created with the order's own
     * amount. An expired order takes its parts again first, at today's price, or is refused.
     */
    async createPaymentIntent(user: SessionUser, orderId: string, clientPriceCents?: number) {
      const owned = await ordersService.getOwnedOrder(user, orderId);
      if (owned.userId !== user.id) throw notFound('Order');
      if (!owned.shippingAddress) throw new HttpError(409, 'shipping_required', messages.shipping.required);
      const renewing = owned.payment === 'expired';
      const order = renewing ? await ordersService.renewHold(user, orderId, shipping.priceAgain) : owned;
      if (order.payment !== 'unpaid') throw new HttpError(409, 'already_paid', 'This order is already paid.');
      // `price` is the spec's: the parts' total as shown (the page shows the total charged beside it).
      if (clientPriceCents !== undefined && clientPriceCents !== order.subtotalCents) {
        // Held again at a new price: the page showed the old one, so it must show this one first.
        if (renewing) throw new HttpError(409, 'order_repriced', messages.hold.repriced(formatPrice(fromCents(order.subtotalCents))));
        throw new HttpError(400, 'price_mismatch', "The price does not match the order's total.");
      }
      const existing = order.paymentIntentId ? await provider.getIntent(order.paymentIntentId) : null;
      // One intent per order as it stands: what it charges, and when its figures or its hold last
      // changed (a new hold, a shipping change, back to an earlier total too). An intent canceled
      // for an earlier state is never replayed, and the provider never sees one key with two amounts.
      const intent =
        existing ??
        (await provider.createIntent({
          orderId: order.id,
          amountCents: order.totalCents,
          email: order.email,
          idempotencyKey: `order-${order.id}-${order.totalCents}-${CURRENCY}-${order.updatedAt.getTime()}`,
        }));
      if (!(await ordersService.attachPaymentIntent(order.id, intent.id))) {
        // The order expired between reading it and now: this intent must never take money.
        await provider.cancelIntent(intent.id);
        throw new HttpError(409, 'order_expired', messages.hold.expiredDuringPayment);
      }
      return { clientSecret: intent.clientSecret };
    },

    /**
     * `DELETE /order/:id`: an unpaid order whose card was not charged, or an expired one. A
     * charged order is moved to pending instead and stays.
     */
    async deleteOrder(user: SessionUser, orderId: string) {
      const order = await ordersService.getOwnedOrder(user, orderId);
      if (order.userId !== user.id) throw notFound('Order');
      if (order.payment !== 'unpaid' && order.payment !== 'expired') {
        throw new HttpError(409, 'order_not_deletable', 'Only unpaid orders can be deleted.');
      }
      const settled = order.payment === 'unpaid' ? await settleIntent(order) : 'free';
      if (settled === 'charged') throw new HttpError(409, 'order_charged', messages.hold.alreadyCharged);
      if (settled === 'processing') throw new HttpError(409, 'payment_in_progress', messages.hold.paymentInProgress);
      await ordersService.deleteOrder(user, orderId, order.paymentIntentId);
    },

    /**
     * `PUT /order/:id/shipping`: where an unpaid order goes, and its total then. A payment started
     * for the old total is canceled first; one that went through keeps the order as it is.
     */
    async setShipping(user: SessionUser, orderId: string, address: ShippingAddress, methodId: string) {
      const order = await ordersService.getOwnedOrder(user, orderId);
      if (order.userId !== user.id) throw notFound('Order');
      const choice = await shipping.choose(address, methodId);
      const settled = order.payment === 'unpaid' ? await settleIntent(order) : 'free';
      if (settled === 'charged') throw new HttpError(409, 'order_charged', messages.hold.alreadyCharged);
      if (settled === 'processing') throw new HttpError(409, 'payment_in_progress', messages.hold.paymentInProgress);
      return ordersService.setShipping(user, orderId, choice, order.paymentIntentId);
    },

    /** The page's PATCH /order/:id { payment: 'pending' } after the card is confirmed. */
    async confirmOrderPayment(user: SessionUser, orderId: string) {
      const order = await ordersService.getOwnedOrder(user, orderId);
      if (order.userId !== user.id) throw notFound('Order');
      return applySucceededPayment(order.id, await intentOf(order.paymentIntentId));
    },

    /** The page's PATCH /payment: the payment record, for a verified transaction of the caller. */
    async recordPayment(user: SessionUser, input: { name: string; email: string; transactionId: string }) {
      const intent = await provider.getIntent(input.transactionId);
      const order = intent?.orderId ? await ordersService.readOrder(intent.orderId) : undefined;
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
      // A refund's news (refund.updated, charge.refund.updated, …), on whichever process it
      // arrives: settling is idempotent, so a repeat or a late event changes nothing. A database
      // failure answers 500 and the provider sends the event again.
      if (event.refund && !(await refunds.applyEvent(event.refund))) {
        log.warn({ eventId: event.id, refundId: event.refund.id }, 'refund event for a refund this shop does not know');
      }
      await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      return { received: true, duplicate: false };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
