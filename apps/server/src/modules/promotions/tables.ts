/** Promotions and the orders each one discounts (issue 43, decision 097). */
import type { AnyCategory, PromotionKind } from '@coreparts/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/db/columns.ts';
import { users } from '@/modules/auth/tables.ts';
import { orders } from '@/modules/orders/tables.ts';

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** In capitals (a code is read whatever its case); null for an automatic promotion. */
    code: text('code'),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** In hundredths: of a percent for `percent` (1,000 is 10 %), of a dollar for `fixed`; 0 for free shipping. */
    value: integer('value').notNull(),
    minSubtotalCents: integer('min_subtotal_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    categories: text('categories').array().$type<AnyCategory[]>().notNull().default(sql`'{}'`),
    partIds: uuid('part_ids').array().notNull().default(sql`'{}'`),
    build: boolean('build').notNull().default(false),
    automatic: boolean('automatic').notNull().default(false),
    combines: boolean('combines').notNull().default(true),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promotions_code_idx').on(t.code),
    check('promotions_kind_known', sql`${t.kind} in ('percent','fixed','free-shipping')`),
    check('promotions_code_or_automatic', sql`(${t.code} is null) = ${t.automatic}`),
  ],
);

/**
 * An order a promotion discounts, and how much: written as the order is placed, under the
 * promotion's lock when it has a limit, so its uses are counted exactly; gone with the order, or
 * when an unpaid order expires (its use is given back).
 */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.orderId] }), index('promotion_redemptions_user_idx').on(t.promotionId, t.userId), index('promotion_redemptions_order_idx').on(t.orderId)],
);
