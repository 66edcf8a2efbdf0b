/** The sums the sales overview reads instead of every order (decision 028), and the shop's settings. */
import type { PaymentStatus } from '@coreparts/shared';
import { bigint, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Card sales per day of the shop's calendar (SHOP_TIME_ZONE), written with each payment: the
 * sales overview reads these few rows instead of summing every order (modules/sales/rollups.ts).
 */
export const salesDays = pgTable('sales_days', {
  day: date('day').primaryKey(),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  /** What promotions took off those orders' parts (issue 43): gross is revenue plus this. */
  discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
  paidOrders: integer('paid_orders').notNull(),
});

/** The same per part, for the top parts. */
export const salesPartDays = pgTable(
  'sales_part_days',
  {
    day: date('day').notNull(),
    partId: uuid('part_id').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.partId] })],
);

/**
 * How many orders are in each state, kept by a trigger on `orders` (migration 0006) in the
 * transaction of every change, over a few rows per state so concurrent checkouts do not queue on
 * one row. The overview sums these instead of counting every order (decision 028).
 */
export const orderStateCounts = pgTable(
  'order_state_counts',
  {
    state: text('state').$type<PaymentStatus>().notNull(),
    stripe: smallint('stripe').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.state, t.stripe] })],
);

/** The shop's settings an admin changes at run time, one row each (e.g. the low-stock default). */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
