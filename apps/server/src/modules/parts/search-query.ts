/**
 * The catalog's search in SQL (decisions 008, 051, 078): a shopper's words as a prefix query over
 * words stored and indexed when a part is written, `parts.search` (its name) and `parts.words`
 * (all that search reads), never computed from a part's text at query time. The admin's lists
 * search names alone.
 */
import { readSearch, searchWords, wordParts, type PartsPageQuery } from '@coreparts/shared';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { parts } from './tables.ts';

/**
 * A word as a prefix query; a model number that starts with letters is also its parts in order,
 * the last a prefix ("rtx4070" finds "RTX 4070"; "RTX4070" is indexed as "rtx 4070" too:
 * tables.ts). A word that starts with digits is kept whole: "32gb" is a capacity, not the "32GB"
 * of a "2x32GB" kit, and "7800x3d" is one word of "Ryzen 7 7800X3D".
 */
function wordQuery(word: string): string {
  const apart = wordParts(word);
  return apart.length > 1 && /^\p{L}/u.test(word) ? `(${word}:* | ${apart.slice(0, -1).join(' <-> ')} <-> ${apart.at(-1)}:*)` : `${word}:*`;
}

/** Search words as a prefix query: "rtx 40" finds "RTX 4070". Only letters and digits pass. */
export function toPrefixQuery(q: string): string | null {
  const words = searchWords(q);
  return words.length > 0 ? words.map(wordQuery).join(' & ') : null;
}

/** Any of the search's words, for the near matches of a search that found nothing. */
export function toAnyWordQuery(q: string): string | null {
  const words = searchWords(q);
  return words.length > 1 ? words.map(wordQuery).join(' | ') : null;
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
 * What a search finds (decisions 051, 084): parts whose name has its words, parts of a category it
 * names ("gpu", "video card") whose words have its other words and, when it names no category,
 * parts whose words have its words; ranked in that order. A query that names a category finds
 * no other category's part by its description: a power supply "for graphics cards" is not a card.
 * When that finds nothing, the catalog reads the same words as plain words (`categoryWords: false`):
 * "12v cooler" with no cooler of 12 V finds the card whose cooler and 12V plug its text names.
 */
export function searchFor(q: string, { categoryWords = true }: { categoryWords?: boolean } = {}): { matches: SQL; rank: SQL } | null {
  const words = toPrefixQuery(q);
  if (!words) return null;
  const inName = sql`${parts.search} @@ to_tsquery('simple', ${words})`;
  const inWords = sql`${parts.words} @@ to_tsquery('simple', ${words})`;
  // Without its category words read (`categoryWords: false`), a query's words are found anywhere.
  const { categories, rest } = categoryWords ? readSearch(q) : { categories: [], rest: [] };
  const others = toPrefixQuery(rest.join(' '));
  const named = categories.length > 0 ? (and(inArray(parts.category, categories), others ? sql`${parts.words} @@ to_tsquery('simple', ${others})` : undefined) ?? null) : null;
  return {
    // A name's words are among its part's words: `inWords` finds the name matches too, in the same index.
    // With a category named, the name and the category are searched alone (each through its index).
    matches: named ? or(inName, named)! : inWords,
    rank: named ? sql`(case when ${inName} then 0 when ${named} then 1 else 2 end)` : sql`(case when ${inName} then 0 else 2 end)`,
  };
}
