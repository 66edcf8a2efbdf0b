/** Payments recorded against orders, the provider's events already applied, and refunds. */
import type { OrderActorRole, RefundStatus } from '@coreparts/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/db/columns.ts';
import { orders } from '@/modules/orders/tables.ts';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    transactionId: text('transaction_id').notNull().unique(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Payment-provider events already applied, so a repeated webhook changes nothing twice. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money given back from an order's payment, through the provider's refund call. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountCents: integer('amount_cents').notNull(),
    /**
     * What of the amount went straight back to the gift cards and store credit the order was paid
     * with (issue 43): the card gets back the rest, through the provider.
     */
    balanceCents: integer('balance_cents').notNull().default(0),
    reason: text('reason').notNull(),
    /** Units of each line given back, when lines were refunded. */
    lines: jsonb('lines').$type<{ lineId: string; quantity: number }[]>(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id').unique(),
    /** The admin's `Idempotency-Key`, or the cancellation's own: a retry answers this refund again. */
    idempotencyKey: text('idempotency_key').notNull(),
    actorRole: text('actor_role').$type<OrderActorRole>().notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refunds_idempotency_idx').on(t.orderId, t.idempotencyKey),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('refunds_balance_bounded', sql`${t.balanceCents} between 0 and ${t.amountCents}`),
    check('refunds_status_known', sql`${t.status} in ('pending','succeeded','failed')`),
  ],
);
