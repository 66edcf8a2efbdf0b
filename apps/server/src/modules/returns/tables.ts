/** Returns of delivered orders (issue 44), their lines, and the shop's return policy. */
import type { ReturnReason, ReturnState } from '@coreparts/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/db/columns.ts';
import { users } from '@/modules/auth/tables.ts';
import { orders } from '@/modules/orders/tables.ts';

export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    state: text('state').$type<ReturnState>().notNull().default('requested'),
    note: text('note'),
    rejectReason: text('reject_reason'),
    refundTo: text('refund_to').$type<'card' | 'store-credit' | 'replacement'>(),
    replacementOrderId: uuid('replacement_order_id'),
    refundCents: integer('refund_cents'),
    restockingFeeCents: integer('restocking_fee_cents').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_state_idx').on(t.state, t.createdAt),
    check('returns_state_known', sql`${t.state} in ('requested','approved','rejected','received','refunded','replaced')`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    /** The order's line (no foreign key across modules' tables beyond the order's). */
    lineId: uuid('line_id').notNull(),
    partId: uuid('part_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    resellable: integer('resellable').notNull().default(0),
    damaged: integer('damaged').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.lineId] }),
    index('return_lines_line_idx').on(t.lineId),
    check('return_lines_quantity_positive', sql`${t.quantity} >= 1`),
    check('return_lines_received_bounded', sql`${t.resellable} >= 0 and ${t.damaged} >= 0 and ${t.resellable} + ${t.damaged} <= ${t.quantity}`),
  ],
);

/** The shop's return policy: one row. */
export const returnPolicy = pgTable('return_policy', {
  id: smallint('id').primaryKey().default(1),
  windowDays: integer('window_days').notNull().default(30),
  /** Basis points of the units' price kept for "no longer needed" (1,500 is 15 %). */
  restockingFeeBp: integer('restocking_fee_bp').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
