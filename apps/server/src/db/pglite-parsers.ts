/**
 * PGlite as Drizzle asks it, without a copy of its parser table per query (decision 056).
 *
 * Drizzle passes PGlite, with every query, parsers that keep dates, times and intervals as the
 * text PostgreSQL sends. PGlite merges any parsers a query names into a copy of its own table of
 * some 320 parsers, once per query: that copy more than doubled a small query's time on the
 * embedded database (about 200 against 90 µs) and was half of what an order read allocated.
 * Here the database's own table keeps those types as text, and Drizzle's queries reach it through
 * a client that leaves out per-query parsers naming only those types; any other parsers still go
 * with their query.
 */
import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/** What Drizzle reads as text (`drizzle-orm/pglite`'s query parsers): dates, times, intervals and their arrays, and numeric arrays. */
export const TEXT_TYPES: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1115, 1185, 1187, 1182, 1231];

const asText = (value: string) => value;

/** The options without their parsers when the database's own table already reads those types so. */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const named = options?.parsers;
  if (!named || !Object.keys(named).every((type) => TEXT_TYPES.includes(Number(type)))) return options;
  return { ...options, parsers: undefined };
}

/** The part of a client Drizzle uses: queries, and transactions whose queries go the same way. */
export interface DrizzleClient {
  query: PGlite['query'];
  transaction: PGlite['transaction'];
}

/** `target`'s query as Drizzle's go: without the parsers its table already applies. */
function leanQuery(target: Pick<Transaction, 'query'>): Transaction['query'] {
  return ((text: string, params?: unknown[], options?: QueryOptions) => target.query(text, params, withoutTextParsers(options))) as Transaction['query'];
}

/**
 * `client` with the text types in its own parser table (after its array types were read at
 * start), wrapped for Drizzle.
 */
export function drizzleClient(client: PGlite): DrizzleClient {
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
  return {
    query: leanQuery(client),
    // The transaction as PGlite made it (its other calls and whether it is closed), but for its queries.
    transaction: (callback) => client.transaction((tx) => callback(Object.assign(Object.create(tx) as Transaction, { query: leanQuery(tx) }))),
  };
}
