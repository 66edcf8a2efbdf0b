/** Gift cards and store credit (issue 43): money customers hold with the shop, and each move of it. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/auth/tables.ts';

/**
 * A gift card: the SHA-256 of its code (the code itself is shown once, when issued, and never
 * stored), what it was issued for and what is left; `balance_cents` changes only under the row's
 * lock, with a move beside it.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull().unique(),
    last4: text('last4').notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    recipientEmail: text('recipient_email'),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('gift_cards_balance_bounded', sql`${t.balanceCents} between 0 and ${t.amountCents}`)],
);

/**
 * Money moved on a gift card or an account's store credit by an order: spent (negative) when it
 * is placed, given back (positive) when its hold ends, it is deleted or refunded. Store credit
 * granted by an admin is a move without an order.
 */
export const balanceMoves = pgTable(
  'balance_moves',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    /** One of the two: the gift card, or the account whose store credit moved. */
    giftCardId: uuid('gift_card_id').references(() => giftCards.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** No foreign key: a deleted order's moves stay, as its timeline does. */
    orderId: uuid('order_id'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    actorId: text('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('balance_moves_one_holder', sql`(${t.giftCardId} is null) <> (${t.userId} is null)`),
    index('balance_moves_user_idx').on(t.userId, t.id),
    index('balance_moves_order_idx').on(t.orderId),
  ],
);
