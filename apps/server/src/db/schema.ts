/**
 * The store's tables. Money is integer cents (decision 002); ids are UUIDs answered as `_id`.
 * Users arrive with accounts (Better Auth); `user_id` columns are ready for them.
 */
import type { Category } from '@coreparts/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const paymentStatuses = ['unpaid', 'pending', 'paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const parts = pgTable(
  'parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Insertion order: the catalog's stable listing order and the future paging cursor.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    name: text('name').notNull(),
    category: text('category').$type<Category>().notNull(),
    priceCents: integer('price_cents').notNull(),
    image: text('image').notNull(),
    description: text('description').notNull(),
    minOrder: integer('min_order').notNull(),
    quantity: integer('quantity').notNull(),
    // Deleted parts are archived, never erased under orders (DESIGN §4).
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('parts_price_positive', sql`${t.priceCents} > 0`),
    check('parts_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('parts_min_order_positive', sql`${t.minOrder} >= 1`),
    check(
      'parts_category_known',
      sql`${t.category} in ('graphics-card','ram','processor','ssd','keyboard','mouse','printer','router')`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    userId: text('user_id'),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    // The part's name and minimum as they were when ordered.
    partName: text('part_name').notNull(),
    minOrder: integer('min_order').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
    payment: text('payment').$type<PaymentStatus>().notNull().default('unpaid'),
    ...timestamps,
  },
  (t) => [
    check('orders_quantity_positive', sql`${t.quantity} >= 1`),
    check('orders_total_positive', sql`${t.totalCents} > 0`),
    check('orders_payment_known', sql`${t.payment} in ('unpaid','pending','paid')`),
    index('orders_email_idx').on(t.email),
    index('orders_part_idx').on(t.partId),
  ],
);

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

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    userId: text('user_id'),
    name: text('name').notNull(),
    image: text('image').notNull(),
    text: text('text').notNull(),
    rating: smallint('rating').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [check('reviews_rating_range', sql`${t.rating} between 1 and 5`)],
);
