/** Orders and their timeline. */
import type { OrderActorRole, OrderEventKind, PaymentStatus } from '@coreparts/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/db/columns.ts';
import { users } from '@/modules/auth/tables.ts';
import { parts } from '@/modules/parts/tables.ts';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    // The part's name and minimum as they were when ordered.
    partName: text('part_name').notNull(),
    minOrder: integer('min_order').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
    payment: text('payment').$type<PaymentStatus>().notNull().default('unpaid'),
    /** The one payment intent of this order at the payment provider. */
    paymentIntentId: text('payment_intent_id').unique(),
    /** The client's `Idempotency-Key`: a retried request answers this order again. */
    idempotencyKey: text('idempotency_key'),
    /** An unpaid order holds its parts until then (decision 022); the expiry job releases them. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the card payment was confirmed (unpaid → pending): the day its revenue counts on. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_unpaid_expiry_idx').on(t.expiresAt).where(sql`${t.payment} = 'unpaid'`),
    // The per-customer cap counts these in every checkout (decision 022).
    index('orders_unpaid_user_idx').on(t.userId).where(sql`${t.payment} = 'unpaid'`),
    check('orders_quantity_positive', sql`${t.quantity} >= 1`),
    check('orders_total_positive', sql`${t.totalCents} > 0`),
    check('orders_payment_known', sql`${t.payment} in ('unpaid','pending','paid','expired')`),
    index('orders_email_idx').on(t.email),
    // The admin's order list, newest first, paged by (created_at, id).
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_part_idx').on(t.partId),
  ],
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
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check(
      'order_events_kind_known',
      sql`${t.kind} in ('placed','payment_started','paid_by_card','marked_paid','hold_renewed','expired','deleted')`,
    ),
    check('order_events_actor_known', sql`${t.actorRole} in ('customer','admin','system')`),
  ],
);
