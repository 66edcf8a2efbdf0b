/** Payments recorded against orders, and the provider's events already applied. */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
