/**
 * The catalog's search in SQL (decisions 008, 051): a shopper's words as a prefix query, what a
 * search finds and how it ranks, for the shoppers' pages; the admin's lists search names alone.
 */
import { readSearch, searchWords, type PartsPageQuery } from '@coreparts/shared';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { parts } from '@/db/schema.ts';

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

/** A search's place in the list: 0 its words in the name, 1 a category it names, 2 its words in the description. */
export const RANK_MAX = 2;

/**
 * What a search finds (decision 051): parts whose name has its words (the indexed column), parts
 * of a category it names ("gpu", "video card") whose name or description has its other words,
 * and parts whose name and description together have its words; ranked in that order.
 */
export function searchFor(q: string): { matches: SQL; rank: SQL } | null {
  const words = toPrefixQuery(q);
  if (!words) return null;
  const text = sql`to_tsvector('simple', regexp_replace(${parts.name} || ' ' || ${parts.description}, '[^[:alnum:]]+', ' ', 'g'))`;
  const inName = sql`${parts.search} @@ to_tsquery('simple', ${words})`;
  const inText = sql`${text} @@ to_tsquery('simple', ${words})`;
  const { categories, rest } = readSearch(q);
  const others = toPrefixQuery(rest.join(' '));
  const named = categories.length > 0 ? (and(inArray(parts.category, categories), others ? sql`${text} @@ to_tsquery('simple', ${others})` : undefined) ?? null) : null;
  return {
    matches: or(inName, named ?? undefined, inText)!,
    rank: named ? sql`(case when ${inName} then 0 when ${named} then 1 else 2 end)` : sql`(case when ${inName} then 0 else 2 end)`,
  };
}
