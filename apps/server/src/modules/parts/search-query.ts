/**
 * The catalog's search in SQL (decisions 008, 051, 078): a shopper's words as a prefix query over
 * words stored and indexed when a part is written, `parts.search` (its name) and `parts.words`
 * (all that search reads), never computed from a part's text at query time. The admin's lists
 * search names alone.
 */
import { readSearch, searchWords, type PartsPageQuery } from '@coreparts/shared';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { parts } from './tables.ts';

/** Search words as a prefix query: "rtx 40" finds "RTX 4070". Only letters and digits pass. */
export function toPrefixQuery(q: string): string | null {
  const words = searchWords(q);
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** The live parts whose name has the search's words, in a category: the admin's lists, on the indexed name column. */
export function searchedByName({ q, category }: Partial<Pick<PartsPageQuery, 'q' | 'category'>>): SQL[] {
  const where: SQL[] = [isNull(parts.archivedAt)];
  if (category) where.push(eq(parts.category, category));
  const words = q ? toPrefixQuery(q) : null;
  if (words) where.push(sql`${parts.search} @@ to_tsquery('simple', ${words})`);
  return where;
}

/** A search's place in the list: 0 its words in the name, 1 a category it names, 2 its words elsewhere in the part. */
export const RANK_MAX = 2;

/**
 * What a search finds (decision 051): parts whose name has its words, parts of a category it
 * names ("gpu", "video card") whose words have its other words, and parts whose words have its
 * words; ranked in that order.
 */
export function searchFor(q: string): { matches: SQL; rank: SQL } | null {
  const words = toPrefixQuery(q);
  if (!words) return null;
  const inName = sql`${parts.search} @@ to_tsquery('simple', ${words})`;
  const inWords = sql`${parts.words} @@ to_tsquery('simple', ${words})`;
  const { categories, rest } = readSearch(q);
  const others = toPrefixQuery(rest.join(' '));
  const named = categories.length > 0 ? (and(inArray(parts.category, categories), others ? sql`${parts.words} @@ to_tsquery('simple', ${others})` : undefined) ?? null) : null;
  return {
    // A name's words are among its part's words: `inWords` finds the name matches too, in the same index.
    matches: named ? or(inWords, named)! : inWords,
    rank: named ? sql`(case when ${inName} then 0 when ${named} then 1 else 2 end)` : sql`(case when ${inName} then 0 else 2 end)`,
  };
}
