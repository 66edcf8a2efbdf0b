/** Saved builds and the counts that limit how fast they are written (decision 050). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/auth/tables.ts';
import { parts } from '@/modules/parts/tables.ts';

/**
 * A build saved to be shared: its lines never change once saved (a shared link shows what was
 * shared); only its owner's name for it does. A visitor's build has no owner and stays as it is.
 */
export const savedBuilds = pgTable(
  'saved_builds',
  {
    /** 96 random bits in base64url: not to be guessed or counted. */
    id: text('id').primaryKey(),
    /** The account that saved it; null for a visitor's. Their builds go with the account. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_builds_id_shape', sql`${t.id} ~ '^[A-Za-z0-9_-]{16}$'`),
    check('saved_builds_name_length', sql`char_length(${t.name}) between 1 and 60`),
    // An account's builds, newest first (My builds, the cap per account).
    index('saved_builds_owner_created_idx').on(t.ownerId, t.createdAt),
  ],
);

export const savedBuildLines = pgTable(
  'saved_build_lines',
  {
    buildId: text('build_id')
      .notNull()
      .references(() => savedBuilds.id, { onDelete: 'cascade' }),
    /** The line's place in the build, from 0, as it was saved. */
    position: smallint('position').notNull(),
    // Parts are archived, never erased: a build keeps naming a part no longer sold.
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    quantity: smallint('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.buildId, t.position] }),
    check('saved_build_lines_position_range', sql`${t.position} between 0 and 31`),
    check('saved_build_lines_quantity_range', sql`${t.quantity} between 1 and 16`),
  ],
);

/**
 * Writes of builds counted per key (`save address <ip>`, `save account <id>`, `rename account <id>`)
 * in fixed windows: one statement counts and says whether the write may go ahead, in every
 * server process alike. Rows of windows long over are cleared as new writes come.
 */
export const buildWriteCounts = pgTable(
  'build_write_counts',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('build_write_counts_window_idx').on(t.windowStartedAt)],
);
