/** What the users module keeps beside Better Auth's tables. */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '@/modules/auth/tables.ts';

/**
 * Profile photos uploaded per account in a fixed window (decision 054): one statement counts and
 * says whether the upload may go ahead, in every server process alike.
 */
export const photoUploadCounts = pgTable('photo_upload_counts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
