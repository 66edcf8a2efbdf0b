/** The catalog's table. Money is integer cents (decision 002); ids are UUIDs answered as `_id`. */
import { allCategorySlugs, type AnyCategory, type ImportJob, type ImportResult, type SpecValues } from '@coreparts/shared';
import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/db/columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Text as search reads it: every run of punctuation is a space, so "DDR5-6000" is "ddr5" and "6000" (decision 008). */
const wordsOf = (text: SQL) => sql`to_tsvector('simple', regexp_replace(${text}, '[^[:alnum:]]+', ' ', 'g'))`;

/**
 * The text of a part that a shopper's search reads (decision 078), one SQL expression each. None
 * may be null (a null empties the whole text: coalesce a nullable column). A field added here (the
 * identity, decision 089) is found by every search once a migration makes `words` again. drizzle-kit writes that
 * migration as a drop and an add of the column, which drops `parts_words_idx` with it and does not
 * make it again: add its CREATE INDEX by hand (search-query.test.ts fails without it).
 */
/**
 * The name again with letters and digits apart (issue 41): "RTX4070" is also "rtx 4070" and
 * "7800X3D" is "7800 x 3 d", so a model number's parts are words a query can reach (`phraseOf`
 * in search-query.ts matches them in order).
 */
const nameApart = sql`regexp_replace(regexp_replace("name", '([[:alpha:]])([[:digit:]])', '\\1 \\2', 'g'), '([[:digit:]])([[:alpha:]])', '\\1 \\2', 'g')`;

/**
 * Capacities a part is sold by, as shoppers type them (issue 41): a memory kit's total, modules
 * times their size ("32gb" finds a 2×16 GB kit), a card's memory and a drive's capacity (a whole
 * number of TB in TB too), from the specifications written with the part. Empty for others.
 */
const capacityWords = sql`coalesce(case "category"
  when 'ram' then (("specs"->>'modules')::int * ("specs"->>'moduleGb')::int)::text || 'gb'
  when 'graphics-card' then ("specs"->>'memoryGb') || 'gb'
  when 'ssd' then ("specs"->>'capacityGb') || 'gb ' || case when ("specs"->>'capacityGb')::int % 1000 = 0 then (("specs"->>'capacityGb')::int / 1000)::text || 'tb' else '' end
end, '')`;
/** The capacities typed together ("32gb") and apart ("32 gb"). */
const capacityApart = sql`regexp_replace(${capacityWords}, '([[:digit:]])([[:alpha:]])', '\\1 \\2', 'g')`;

const searchedText: SQL[] = [
  sql`"name"`,
  nameApart,
  capacityWords,
  capacityApart,
  sql`"description"`,
  // The part's identity (decision 089): a brand, an MPN ("CMK32GX5M2B6000C36"), a SKU ("CP-GPU-1001"
  // is "cp", "gpu" and "1001") and a GTIN, each found by its words.
  sql`coalesce("brand", '')`,
  sql`coalesce("mpn", '')`,
  sql`coalesce("sku", '')`,
  sql`coalesce("gtin", '')`,
  // Specification values, strings and numbers at any depth: not the keys ("memoryType"), not yes or
  // no. Split like the rest: jsonb_to_tsvector's parser keeps "4.0" and "-6000" whole, which the
  // query's words ("4", "0", "6000") never match.
  sql`jsonb_path_query_array("specs", 'strict $.** ? (@.type() == "string" || @.type() == "number")')::text`,
];

export const parts = pgTable(
  'parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Insertion order: the catalog's stable listing order and the future paging cursor.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    name: text('name').notNull(),
    category: text('category').$type<AnyCategory>().notNull(),
    priceCents: integer('price_cents').notNull(),
    image: text('image').notNull(),
    /** Its further pictures after `image`, in order (decision 095): the API answers `images`, `image` first. */
    moreImages: text('more_images').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull(),
    minOrder: integer('min_order').notNull(),
    quantity: integer('quantity').notNull(),
    /** Alert the admin while fewer units than this are left; null: the shop's default (issue 14). */
    lowStockThreshold: integer('low_stock_threshold'),
    /** Units one account's unpaid orders may hold together; null: the shop's default (issue 38). */
    limitPerCustomer: integer('limit_per_customer'),
    /** Key → value per the category's table, checked on the way in (decisions 040, 044). */
    specs: jsonb('specs').$type<SpecValues>().notNull().default({}),
    /** Its identity (decision 089), each null when not known: checked on the way in by the shared schemas. */
    brand: text('brand'),
    /** The manufacturer's part number. */
    mpn: text('mpn'),
    /** GTIN-8, -12, -13 or -14, digits only, its check digit verified. */
    gtin: text('gtin'),
    /** The shop's own code: one live part each, whatever its letters' case. */
    sku: text('sku'),
    /** Its shown reviews, counted and their ratings added up by the reviews module, written through part-rows.ts (decisions 052, 079). */
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** The average rating in hundredths (4.67 is 467; 0 without reviews): the list's order by rating, in its own index. */
    ratingRank: integer('rating_rank').generatedAlwaysAs(sql`case when "review_count" > 0 then "rating_total" * 100 / "review_count" else 0 end`),
    // Deleted parts are archived, never erased under orders (product.md §3).
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Words of the name, for search by name (decision 008); "DDR5-6000" is "ddr5" and "6000", "RTX4070" also "rtx" and "4070". */
    search: tsvector('search').generatedAlwaysAs(wordsOf(sql`"name" || ' ' || ${nameApart}`)),
    /** Words of everything search reads (`searchedText`): name, description, specifications (decision 078). */
    words: tsvector('words').generatedAlwaysAs(wordsOf(sql.join(searchedText, sql` || ' ' || `))),
    ...timestamps,
  },
  (t) => [
    // The live catalog's listings: default order, by category, by price (decision 008).
    index('parts_live_category_idx').on(t.category, t.seq).where(sql`${t.archivedAt} is null`),
    index('parts_live_price_idx').on(t.priceCents, t.seq).where(sql`${t.archivedAt} is null`),
    index('parts_live_category_price_idx').on(t.category, t.priceCents, t.seq).where(sql`${t.archivedAt} is null`),
    // Manage Product's orders by name and by stock, a page after a cursor (decision 053).
    index('parts_live_name_idx').on(t.name, t.seq).where(sql`${t.archivedAt} is null`),
    index('parts_live_quantity_idx').on(t.quantity, t.seq).where(sql`${t.archivedAt} is null`),
    // The shop's list by rating: best rated first, more reviews first among equals (issue 41).
    index('parts_live_rating_idx').on(t.ratingRank, t.reviewCount, t.seq).where(sql`${t.archivedAt} is null`),
    // A SKU names one part on sale: archived parts free theirs (decision 089).
    uniqueIndex('parts_live_sku_idx').on(sql`lower(${t.sku})`).where(sql`${t.archivedAt} is null`),
    index('parts_search_idx').using('gin', t.search),
    index('parts_words_idx').using('gin', t.words),
    // Specification filters (`specs @> {...}`) of a category's page, and a category's facets
    // counted from the index alone, not from parts scattered over the whole table (decision 044).
    index('parts_specs_idx').using('gin', sql`${t.specs} jsonb_path_ops`),
    index('parts_live_category_specs_idx').on(t.category, t.specs).where(sql`${t.archivedAt} is null`),
    check('parts_price_positive', sql`${t.priceCents} > 0`),
    check('parts_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('parts_min_order_positive', sql`${t.minOrder} >= 1`),
    check('parts_limit_per_customer_positive', sql`${t.limitPerCustomer} is null or ${t.limitPerCustomer} >= 1`),
    check(
      'parts_category_known',
      sql.raw(`category in (${allCategorySlugs.map((slug) => `'${slug}'`).join(',')})`),
    ),
  ],
);

/**
 * Every price a part has had (issue 42, decision 092): its first, written with the part, and one
 * row for each change of its price, written in the same statement's transaction as the change.
 */
export const partPrices = pgTable(
  'part_prices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('part_prices_part_at_idx').on(t.partId, t.at)],
);

/**
 * Catalog imports run in the background (issue 42, decision 093): how far each has come and what
 * it answered, read by any server process while the one that took the file writes it.
 */
export const catalogImports = pgTable('catalog_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  state: text('state').$type<ImportJob['state']>().notNull().default('running'),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  result: jsonb('result').$type<ImportResult>(),
  ...timestamps,
});
