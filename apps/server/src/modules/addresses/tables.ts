/** The customers' address books (issue 41). */
import type { ShippingAddress } from '@coreparts/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, timestamp, uniqueIndex, uuid, text } from 'drizzle-orm/pg-core';
import { timestamps } from '@/db/columns.ts';
import { users } from '@/modules/auth/tables.ts';

/**
 * An address a customer keeps, checked by the shared `shippingAddressSchema` before it is stored:
 * one of them their default, and the one they last shipped to offered first at checkout.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<ShippingAddress>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** When an order last shipped here (set at checkout); null until then. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.createdAt),
    // One default per customer.
    uniqueIndex('saved_addresses_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
