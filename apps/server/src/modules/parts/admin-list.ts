/**
 * Manage Product's list (decision 053): the live parts searched by name, filtered by category and
 * sorted by name, price, stock or age, a page at a time after a cursor (the last row's sort key
 * and `seq`), so the last page of 100,000 parts costs what the first does. The page is read from
 * the database each time, never from the shoppers' cached pages: an admin sees their own change.
 */
import type { AdminPartSort, AdminPartsPage, AdminPartsQuery } from '@coreparts/shared';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { HttpError } from '@/lib/http-errors.ts';
import { searchedByName } from './search-query.ts';
import { partColumns, toPart, type PartsService } from './service.ts';
import { parts } from './tables.ts';

const INT_MAX = 2 ** 31 - 1;
const SEQ_MAX = Number.MAX_SAFE_INTEGER;
const NAME_MAX = 200;
/**
 * Up to this many matches of a search are read through the search index and sorted by name; more
 * are found soon enough walking the name index. Names start with their brand, so the matches of a
 * brand lie together in name order: walking there from "A" passed 80,000 parts for 8,000 matches
 * (half a second on PGlite) where sorting the 8,000 took 30 to 60 ms (decision 053).
 */
const SORTED_SEARCH_MAX = 20_000;

type CursorValue = string | number;

const isCount = (max: number) => (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;
const isName = (value: unknown) => typeof value === 'string' && value.length <= NAME_MAX && !value.includes('\0');

type Row = { name: string; priceCents: number; quantity: number };

/**
 * Each sort as a row: the column it orders by and how a cursor's first value is checked against
 * it; newest first orders by `seq` alone, backwards.
 */
const sorts: Record<AdminPartSort, { by: { column: SQL; of: (row: Row) => CursorValue; valid: (value: unknown) => boolean } | null }> = {
  name: { by: { column: sql`${parts.name}`, of: (row) => row.name, valid: isName } },
  price: { by: { column: sql`${parts.priceCents}`, of: (row) => row.priceCents, valid: isCount(INT_MAX) } },
  stock: { by: { column: sql`${parts.quantity}`, of: (row) => row.quantity, valid: isCount(INT_MAX) } },
  newest: { by: null },
};

const encodeCursor = (values: CursorValue[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

/** A cursor of this sort: its key (none for newest) and a `seq`, or 400; never a database error. */
function decodeCursor(cursor: string, sort: AdminPartSort): CursorValue[] {
  const { by } = sorts[sort];
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const fits = by ? Array.isArray(values) && values.length === 2 && by.valid(values[0]) : Array.isArray(values) && values.length === 1;
    if (fits && isCount(SEQ_MAX)((values as unknown[]).at(-1))) return values as CursorValue[];
  } catch {
    // answered below
  }
  throw new HttpError(400, 'bad_request', 'Invalid cursor');
}

function afterCursor(sort: AdminPartSort, values: CursorValue[]): SQL {
  const { by } = sorts[sort];
  return by ? sql`(${by.column}, ${parts.seq}) > (${values[0]}, ${values[1]})` : sql`${parts.seq} < ${values[0]}`;
}

/** One page; the total comes from the catalog service, which keeps it until the catalog changes. */
export async function listPartsForAdmin(db: Database, catalog: PartsService, query: AdminPartsQuery): Promise<AdminPartsPage> {
  const { sort, limit } = query;
  const { by } = sorts[sort];
  const after = query.cursor ? afterCursor(sort, decodeCursor(query.cursor, sort)) : undefined;
  const total = await catalog.countMatching(query);
  // The name as an expression is no index's column: the planner reads the matches through the search index, then sorts.
  const column = sort === 'name' && query.q && total <= SORTED_SEARCH_MAX ? sql`(${parts.name} || '')` : by?.column;
  const order = column ? [asc(column), asc(parts.seq)] : [desc(parts.seq)];
  const rows = await db
    .select(partColumns)
    .from(parts)
    .where(and(...searchedByName(query), after))
    .orderBy(...order)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toPart),
    total,
    nextCursor: rows.length > limit && last ? encodeCursor(by ? [by.of(last), last.seq] : [last.seq]) : null,
  };
}
