/**
 * The store's tables. Money is integer cents (decision 002); ids are UUIDs answered as `_id`.
 * Accounts (users, sessions, …) are Better Auth's, in auth-schema.ts.
 */
import type { Category, OrderActorRole, OrderEventKind, PaymentStatus } from '@coreparts/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '@/modules/auth/tables.ts';

export * from '@/modules/auth/tables.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** Alert the admin while fewer units than this are left; null: the shop's default (issue 14). */
    lowStockThreshold: integer('low_stock_threshold'),
    // Deleted parts are archived, never erased under orders (product.md §3).
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Words of the name, for search by name (decision 008); "DDR5-6000" is "ddr5" and "6000". */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', regexp_replace("name", '[^[:alnum:]]+', ' ', 'g'))`,
    ),
    ...timestamps,
  },
  (t) => [
    // The live catalog's listings: default order, by category, by price (decision 008).
    index('parts_live_category_idx').on(t.category, t.seq).where(sql`${t.archivedAt} is null`),
    index('parts_live_price_idx').on(t.priceCents, t.seq).where(sql`${t.archivedAt} is null`),
    index('parts_live_category_price_idx').on(t.category, t.priceCents, t.seq).where(sql`${t.archivedAt} is null`),
    index('parts_search_idx').using('gin', t.search),
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

/**
 * Card sales per day of the shop's calendar (SHOP_TIME_ZONE), written with each payment: the
 * sales overview reads these few rows instead of summing every order (modules/sales/rollups.ts).
 */
export const salesDays = pgTable('sales_days', {
  day: date('day').primaryKey(),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
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

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    userId: text('user_id').references(() => users.id),
    name: text('name').notNull(),
    image: text('image').notNull(),
    text: text('text').notNull(),
    rating: smallint('rating').notNull(),
    // The last write: posting again replaces the review, at most once a minute (decision 023).
    ...timestamps,
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    // One review per account (decision 023); the seeded demo reviews have no account.
    uniqueIndex('reviews_user_id_idx').on(t.userId),
  ],
);

/**
 * The development mail outbox (README, "Run it"): without SMTP_URL every message is kept here and shown
 * at /dev/mailbox. Production sends through SMTP and never writes this table.
 */
export const devOutbox = pgTable('dev_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The development test-mode payment processor's intents (src/dev-stand-ins/test-payments.ts).
 * Production uses Stripe and never writes this table.
 */
export const devPaymentIntents = pgTable('dev_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  orderId: uuid('order_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Background work (modules/jobs/queue.ts, decision 019): written in the same transaction as the
 * change that causes it, claimed by one process at a time, retried with backoff, and kept as
 * failed, for an admin to see, when it keeps failing.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Scheduled work: one job per kind and time slot, however many processes schedule it. */
    dedupeKey: text('dedupe_key').unique(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** A process working on it holds it until then; past it, the job is free again (a crash). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`)],
);
