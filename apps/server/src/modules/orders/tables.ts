/** Orders and their timeline. */
import type { FulfilmentStatus, OrderActorRole, OrderDiscount, OrderEventKind, PaymentStatus, ShippingAddress } from '@coreparts/shared';
import { ORDER_NUMBER_START, orderEventKinds } from '@coreparts/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/db/columns.ts';
import { users } from '@/modules/auth/tables.ts';
import { parts } from '@/modules/parts/tables.ts';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The number people read out (CP-100001, decision 085): taken from its sequence by the insert
     * itself, so placing an order costs no extra round trip.
     */
    number: integer('number').notNull().generatedByDefaultAsIdentity({ startWith: ORDER_NUMBER_START }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** The parts' total (the spec's `price`), and what the card is charged: parts, shipping and tax. */
    subtotalCents: integer('subtotal_cents').notNull(),
    /** What promotions took off the parts (issue 43), and which: their names and amounts as charged. */
    discountCents: integer('discount_cents').notNull().default(0),
    discounts: jsonb('discounts').$type<OrderDiscount[]>().notNull().default([]),
    /** The code the customer gave, as typed in capitals; a renewed hold tries it again. */
    promotionCode: text('promotion_code'),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** The tax rate charged, as it was named and set then (issue 41); null where none applied. */
    taxName: text('tax_name'),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    /** What the card is charged: the order's figures less what gift cards and store credit paid (issue 43). */
    totalCents: integer('total_cents').notNull(),
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    storeCreditCents: integer('store_credit_cents').notNull().default(0),
    /** Where it goes and how; null until the customer says (a one-part order's payment page). */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    shippingMethodId: uuid('shipping_method_id'),
    shippingMethod: text('shipping_method'),
    fulfilment: text('fulfilment').$type<FulfilmentStatus>().notNull().default('unfulfilled'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /**
     * Refunds so far (pending or succeeded), to the card and to gift cards and store credit: never
     * above what was paid; `balanceRefundedCents` of it went back to the gift cards and credit.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
    balanceRefundedCents: integer('balance_refunded_cents').notNull().default(0),
    payment: text('payment').$type<PaymentStatus>().notNull().default('unpaid'),
    /** The one payment intent of this order at the payment provider. */
    paymentIntentId: text('payment_intent_id').unique(),
    /** The client's `Idempotency-Key`: a retried request answers this order again. */
    idempotencyKey: text('idempotency_key'),
    /** An unpaid order holds its parts until then (decision 022); the expiry job releases them. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the card payment was confirmed (unpaid → pending): the day its revenue counts on. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When it was marked delivered: the return window counts from it (issue 44). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_unpaid_expiry_idx').on(t.expiresAt).where(sql`${t.payment} = 'unpaid'`),
    // The per-customer cap counts these in every checkout (decision 022).
    index('orders_unpaid_user_idx').on(t.userId).where(sql`${t.payment} = 'unpaid'`),
    check('orders_total_not_negative', sql`${t.totalCents} >= 0`),
    check(
      'orders_total_adds_up',
      sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.shippingCents} + ${t.taxCents} - ${t.giftCardCents} - ${t.storeCreditCents}`,
    ),
    check('orders_balances_not_negative', sql`${t.giftCardCents} >= 0 and ${t.storeCreditCents} >= 0`),
    check('orders_discount_bounded', sql`${t.discountCents} between 0 and ${t.subtotalCents}`),
    check('orders_refund_bounded', sql`${t.refundedCents} between 0 and ${t.totalCents} + ${t.giftCardCents} + ${t.storeCreditCents}`),
    check('orders_balance_refund_bounded', sql`${t.balanceRefundedCents} between 0 and least(${t.refundedCents}, ${t.giftCardCents} + ${t.storeCreditCents})`),
    check('orders_fulfilment_known', sql`${t.fulfilment} in ('unfulfilled','shipped','delivered','canceled')`),
    check('orders_payment_known', sql`${t.payment} in ('unpaid','pending','paid','expired')`),
    index('orders_email_idx').on(t.email),
    // The admin's order list, newest first, paged by (created_at, id).
    index('orders_created_idx').on(t.createdAt, t.id),
    // A customer's orders, newest first (My Order, the last address).
    index('orders_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** The parts of an order, at the name, minimum and price they were ordered at. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    partName: text('part_name').notNull(),
    minOrder: integer('min_order').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** This line's share of the order's discount: the line was paid `totalCents - discountCents`. */
    discountCents: integer('discount_cents').notNull().default(0),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_part_idx').on(t.partId),
    check('order_lines_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_lines_refund_bounded', sql`${t.refundedQuantity} between 0 and ${t.quantity}`),
    check('order_lines_discount_bounded', sql`${t.discountCents} between 0 and ${t.totalCents}`),
  ],
);

/** The shipping methods an admin offers: a flat rate, free from a parts' subtotal on. */
export const shippingMethods = pgTable('shipping_methods', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  freeAboveCents: integer('free_above_cents'),
  eta: text('eta').notNull().default(''),
  position: smallint('position').notNull(),
});

/**
 * The tax rate of each country shipped to, in basis points, and of some of its regions (a US
 * state, a Canadian province; `region` '' for the whole country), the region's winning over the
 * country's; a country not listed pays none (decision 075). `name` is what the checkout shows.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    name: text('name').notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.region] })],
);

/**
 * Every change of an order, written in the transaction of the change and never altered (a
 * trigger refuses updates and deletes). It has no foreign key: the history of a deleted order
 * stays.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    actorRole: text('actor_role').$type<OrderActorRole>().notNull(),
    /** The account that made the change; null for the shop's own jobs. */
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    /** The payment processor's id, for payment started and paid by card. */
    paymentIntentId: text('payment_intent_id'),
    /** Units given back to stock by this change. */
    stockReturned: integer('stock_returned'),
    /** The carrier and tracking number of a shipment, the reason of a refund or cancellation. */
    detail: text('detail'),
    amountCents: integer('amount_cents'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check(
      'order_events_kind_known',
      sql.raw(`kind in (${orderEventKinds.map((kind) => `'${kind}'`).join(',')})`),
    ),
    check('order_events_actor_known', sql`${t.actorRole} in ('customer','admin','system')`),
  ],
);
