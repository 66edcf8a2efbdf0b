/** The development stand-ins' tables; production never writes them. */
import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
