/**
 * A search reads indexes only (decision 078): on a catalog large enough for the planner to choose,
 * the statements a search's page runs (its first page, a page after a cursor, its total) find
 * their parts through the words' GIN index and compute no part's words.
 */
import { and, asc, count, isNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parts } from '@/db/schema.ts';
import { generatedPart } from '@/db/generated-catalog.ts';
import { seedGeneratedParts } from '@/db/seed.ts';
import { createTestApp } from '@/test/test-app.ts';
import { searchFor } from './search-query.ts';

// Enough parts that the planner weighs the indexes against reading the table; the demo catalog's
// few dozen it reads whole, rightly.
const PARTS = 3_000;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedGeneratedParts(t.db, PARTS);
});
afterAll(() => t?.close());

/** The plan of a statement, one line a node. */
async function planOf(query: SQL | { getSQL(): SQL }): Promise<string> {
  const result = (await t.db.execute(sql`explain (costs off) ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** What the catalog's page runs for a search in the featured order (service.ts, `loadPage` and `loadSummary`). */
function statementsOf(q: string) {
  const search = searchFor(q)!;
  const live = [isNull(parts.archivedAt), search.matches];
  const page = (after?: SQL) =>
    t.db
      .select({ id: parts.id, rank: search.rank })
      .from(parts)
      .where(and(...live, after))
      .orderBy(asc(search.rank), asc(parts.seq))
      .limit(25);
  return {
    'first page': page(),
    'a page after a cursor': page(sql`(${search.rank}, ${parts.seq}) > (${0}, ${PARTS / 2})`),
    total: t.db.select({ n: count() }).from(parts).where(and(...live)),
  };
}

it.each([
  ['a brand', 'vortex', 'parts_words_idx'],
  ['a word of descriptions', 'aluminium', 'parts_words_idx'],
  ['a specification value', 'ambidextrous', 'parts_words_idx'],
  ['prefixes', 'kest pul', 'parts_words_idx'],
  ['a model number typed together', 'vx7700', 'parts_words_idx'],
  // A generated keyboard's SKU and a mouse's MPN (decision 089): neither names a category.
  ['a SKU', generatedPart(100).sku, 'parts_words_idx'],
  ['an MPN', generatedPart(101).mpn, 'parts_words_idx'],
  // A category named: other categories' parts by their name alone (decision 084).
  ['a category named with other words', 'gpu 16gb', 'parts_search_idx'],
  ['a category named alone', 'psu', 'parts_search_idx'],
])('finds %s ("%s") through %s, computing no words', async (_, q, index) => {
  for (const [name, statement] of Object.entries(statementsOf(q))) {
    const plan = await planOf(statement);
    expect(plan, name).toContain(index);
    expect(plan, name).not.toContain('Seq Scan');
    expect(plan, name).not.toContain('to_tsvector');
  }
});
