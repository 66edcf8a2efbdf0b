/** Price-drop alerts (issue 42, decision 094). */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/auth/tables.ts';
import { savedBuilds } from '@/modules/builds/tables.ts';
import { parts } from '@/modules/parts/tables.ts';

/**
 * An armed alert on a part: this customer is e-mailed once when its price is at or below the
 * target, or (no target) below the price it had when the alert was set. The row goes when its
 * mail is written, or when they remove it.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    /** Null: any drop below `priceWhenSetCents`. */
    targetCents: integer('target_cents'),
    priceWhenSetCents: integer('price_when_set_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partId] }), index('price_alerts_part_idx').on(t.partId)],
);

/**
 * A watch on one of the customer's saved builds: one mail when its total is at least
 * `dropByCents` below its total at the prices when the watch was set, listing what changed.
 */
export const buildPriceWatches = pgTable(
  'build_price_watches',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buildId: text('build_id')
      .notNull()
      .references(() => savedBuilds.id, { onDelete: 'cascade' }),
    dropByCents: integer('drop_by_cents').notNull(),
    /**
     * Part id → its price in cents when the watch was set, for each of the build's parts sold then:
     * the totals compared are over the parts sold then and now (decision 096).
     */
    pricesWhenSet: jsonb('prices_when_set').$type<Record<string, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.buildId] }), index('build_price_watches_build_idx').on(t.buildId)],
);
