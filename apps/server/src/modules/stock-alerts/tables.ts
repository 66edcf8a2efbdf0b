/** Back-in-stock alerts (issue 29, decision 054). */
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/auth/tables.ts';
import { parts } from '@/modules/parts/tables.ts';

/**
 * An armed alert: this customer is e-mailed once when this part, out of stock when they asked,
 * is back. The row goes when the mail is written (an alert fires once), or when they remove it.
 * Restocks are told by the stock module, whatever changed the stock (decision 079).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partId] }), index('stock_alerts_part_idx').on(t.partId)],
);
