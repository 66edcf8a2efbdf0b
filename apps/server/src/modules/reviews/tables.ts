/** Customers' reviews. */
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/db/columns.ts';
import { users } from '@/modules/auth/tables.ts';

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
