/**
 * The catalog: live (not archived) parts in listing order, held in memory with its answer prepared
 * once per change (decision 077); pages of it searched, filtered and sorted through indexes and
 * kept prepared. A part is answered in the spec's shape (`_id`, price in dollars, `text`, `min`).
 * A change of stock (an order) updates only what shows stock, in the held catalog and the kept
 * pages: this process's own before the write answers, other processes' at most twice a second
 * (decision 073).
 */
import {
  allCategories,
  categoriesTyped,
  correctSearch,
  fromCents,
  identityKeys,
  messages,
  minimumWithinStock,
  parseSpecs,
  partRating,
  readSearch,
  searchVocabulary,
  searchWords,
  toCents,
  type IdentityKey,
  type NewPartInput,
  type Part,
  type PartsPage,
  type PartsPageQuery,
  type PartSort,
  type PartUpdateInput,
  type SearchSuggestions,
  type SpecError,
  type PricePoint,
} from '@coreparts/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { builtOnDemand } from '@/lib/built-on-demand.ts';
import { coalesced } from '@/lib/coalesced.ts';
import { keptOrMade } from '@/lib/kept-or-made.ts';
import { prepareAnswer, prepareJson, type PreparedAnswer } from '@/lib/prepared-answer.ts';
import type { Availability } from '@/db/availability.ts';
import type { Database, Transaction } from '@/db/client.ts';
import { partPrices, parts } from './tables.ts';
import { HttpError, isUniqueViolation, notFound } from '@/lib/http-errors.ts';
import type { StockService } from '@/modules/stock/service.ts';
import { RANK_MAX, searchedByName, searchFor, toAnyWordQuery, toPrefixQuery } from './search-query.ts';
import { specFilter, summaryFrom, summaryQuery, type SpecSummary } from './spec-queries.ts';

/** The columns a part is answered from, and its listing order and last change (not its search words). */
export const partColumns = {
  id: parts.id,
  seq: parts.seq,
  name: parts.name,
  category: parts.category,
  priceCents: parts.priceCents,
  image: parts.image,
  moreImages: parts.moreImages,
  description: parts.description,
  minOrder: parts.minOrder,
  quantity: parts.quantity,
  limitPerCustomer: parts.limitPerCustomer,
  specs: parts.specs,
  brand: parts.brand,
  mpn: parts.mpn,
  gtin: parts.gtin,
  sku: parts.sku,
  reviewCount: parts.reviewCount,
  ratingTotal: parts.ratingTotal,
  ratingRank: parts.ratingRank,
  updatedAt: parts.updatedAt,
};
type PartRow = Pick<typeof parts.$inferSelect, keyof typeof partColumns>;

export function toPart(row: PartRow): Part {
  const rating = partRating(row.ratingTotal, row.reviewCount);
  return {
    _id: row.id,
    name: row.name,
    category: row.category,
    price: fromCents(row.priceCents),
    image: row.image,
    images: [row.image, ...row.moreImages],
    text: row.description,
    min: row.minOrder,
    quantity: row.quantity,
    specs: row.specs,
    ...(rating && { rating }),
    ...(row.limitPerCustomer !== null && { limitPerCustomer: row.limitPerCustomer }),
    ...identityOf(row),
  };
}

/** The part's brand, MPN, GTIN and SKU, those it has (decision 089). */
function identityOf(row: Pick<PartRow, IdentityKey>): Partial<Pick<Part, IdentityKey>> {
  const identity: Partial<Pick<Part, IdentityKey>> = {};
  for (const key of identityKeys) {
    const value = row[key];
    if (value !== null) identity[key] = value;
  }
  return identity;
}

/** A SKU is one live part's (decision 089): the unique index's refusal as a 409 naming it. */
async function withOwnSku<T>(sku: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sku && isUniqueViolation(err, 'parts_live_sku_idx')) throw new HttpError(409, 'sku_in_use', messages.identity.skuInUse(sku));
    throw err;
  }
}

/** Up to this many live parts the whole catalog is held with its answer prepared; above, it is read from the database for each request. */
export const CATALOG_CACHE_LIMIT = 150_000;
const STREAM_BATCH = 1_000;
/** Stock read in batches of this many parts when another process changed some and did not say which. */
const STOCK_BATCH = 10_000;
/**
 * Other processes' changes of stock are shown together, at most once per this long: their orders
 * every 100 ms cost two reads of every part's stock a second. A failed refresh is tried again after it.
 */
const STOCK_REFRESH_MS = 500;
const stockColumns = { id: parts.id, seq: parts.seq, quantity: parts.quantity };
/** A part's place in the listing and its stock, as the database has them now. */
type Stock = { id: string; seq: number; quantity: number };
/** Pages, totals and counts kept; past this many, the one asked for least recently goes. */
const CACHE_ENTRIES = 500;
/** Parts whose answer is kept prepared; past this many, the one asked for least recently goes. */
const PART_ANSWERS = 2_000;
/** Near matches offered when a search finds nothing (decision 084). */
const NEAR_MATCHES = 6;
/** Parts the header's search box suggests (decision 084). */
const SUGGESTED_PARTS = 6;

const encodeCursor = (values: number[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

/** The largest values of the columns a cursor is compared with: price_cents (integer), seq (bigint). */
const PRICE_CENTS_MAX = 2 ** 31 - 1;
const SEQ_MAX = Number.MAX_SAFE_INTEGER;
/** rating_rank (5.00 stars is 500) and review_count (integer). */
const RATING_RANK_MAX = 500;
const COUNT_MAX = 2 ** 31 - 1;

/**
 * The orders a shopper picks (`sort`): the columns compared, as one row, after a page's last part,
 * their largest values (a cursor's bounds), the direction, and the last part's values.
 */
interface ShopperOrder {
  columns: [AnyPgColumn, ...AnyPgColumn[]];
  maxima: number[];
  descending: boolean;
  key: (row: PartRow) => number[];
}
const byPrice = (descending: boolean): ShopperOrder => ({
  columns: [parts.priceCents, parts.seq],
  maxima: [PRICE_CENTS_MAX, SEQ_MAX],
  descending,
  key: (row) => [row.priceCents, row.seq],
});
const shopperOrders: Record<Exclude<PartSort, 'featured'>, ShopperOrder> = {
  'price-asc': byPrice(false),
  'price-desc': byPrice(true),
  // Best rated first, more reviews first among equals, newest first among parts without reviews.
  rating: {
    columns: [parts.ratingRank, parts.reviewCount, parts.seq],
    maxima: [RATING_RANK_MAX, COUNT_MAX, SEQ_MAX],
    descending: true,
    key: (row) => [row.ratingRank ?? 0, row.reviewCount, row.seq],
  },
};

/** The rows after a cursor's in a shopper's order, by the index's row comparison. */
const afterRow = ({ columns, descending }: ShopperOrder, after: number[]): SQL =>
  sql`(${sql.join(columns, sql`, `)}) ${descending ? sql`<` : sql`>`} (${sql.join(
    after.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** A cursor's values, each an integer from 0 to its column's largest, or 400: never a database error. */
function decodeCursor(cursor: string, maxima: number[]): number[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const fits = (value: unknown, i: number) => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= maxima[i]!;
    if (Array.isArray(values) && values.length === maxima.length && values.every(fits)) return values as number[];
  } catch {
    // answered below
  }
  throw new HttpError(400, 'bad_request', 'Invalid cursor');
}

/** Refused specifications, each under `specs.<key>`, in the words schema validation answers with. */
function specsRefused(errors: SpecError[]): HttpError {
  const issues = errors.map((error) => `${error.key === null ? 'specs' : `specs.${error.key}`}: ${error.message}`);
  return new HttpError(400, 'bad_request', `Invalid body: ${issues.join('; ')}`);
}

export interface PartsServiceOptions {
  /** Tells the other server processes that the catalog changed (PostgreSQL NOTIFY). */
  broadcast?: () => void;
  /** Tells them that some stock changed. */
  broadcastStock?: () => void;
  /** Where a failed refresh of stock is reported (it is tried again). */
  log?: { warn(details: object, message: string): void };
  /** Knows a failure because the database is away: that outage is reported once, not by each retry. */
  availability?: Pick<Availability, 'noticed'>;
  /** Live parts up to which the whole catalog is held; CATALOG_CACHE_LIMIT unless a test wants it passed sooner. */
  heldLimit?: number;
  /** Sets a part's units in the edit's transaction: stock is the stock module's (decision 079). */
  stock: Pick<StockService, 'set'>;
}

/**
 * The catalog while it is held in memory: its parts, where each id is in the list, and which read
 * of the database it came from. A change of stock makes a new list with the same places, so the
 * index of a read is kept (rebuilding it for 100,000 parts at every order took the cores).
 */
interface HeldCatalog {
  list: Part[];
  place: ReadonlyMap<string, number>;
  build: number;
}

/** Each held part's JSON, written once: a change of stock writes only the parts it changed. */
const partJson = new WeakMap<Part, string>();
function jsonOf(part: Part): string {
  let json = partJson.get(part);
  if (json === undefined) {
    json = JSON.stringify(part);
    partJson.set(part, json);
  }
  return json;
}

const heldCatalog = (list: Part[], build: number): HeldCatalog => ({ list, place: new Map(list.map((p, i) => [p._id, i])), build });
const heldPart = (held: HeldCatalog, id: string): Part | undefined => {
  const at = held.place.get(id);
  return at === undefined ? undefined : held.list[at];
};

/** The whole catalog's answer. */
const prepareCatalog = (held: HeldCatalog) => prepareAnswer(`[${held.list.map(jsonOf).join(',')}]`);

/**
 * The whole catalog's answer is prepared again after a change of stock at most once per this
 * long: preparing it (megabytes, gzipped) after every order took the cores the orders needed. No
 * page reads it; what pages show (a part, its page, the lists, the cart) shows stock at once.
 */
const CATALOG_STOCK_REFRESH_MS = 1_000;

/** A page kept: read, then its answer prepared on its first read; `page` once read. */
interface KeptPage {
  reading: Promise<PartsPage>;
  page?: PartsPage;
  answer?: Promise<PreparedAnswer>;
}

/** A page's query as read: with `categoryWords: false`, a search's category words are plain words (`searchFor`). */
type Searched = PartsPageQuery & { categoryWords?: boolean };

/** Calls `listener` with the ids of the parts whose stock changed; null when which is not known. */
type StockListener = (partIds: ReadonlySet<string> | null) => void;

/** A part's new price, in cents. */
export interface PriceChange {
  partId: string;
  priceCents: number;
}
/** Told every new price in the transaction that writes it (price-drop alerts, decision 094). */
export type PriceListener = (tx: Transaction, changes: PriceChange[]) => Promise<void>;

/**
 * Every price a part takes is kept (decision 092) through this one function, in the transaction
 * that sets it, and the listeners are told there.
 */
export async function recordPrices(tx: Transaction, changes: PriceChange[], listeners: readonly PriceListener[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(partPrices).values(changes);
  for (const listener of listeners) await listener(tx, changes);
}

export function createPartsService(db: Database, { broadcast, broadcastStock, log, availability, heldLimit = CATALOG_CACHE_LIMIT, stock }: PartsServiceOptions) {
  let liveCount: Promise<number> | null = null;
  const priceListeners: PriceListener[] = [];
  const pages = new LRUCache<string, KeptPage>({ max: CACHE_ENTRIES });
  // Manage Product's totals per search and category: they do not show stock either (decision 053).
  const counts = new LRUCache<string, Promise<number>>({ max: CACHE_ENTRIES });
  // Totals and facets do not show stock: kept across changes of stock, per query without its paging.
  const summaries = new LRUCache<string, Promise<SpecSummary>>({ max: CACHE_ENTRIES });
  // One part's answer (`GET /api/part/:id`), prepared once per change of the catalog or its stock;
  // about a kilobyte each, so a shop's few thousand parts are all kept.
  const partAnswers = new LRUCache<string, Promise<PreparedAnswer | undefined>>({ max: PART_ANSWERS });

  const countLive = () => {
    liveCount ??= db
      .select({ n: count() })
      .from(parts)
      .where(isNull(parts.archivedAt))
      .then(([row]) => row?.n ?? 0);
    return liveCount;
  };

  // Every word of the live parts, to correct the words of a search that found nothing (decision
  // 084): read once per change of the catalog from the indexed words, not per search.
  const vocabulary = builtOnDemand(async () => {
    const result = (await db.execute(
      sql`select word, ndoc from ts_stat('select words from parts where archived_at is null')`,
    )) as unknown as { rows: { word: string; ndoc: number }[] };
    return searchVocabulary(result.rows.map((row) => [row.word, Number(row.ndoc)] as const));
  });

  let builds = 0;
  const catalog = builtOnDemand(async (): Promise<HeldCatalog> => {
    const rows = await db.select(partColumns).from(parts).where(isNull(parts.archivedAt)).orderBy(asc(parts.seq));
    return heldCatalog(rows.map(toPart), ++builds);
  });
  // The whole catalog's answer and the held catalog it was prepared from.
  let catalogAnswer: { of: HeldCatalog; answer: PreparedAnswer } | null = null;
  const prepareHeld = (held: HeldCatalog) => (catalogAnswer = { of: held, answer: prepareCatalog(held) }).answer;
  // After a change of stock, at most once per CATALOG_STOCK_REFRESH_MS (decision 080); readers
  // keep the previous answer until the new one is gzipped too.
  const catalogStockRefresh = coalesced(
    async () => {
      const held = await catalog.current();
      if (!held || catalogAnswer?.of === held || catalogAnswer?.of.build !== held.build) return;
      const answer = prepareCatalog(held);
      await answer.gzipped;
      if (catalogAnswer?.of.build === held.build) catalogAnswer = { of: held, answer };
    },
    { gapMs: CATALOG_STOCK_REFRESH_MS, onError: (err) => log?.warn({ err }, 'the catalog could not be prepared again') },
  );

  /** A live part from the held catalog, or from the database when the catalog is too large to hold. */
  async function getPart(id: string): Promise<Part | undefined> {
    if ((await countLive()) <= heldLimit) return heldPart(await catalog.get(), id);
    const [row] = await db.select(partColumns).from(parts).where(and(eq(parts.id, id), isNull(parts.archivedAt)));
    return row ? toPart(row) : undefined;
  }

  // What is kept elsewhere from the catalog (the part pages, the sitemap) is dropped with it.
  const changeListeners: (() => void)[] = [];
  const invalidateHere = () => {
    catalog.invalidate();
    vocabulary.invalidate();
    liveCount = null;
    pages.clear();
    partAnswers.clear();
    summaries.clear();
    counts.clear();
    for (const listener of changeListeners) listener();
  };
  const invalidate = () => {
    invalidateHere();
    broadcast?.();
  };

  /** Live parts in catalog order, a batch at a time: `read` answers the batch after a `seq`. */
  async function* inBatches<Row extends { seq: number }>(read: (after: SQL | undefined) => Promise<Row[]>): AsyncGenerator<Row[]> {
    for (let after = 0; ; ) {
      const rows = await read(and(isNull(parts.archivedAt), gt(parts.seq, after)));
      if (rows.length === 0) return;
      yield rows;
      after = rows.at(-1)!.seq;
    }
  }

  /** The live parts in catalog order, read in batches: the heap holds one batch at a time. */
  const liveBatches = () => inBatches((after) => db.select(partColumns).from(parts).where(after).orderBy(asc(parts.seq)).limit(STREAM_BATCH));

  // Parts whose stock changed in this process and is not shown yet; whether some changed elsewhere.
  const stockChangedHere = new Set<string>();
  let stockChangedThere = false;
  const stockListeners: StockListener[] = [];

  /** Every live part's stock, read in batches (another process changed some and did not say which). */
  async function allStocks(): Promise<Stock[]> {
    const stocks: Stock[] = [];
    for await (const rows of inBatches((after) => db.select(stockColumns).from(parts).where(after).orderBy(asc(parts.seq)).limit(STOCK_BATCH))) {
      stocks.push(...rows);
    }
    return stocks;
  }

  /** The stocks of these live parts. */
  async function stocksOf(ids: readonly string[]): Promise<Stock[]> {
    return ids.length === 0 ? [] : db.select(stockColumns).from(parts).where(and(inArray(parts.id, ids), isNull(parts.archivedAt)));
  }

  /** The catalog held (`building`) with these stocks in place, its answer to be prepared again; answers the ids whose stock it changed. */
  async function holdStocks(building: Promise<HeldCatalog> | null, stocks: ReadonlyMap<string, number>): Promise<Set<string>> {
    const previous = building && (await building.catch(() => null));
    if (!previous) return new Set();
    const changed = new Set([...stocks].filter(([id, quantity]) => (heldPart(previous, id)?.quantity ?? quantity) !== quantity).map(([id]) => id));
    if (changed.size === 0) return new Set();
    const list = [...previous.list];
    for (const id of changed) list[previous.place.get(id)!] = { ...list[previous.place.get(id)!]!, quantity: stocks.get(id)! };
    if (!catalog.replace(previous, { list, place: previous.place, build: previous.build })) return new Set();
    void catalogStockRefresh.ask();
    return changed;
  }

  /**
   * The kept pages with these stocks in place: a page that lists a changed part is answered anew,
   * the others keep their answer. A page still being read may have read the stock before the
   * change, and is read again on its next request.
   */
  function pagesWithStocks(stocks: ReadonlyMap<string, number>): void {
    for (const [key, kept] of [...pages.entries()]) {
      if (!kept.page) {
        pages.delete(key);
        continue;
      }
      const changes = (part: Part) => stocks.has(part._id) && stocks.get(part._id) !== part.quantity;
      const withStock = (list: Part[]) => list.map((part) => (changes(part) ? { ...part, quantity: stocks.get(part._id)! } : part));
      if (!kept.page.items.some(changes) && !kept.page.nearMatches?.some(changes)) continue;
      const page = { ...kept.page, items: withStock(kept.page.items), ...(kept.page.nearMatches && { nearMatches: withStock(kept.page.nearMatches) }) };
      Object.assign(kept, { reading: Promise.resolve(page), page, answer: undefined });
    }
  }

  /** The parts the kept pages list: whose stock to read when another process changed some and did not say which. */
  const partsOnPages = () => [...new Set([...pages.values()].flatMap((kept) => kept.page?.items.map((part) => part._id) ?? []))];

  // A refresh that fails because the database is away is part of that outage, which availability
  // reports once; any other failure is logged once until a refresh works, not at every retry.
  let failureLogged = false;
  const refreshFailed = (err: unknown) => {
    if (availability?.noticed(err) || failureLogged) return;
    failureLogged = true;
    log?.warn({ err }, 'the catalog could not show a change of stock; trying again');
  };

  /**
   * Shows the stocks changed here since the last refresh and, with `elsewhere`, those changed in
   * other processes, in the held catalog and the kept pages; then tells the listeners.
   */
  async function refreshStocks(elsewhere: boolean): Promise<void> {
    const ids = [...stockChangedHere];
    const everything = elsewhere && stockChangedThere;
    stockChangedHere.clear();
    if (everything) stockChangedThere = false;
    // Taken before the stocks are read: a catalog dropped and built again meanwhile (an admin's
    // edit) has stocks as new as these, and is not given them.
    const whole = catalog.current();
    try {
      const read = everything ? (whole ? await allStocks() : await stocksOf([...new Set([...ids, ...partsOnPages()])])) : await stocksOf(ids);
      const stocks = new Map(read.map(({ id, quantity }) => [id, quantity]));
      const changed = new Set([...ids, ...(await holdStocks(whole, stocks))]);
      pagesWithStocks(stocks);
      failureLogged = false;
      const told = everything && !whole ? null : changed;
      if (told) for (const id of told) partAnswers.delete(id);
      else partAnswers.clear();
      for (const listener of stockListeners) listener(told);
    } catch (err) {
      // Tried again: what was not shown stays to be shown.
      for (const id of ids) stockChangedHere.add(id);
      stockChangedThere ||= everything;
      throw err;
    }
  }

  // One refresh at a time, of either kind: each puts its stocks into the catalog the one before
  // left, read after that one's, so neither loses the other's nor puts back an older stock.
  let lastRefresh: Promise<unknown> = Promise.resolve();
  const afterTheLast = (elsewhere: boolean) => {
    const refresh = lastRefresh.then(() => refreshStocks(elsewhere));
    lastRefresh = refresh.catch(() => {});
    return refresh;
  };
  // This process's writes: their parts' stocks are read and shown before the write answers, the
  // writes that come meanwhile together in the next refresh (decision 073).
  const ownStockRefresh = coalesced(() => afterTheLast(false), { gapMs: 0, retryMs: STOCK_REFRESH_MS, onError: refreshFailed });
  // Other processes' writes: every part's stock is read, at most twice a second (decision 037).
  const stockRefresh = coalesced(() => afterTheLast(true), { gapMs: STOCK_REFRESH_MS, onError: refreshFailed });

  /** The live parts a query's search and category choose, before its specification filters. */
  function searched({ q, category, categoryWords }: Pick<Searched, 'q' | 'category' | 'categoryWords'>): SQL[] {
    const where: SQL[] = [isNull(parts.archivedAt)];
    if (category) where.push(eq(parts.category, category));
    const search = q ? searchFor(q, { categoryWords }) : null;
    if (search) where.push(search.matches);
    return where;
  }

  /** How many parts match, and the category's facets: from the specifications of its searched parts. */
  async function loadSummary({ q, category, specs, categoryWords }: Searched): Promise<SpecSummary> {
    if (!category) {
      const [row] = await db.select({ n: count() }).from(parts).where(and(...searched({ q, category, categoryWords })));
      return { total: row?.n ?? 0, facets: [] };
    }
    const searchedParts = db.select({ specs: parts.specs }).from(parts).where(and(...searched({ q, category, categoryWords }))).getSQL();
    const summary = summaryQuery(category, searchedParts, specs);
    const result = (await db.execute(summary.statement)) as unknown as { rows: Record<string, number | null>[] };
    return summaryFrom(category, summary, result.rows[0]!);
  }

  function getSummary(query: Searched): Promise<SpecSummary> {
    const key = JSON.stringify([query.q, query.category, query.specs, query.categoryWords]);
    let summary = summaries.get(key);
    if (!summary) {
      summary = loadSummary(query);
      summaries.set(key, summary);
      // A failed read is not kept.
      summary.catch(() => summaries.get(key) === summary && summaries.delete(key));
    }
    return summary;
  }

  async function loadPage(query: Searched): Promise<PartsPage> {
    const { cursor, limit, category, sort, specs } = query;
    const where = searched(query);
    if (category) where.push(...specs.map((condition) => specFilter(category, condition, parts.specs)));
    const chosen = sort === 'featured' ? null : shopperOrders[sort];
    // A search in the featured order is ranked: name matches first (decision 051). Another order is the shopper's choice.
    const rank = !chosen && query.q ? searchFor(query.q, query)?.rank : undefined;
    if (cursor) {
      const after = decodeCursor(cursor, chosen ? chosen.maxima : rank ? [RANK_MAX, SEQ_MAX] : [SEQ_MAX]);
      if (chosen) where.push(afterRow(chosen, after));
      else if (rank) where.push(sql`(${rank}, ${parts.seq}) > (${after[0]}, ${after[1]})`);
      else where.push(gt(parts.seq, after[0]!));
    }
    const order = chosen
      ? chosen.columns.map((column) => (chosen.descending ? desc(column) : asc(column)))
      : rank
        ? [asc(rank), asc(parts.seq)]
        : [asc(parts.seq)];
    const [rows, summary] = await Promise.all([
      db
        .select({ ...partColumns, rank: rank ?? sql<number>`0` })
        .from(parts)
        .where(and(...where))
        .orderBy(...order)
        .limit(limit + 1),
      getSummary(query),
    ]);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const hasMore = rows.length > limit && last;
    return {
      items: items.map(toPart),
      nextCursor: hasMore ? encodeCursor(chosen ? chosen.key(last) : rank ? [Number(last.rank), last.seq] : [last.seq]) : null,
      ...summary,
    };
  }

  /** One page as kept: read once until the catalog changes (`getPage`). */
  function keptPage(query: PartsPageQuery): KeptPage {
    const key = JSON.stringify(query);
    let kept = pages.get(key);
    if (!kept) {
      const reading = loadAnswer(query);
      const page: KeptPage = { reading };
      pages.set(key, page);
      // A failed read is not kept.
      reading.then(
        (read) => page.reading === reading && (page.page = read),
        () => pages.get(key) === page && pages.delete(key),
      );
      kept = page;
    }
    return kept;
  }

  /**
   * Parts with some of a search's words, those with the most first, in its category: offered when
   * the search finds nothing (decision 084). Empty for a search of one word.
   */
  async function nearMatches({ q, category }: Pick<PartsPageQuery, 'q' | 'category'>): Promise<Part[]> {
    const any = q ? toAnyWordQuery(q) : null;
    if (!q || !any) return [];
    const where: SQL[] = [isNull(parts.archivedAt), sql`${parts.words} @@ to_tsquery('simple', ${any})`];
    if (category) where.push(eq(parts.category, category));
    const found = sql.join(
      searchWords(q).map((word) => sql`(${parts.words} @@ to_tsquery('simple', ${toPrefixQuery(word)}))::int`),
      sql` + `,
    );
    const rows = await db
      .select(partColumns)
      .from(parts)
      .where(and(...where))
      .orderBy(desc(found), asc(parts.seq))
      .limit(NEAR_MATCHES);
    return rows.map(toPart);
  }

  /** A page of a search; when one that names a category finds nothing, the page of its words found anywhere (`searchFor`). */
  async function loadSearched(query: PartsPageQuery): Promise<PartsPage> {
    const page = await loadPage(query);
    if (page.total > 0 || !query.q || readSearch(query.q).categories.length === 0) return page;
    return loadPage({ ...query, categoryWords: false });
  }

  /**
   * A page of a search; when it finds nothing, the page of its words with their typos corrected
   * and what was searched, or failing that the near matches (decision 084). Searches that find
   * something cost nothing more.
   */
  async function loadAnswer(query: PartsPageQuery): Promise<PartsPage> {
    const page = await loadSearched(query);
    if (page.total > 0 || !query.q) return page;
    const corrected = correctSearch(await vocabulary.get(), query.q);
    if (corrected) {
      const again = await loadSearched({ ...query, q: corrected });
      if (again.total > 0) return { ...again, searchedFor: corrected };
    }
    const near = await nearMatches({ q: corrected ?? query.q, category: query.category });
    return near.length > 0 ? { ...page, nearMatches: near } : page;
  }

  return {
    /** The whole live catalog, prepared once per change; null when it is too large to hold (`catalogText`). */
    async getCatalog(): Promise<PreparedAnswer | null> {
      if ((await countLive()) > heldLimit) return null;
      const held = await catalog.get();
      // A change of the catalog is answered at once; one of stock within a second (catalogStockRefresh).
      return catalogAnswer?.of.build === held.build ? catalogAnswer.answer : prepareHeld(held);
    },
    /** The whole live catalog's JSON read from the database, a batch at a time: the heap holds one batch. */
    async *catalogText(): AsyncGenerator<string> {
      let before = '[';
      for await (const rows of liveBatches()) {
        yield before + rows.map((row) => JSON.stringify(toPart(row))).join(',');
        before = ',';
      }
      yield before === '[' ? '[]' : ']';
    },
    async close() {
      await Promise.all([ownStockRefresh.close(), stockRefresh.close(), catalogStockRefresh.close()]);
    },

    getPart,

    /** One live part's answer, its bytes, ETag and gzipped copy made once per change; undefined when no live part has the id. */
    getPartAnswer(id: string): Promise<PreparedAnswer | undefined> {
      const prepare = () => getPart(id).then((part) => part && prepareJson(part));
      return keptOrMade(partAnswers, id, prepare, (answer) => answer !== undefined);
    },

    /**
     * The header's suggestions for what is typed: the categories it names or starts, and the first
     * parts the search finds, from the same kept pages as the list (decision 084).
     */
    async suggest(q: string): Promise<SearchSuggestions> {
      // Punctuation alone searches for nothing: no suggestion, rather than the catalog's first parts.
      if (searchWords(q).length === 0) return { categories: [], parts: [] };
      const page = await keptPage({ cursor: undefined, limit: SUGGESTED_PARTS, q, category: undefined, sort: 'featured', specs: [] }).reading;
      const named = categoriesTyped(page.searchedFor ?? q);
      return {
        categories: allCategories.filter((c) => named.includes(c.slug)).map(({ slug, label }) => ({ slug, label })),
        parts: page.items.map(({ _id, name, image, price, category }) => ({ _id, name, image, price, category })),
        ...(page.searchedFor && { searchedFor: page.searchedFor }),
      };
    },

    /** One page, kept prepared until the catalog changes; a change of stock answers it anew with its new stock. */
    getPage(query: PartsPageQuery): Promise<PreparedAnswer> {
      const kept = keptPage(query);
      kept.answer ??= kept.reading.then(prepareJson);
      return kept.answer;
    },

    /** How many live parts a search and category choose, kept until the catalog changes (Manage Product's total). */
    countMatching(query: Partial<Pick<PartsPageQuery, 'q' | 'category'>>): Promise<number> {
      const key = JSON.stringify([query.q, query.category]);
      let total = counts.get(key);
      if (!total) {
        total = db
          .select({ n: count() })
          .from(parts)
          .where(and(...searchedByName(query)))
          .then(([row]) => row?.n ?? 0);
        counts.set(key, total);
        // A failed read is not kept.
        total.catch(() => counts.get(key) === total && counts.delete(key));
      }
      return total;
    },

    /** Every live part, in catalog order, a batch at a time (the catalog's export): the heap holds one batch. */
    async *liveParts(): AsyncGenerator<Part[]> {
      for await (const rows of liveBatches()) yield rows.map(toPart);
    },

    /** Every live part's id and last change, in catalog order, a batch at a time (the sitemap, decision 030). */
    async *listedParts(): AsyncGenerator<{ id: string; updatedAt: Date }[]> {
      for await (const rows of liveBatches()) yield rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt }));
    },

    /** Calls `listener` with every new price, in the transaction that writes it. */
    onPriceChange(listener: PriceListener): void {
      priceListeners.push(listener);
    },
    /** Those told of new prices: the catalog's import writes prices through `recordPrices` too. */
    priceListeners: priceListeners as readonly PriceListener[],

    /** Calls `listener` whenever the catalog changes, in this process or another. */
    onCatalogChange(listener: () => void): void {
      changeListeners.push(listener);
    },

    /** Calls `listener` after a change of stock is shown, in this process or another, with the ids of the parts (null: not known which). */
    onStockChange(listener: StockListener): void {
      stockListeners.push(listener);
    },

    /**
     * Orders call this when they change the stock of these parts, and answer once it resolves: this
     * process shows the new stock by then, the others within about a second.
     */
    stockChanged(partIds: readonly string[]): Promise<void> {
      for (const id of partIds) stockChangedHere.add(id);
      broadcastStock?.();
      return ownStockRefresh.ask();
    },
    /** Another process changed some stock. */
    stockChangedElsewhere(): void {
      stockChangedThere = true;
      stockRefresh.ask();
    },

    /** Every write to parts calls this, so the next read sees it, in every server process. */
    invalidateCatalog: invalidate,
    /** Another process changed the catalog. */
    catalogChangedElsewhere: invalidateHere,

    async addPart(input: NewPartInput): Promise<Part> {
      const [row] = await withOwnSku(input.sku, () =>
        db.transaction(async (tx) => {
          const added = await tx
          .insert(parts)
          .values({
            name: input.name,
            category: input.category,
            priceCents: toCents(input.price),
            image: input.image,
            moreImages: input.images?.slice(1) ?? [],
            description: input.description,
            minOrder: input.min,
            quantity: input.quantity,
            limitPerCustomer: input.limitPerCustomer ?? null,
            specs: input.specs,
            brand: input.brand ?? null,
            mpn: input.mpn ?? null,
            gtin: input.gtin ?? null,
            sku: input.sku ?? null,
          })
          .returning();
          // Its first price (decision 092).
          await recordPrices(tx, [{ partId: added[0]!.id, priceCents: added[0]!.priceCents }], priceListeners);
          return added;
        }),
      );
      invalidate();
      return toPart(row!);
    },

    /** Every price the live part has had, oldest first (decision 092); undefined for no live part. */
    async priceHistory(id: string): Promise<PricePoint[] | undefined> {
      const [live] = await db.select({ id: parts.id }).from(parts).where(and(eq(parts.id, id), isNull(parts.archivedAt)));
      if (!live) return undefined;
      const rows = await db.select({ at: partPrices.at, priceCents: partPrices.priceCents }).from(partPrices).where(eq(partPrices.partId, id)).orderBy(asc(partPrices.at), asc(partPrices.id));
      return rows.map((row) => ({ at: row.at.toISOString(), price: fromCents(row.priceCents) }));
    },

    /** Applies the fields given; a field left out keeps its value. */
    async updatePart(id: string, input: PartUpdateInput): Promise<Part> {
      const part = await withOwnSku(input.sku, () =>
        db.transaction(async (tx) => {
          const [current] = await tx.select().from(parts).where(and(eq(parts.id, id), isNull(parts.archivedAt))).for('update');
          if (!current) throw notFound('Part');
          const changed = { min: input.min ?? current.minOrder, quantity: input.quantity ?? current.quantity };
          if (!minimumWithinStock(changed) && (input.min !== undefined || input.quantity !== undefined)) {
            throw new HttpError(400, 'bad_request', messages.catalog.minimumAboveStock);
          }
          // Checked against the part's category, the new one when it changes: what it holds must fit it.
          const category = input.category ?? current.category;
          const checked = input.specs !== undefined || category !== current.category ? parseSpecs(category, input.specs ?? current.specs) : null;
          if (checked && !checked.success) throw specsRefused(checked.errors);
          if (input.quantity !== undefined) await stock.set(tx, id, input.quantity);
          const [row] = await tx
            .update(parts)
            .set({
              name: input.name,
              category: input.category,
              priceCents: input.price === undefined ? undefined : toCents(input.price),
              image: input.image,
              // A list given replaces them all; a new main image alone keeps the further ones, less itself
              // if it was one of them, so no picture is shown twice (decision 095).
              moreImages: input.images?.slice(1) ?? (input.image === undefined ? undefined : current.moreImages.filter((image) => image !== input.image)),
              description: input.text,
              minOrder: input.min,
              limitPerCustomer: input.limitPerCustomer,
              specs: checked?.specs,
              brand: input.brand,
              mpn: input.mpn,
              gtin: input.gtin,
              sku: input.sku,
              updatedAt: new Date(),
            })
            .where(eq(parts.id, id))
            .returning();
          // A new price is kept (decision 092); the same price given again is no change.
          if (row!.priceCents !== current.priceCents) await recordPrices(tx, [{ partId: id, priceCents: row!.priceCents }], priceListeners);
          return toPart(row!);
        }),
      );
      invalidate();
      return part;
    },

    /** Takes the part out of the catalog; orders that have it keep it (product.md §3). */
    async archivePart(id: string): Promise<void> {
      const [row] = await db
        .update(parts)
        .set({ archivedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(parts.id, id), isNull(parts.archivedAt)))
        .returning({ id: parts.id });
      if (!row) throw notFound('Part');
      invalidate();
    },
  };
}

export type PartsService = ReturnType<typeof createPartsService>;
