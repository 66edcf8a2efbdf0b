/** The carts of signed-in customers. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/auth/tables.ts';
import { parts } from '@/modules/parts/tables.ts';

/** A signed-in customer's cart, kept on the server so it follows them across devices. */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The unit price when added or last changed: the cart flags a different price today. */
    addedPriceCents: integer('added_price_cents'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partId] }), check('cart_lines_quantity_positive', sql`${t.quantity} >= 1`)],
);
