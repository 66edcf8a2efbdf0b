/** Customers' reviews: of the shop (the spec's), and of each part by its buyers (decision 052). */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/db/columns.ts';
import { users } from '@/modules/auth/tables.ts';
import { parts } from '@/modules/parts/tables.ts';

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
 * A buyer's review of a part: one row per account and part, edited in place. Deleting it blanks
 * it (`deleted_at`) rather than erasing it, so that the minute between writes still holds.
 */
export const partReviews = pgTable(
  'part_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // First written order: newest first, and the list's cursor. Editing keeps the place.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** An admin took it out of the list and the rating; its author still sees it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('part_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('part_reviews_part_user_idx').on(t.partId, t.userId),
    // A part's shown reviews, newest first.
    index('part_reviews_shown_idx').on(t.partId, t.seq).where(sql`${t.hiddenAt} is null and ${t.deletedAt} is null`),
  ],
);
