/**
 * A limit on writes per key in a fixed window (saved builds, profile photos, reports read, orders
 * placed), counted in the database so every server process shares it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { HttpError } from './http-errors.ts';

/**
 * Requests counted per key (`advisor <address>`, `order <account>`), for the modules that keep no
 * table of counts of their own.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('request_counts_window_idx').on(t.windowStartedAt)],
);

export const sharedRequestCounts: WindowCounts = { table: requestCounts, key: requestCounts.key, windowStartedAt: requestCounts.windowStartedAt, count: requestCounts.count };

/** A table of counts: one row per key with when its window started and how many writes it holds. */
export interface WindowCounts {
  table: PgTable;
  key: PgColumn;
  windowStartedAt: PgColumn;
  count: PgColumn;
}

export interface WindowLimit {
  limit: number;
  windowSeconds: number;
  /** The 429's message, in the shop's words. */
  message: string;
}

/**
 * Counts one write under `key` in its window and refuses it past the limit, in one statement: a
 * window long over starts again at 1. Answers 429.
 */
export async function countWindowedWrite(
  db: { execute(query: SQL): PromiseLike<unknown> },
  counts: WindowCounts,
  key: string,
  { limit, windowSeconds, message }: WindowLimit,
): Promise<void> {
  const { table, windowStartedAt, count } = counts;
  const column = (c: PgColumn) => sql.identifier(c.name);
  const over = sql`${windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const result = (await db.execute(sql`
    insert into ${table} (${column(counts.key)}, ${column(windowStartedAt)}, ${column(count)}) values (${key}, now(), 1)
    on conflict (${column(counts.key)}) do update set
      ${column(count)} = case when ${over} then 1 else ${count} + 1 end,
      ${column(windowStartedAt)} = case when ${over} then now() else ${windowStartedAt} end
    returning ${count} as count`)) as { rows: { count: number }[] };
  if (result.rows[0]!.count > limit) throw new HttpError(429, 'too_many_requests', message);
}

/**
 * Removes the rows of windows that started over a day ago: no limit's window is that long, so
 * they count nothing any more. Modules schedule it for the tables they write.
 */
export async function forgetOldCounts(db: { execute(query: SQL): PromiseLike<unknown> }, { table, windowStartedAt }: WindowCounts): Promise<void> {
  await db.execute(sql`delete from ${table} where ${windowStartedAt} < now() - interval '1 day'`);
}
