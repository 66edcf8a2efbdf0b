/**
 * The catalog: live (not archived) parts in listing order, served from memory and rebuilt after
 * a write (decision 004, 008); pages of it searched, filtered and sorted through indexes. A part
 * is answered in the spec's shape (`_id`, price in dollars, `text`, `min`). A change of stock
 * (an order) updates only what shows stock (decision 037): this process's own before the write
 * answers, other processes' at most twice a second (decision 073).
 */
import {
  fromCents,
  messages,
  parseSpecs,
  partRating,
  readSearch,
  searchWords,
  toCents,
  type NewPartInput,
  type Part,
  type PartsPage,
  type PartsPageQuery,
  type PartUpdateInput,
  type SpecError,
} from '@coreparts/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { builtOnDemand, cachedJson, encodeJson, type CachedJson } from '@/lib/cached-json.ts';
import { coalesced } from '@/lib/coalesced.ts';
import { chunkedCatalog, type Stock } from './catalog-cache/chunked-catalog.ts';
import type { Availability } from '@/db/availability.ts';
import type { Database } from '@/db/client.ts';
import { parts } from './tables.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import type { StockService } from '@/modules/stock/service.ts';
import { specFilter, summaryFrom, summaryQuery, type SpecSummary } from './spec-queries.ts';

/** The columns a part is answered from, and its listing order and last change (not its search words). */
export const partColumns = {
  id: parts.id,
  seq: parts.seq,
  name: parts.name,
  category: parts.category,
  priceCents: parts.priceCents,
  image: parts.image,
  description: parts.description,
  minOrder: parts.minOrder,
  quantity: parts.quantity,
  limitPerCustomer: parts.limitPerCustomer,
  specs: parts.specs,
  reviewCount: parts.reviewCount,
  ratingTotal: parts.ratingTotal,
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
    text: row.description,
    min: row.minOrder,
    quantity: row.quantity,
    specs: row.specs,
    ...(rating && { rating }),
    ...(row.limitPerCustomer !== null && { limitPerCustomer: row.limitPerCustomer }),
  };
}

/** Up to this many live parts the whole catalog is held as parts with one encoded answer; above, in encoded chunks (decision 057). */
export const CATALOG_CACHE_LIMIT = 5_000;
const STREAM_BATCH = 1_000;
/** Stock read in batches of this many parts when another process changed some and did not say which. */
const STOCK_BATCH = 10_000;
/**
 * Other processes' changes of stock are shown together, at most once per this long: their orders
 * every 100 ms cost two reads of every part's stock a second. A failed refresh is tried again after it.
 */
const STOCK_REFRESH_MS = 500;
const stockColumns = { id: parts.id, seq: parts.seq, quantity: parts.quantity };
const PAGE_CACHE_ENTRIES = 500;

const encodeCursor = (values: number[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

/** The largest values of the columns a cursor is compared with: price_cents (integer), seq (bigint). */
const PRICE_CENTS_MAX = 2 ** 31 - 1;
const SEQ_MAX = Number.MAX_SAFE_INTEGER;

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
const RANK_MAX = 2;

/**
 * What a search finds (decision 051): parts whose name has its words (the indexed column), parts
 * of a category it names ("gpu", "video card") whose name or description has its other words,
 * and parts whose name and description together have its words; ranked in that order.
 */
function searchFor(q: string): { matches: SQL; rank: SQL } | null {
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

export interface PartsServiceOptions {
  /** Tells the other server processes that the catalog changed (PostgreSQL NOTIFY). */
  broadcast?: () => void;
  /** Tells them that some stock changed. */
  broadcastStock?: () => void;
  /** Where a failed refresh of stock is reported (it is tried again). */
  log?: { warn(details: object, message: string): void };
  /** Knows a failure because the database is away: that outage is reported once, not by each retry. */
  availability?: Pick<Availability, 'noticed'>;
  /** Sets a part's units in the edit's transaction: stock is the stock module's (decision 079). */
  stock: Pick<StockService, 'set'>;
}

/** The catalog while it is held in memory: its parts and answer, and each part by id with its own answer once asked for. */
interface HeldCatalog {
  list: Part[];
  answer: CachedJson;
  byId: Map<string, Part>;
  partAnswers: Map<string, Buffer>;
}

async function heldCatalog(list: Part[], partAnswers = new Map<string, Buffer>()): Promise<HeldCatalog> {
  return { list, answer: await encodeJson(list), byId: new Map(list.map((p) => [p._id, p])), partAnswers };
}

/** Calls `listener` with the ids of the parts whose stock changed; null when which is not known. */
type StockListener = (partIds: ReadonlySet<string> | null) => void;

export function createPartsService(db: Database, { broadcast, broadcastStock, log, availability, stock }: PartsServiceOptions) {
  let liveCount: Promise<number> | null = null;
  const pages = new Map<string, ReturnType<typeof cachedJson>>();
  // Manage Product's totals per search and category: they do not show stock either (decision 053).
  const counts = new Map<string, Promise<number>>();
  // Totals and facets do not show stock: kept across changes of stock, per query without its paging.
  const summaries = new Map<string, Promise<SpecSummary>>();

  const countLive = () => {
    liveCount ??= db
      .select({ n: count() })
      .from(parts)
      .where(isNull(parts.archivedAt))
      .then(([row]) => row?.n ?? 0);
    return liveCount;
  };

  const catalog = builtOnDemand(async (): Promise<HeldCatalog> => {
    const rows = await db.select().from(parts).where(isNull(parts.archivedAt)).orderBy(asc(parts.seq));
    return heldCatalog(rows.map(toPart));
  });

  // Read from the database in batches and held in chunks (decisions 025, 037, 057).
  const chunked = chunkedCatalog(async function* () {
    for await (const rows of liveBatches()) yield { parts: rows.map(toPart), seqs: rows.map((row) => row.seq) };
  });

  // What is kept elsewhere from the catalog (the part pages, the sitemap) is dropped with it.
  const changeListeners: (() => void)[] = [];
  const invalidateHere = () => {
    catalog.invalidate();
    chunked.invalidate();
    liveCount = null;
    pages.clear();
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

  /** The catalog held (`building`) with these stocks in place, its answer encoded anew; answers the ids whose stock it changed. */
  async function holdStocks(building: Promise<HeldCatalog> | null, stocks: readonly Stock[]): Promise<Set<string>> {
    const previous = building && (await building.catch(() => null));
    if (!previous) return new Set();
    const changed = new Map(stocks.filter(({ id, quantity }) => (previous.byId.get(id)?.quantity ?? quantity) !== quantity).map((s) => [s.id, s.quantity]));
    if (changed.size === 0) return new Set();
    const list = previous.list.map((part) => (changed.has(part._id) ? { ...part, quantity: changed.get(part._id)! } : part));
    const next = await heldCatalog(list, new Map([...previous.partAnswers].filter(([id]) => !changed.has(id))));
    return catalog.replace(previous, next) ? new Set(changed.keys()) : new Set();
  }

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
   * other processes, in the catalog held whole or in chunks; then tells the listeners.
   */
  async function refreshStocks(elsewhere: boolean): Promise<void> {
    const ids = [...stockChangedHere];
    const everything = elsewhere && stockChangedThere;
    stockChangedHere.clear();
    if (everything) stockChangedThere = false;
    // Taken before the stocks are read: a catalog dropped and built again meanwhile (an admin's
    // edit) has stocks as new as these, and is not given them.
    const whole = catalog.current();
    const inChunks = chunked.current();
    try {
      const changed = new Set(ids);
      if (whole || inChunks) {
        const stocks = everything ? await allStocks() : ids.length > 0 ? await db.select(stockColumns).from(parts).where(and(inArray(parts.id, ids), isNull(parts.archivedAt))) : [];
        for (const id of [...(await holdStocks(whole, stocks)), ...(await chunked.withStocks(inChunks, stocks))]) changed.add(id);
      }
      pages.clear();
      failureLogged = false;
      const told = everything && !whole && !inChunks ? null : changed;
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
  function searched({ q, category }: Pick<PartsPageQuery, 'q' | 'category'>): SQL[] {
    const where: SQL[] = [isNull(parts.archivedAt)];
    if (category) where.push(eq(parts.category, category));
    const search = q ? searchFor(q) : null;
    if (search) where.push(search.matches);
    return where;
  }

  /** How many parts match, and the category's facets: from the specifications of its searched parts. */
  async function loadSummary({ q, category, specs }: PartsPageQuery): Promise<SpecSummary> {
    if (!category) {
      const [row] = await db.select({ n: count() }).from(parts).where(and(...searched({ q, category })));
      return { total: row?.n ?? 0, facets: [] };
    }
    const searchedParts = db.select({ specs: parts.specs }).from(parts).where(and(...searched({ q, category }))).getSQL();
    const summary = summaryQuery(category, searchedParts, specs);
    const result = (await db.execute(summary.statement)) as unknown as { rows: Record<string, number | null>[] };
    return summaryFrom(category, summary, result.rows[0]!);
  }

  function getSummary(query: PartsPageQuery): Promise<SpecSummary> {
    const key = JSON.stringify([query.q, query.category, query.specs]);
    let summary = summaries.get(key);
    if (!summary) {
      if (summaries.size >= PAGE_CACHE_ENTRIES) summaries.clear();
      summary = loadSummary(query);
      summaries.set(key, summary);
      // A failed read is not kept.
      summary.catch(() => summaries.get(key) === summary && summaries.delete(key));
    }
    return summary;
  }

  async function loadPage(query: PartsPageQuery): Promise<PartsPage> {
    const { cursor, limit, category, sort, specs } = query;
    const where = searched(query);
    if (category) where.push(...specs.map((condition) => specFilter(category, condition, parts.specs)));
    const byPrice = sort !== 'featured';
    // A search in the featured order is ranked: name matches first (decision 051). A price order is the shopper's choice.
    const rank = !byPrice && query.q ? searchFor(query.q)?.rank : undefined;
    if (cursor) {
      const after = decodeCursor(cursor, byPrice ? [PRICE_CENTS_MAX, SEQ_MAX] : rank ? [RANK_MAX, SEQ_MAX] : [SEQ_MAX]);
      if (rank) where.push(sql`(${rank}, ${parts.seq}) > (${after[0]}, ${after[1]})`);
      else if (sort === 'featured') where.push(gt(parts.seq, after[0]!));
      if (sort === 'price-asc') where.push(sql`(${parts.priceCents}, ${parts.seq}) > (${after[0]}, ${after[1]})`);
      if (sort === 'price-desc') where.push(sql`(${parts.priceCents}, ${parts.seq}) < (${after[0]}, ${after[1]})`);
    }
    const order =
      sort === 'featured'
        ? rank
          ? [asc(rank), asc(parts.seq)]
          : [asc(parts.seq)]
        : sort === 'price-asc'
          ? [asc(parts.priceCents), asc(parts.seq)]
          : [desc(parts.priceCents), desc(parts.seq)];
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
      nextCursor: hasMore ? encodeCursor(byPrice ? [last.priceCents, last.seq] : rank ? [Number(last.rank), last.seq] : [last.seq]) : null,
      ...summary,
    };
  }

  return {
    /** The whole live catalog, serialized once per change; null when it is too large to hold. */
    async getCatalog(): Promise<CachedJson | null> {
      return (await countLive()) > CATALOG_CACHE_LIMIT ? null : (await catalog.get()).answer;
    },
    /** The whole live catalog once it has been built and while it is held, without waiting: the hot read. */
    catalogNow: (): CachedJson | undefined => catalog.settled()?.answer,
    /** One part's answer (its JSON) once the catalog is held, without waiting; undefined otherwise or for an unknown id. */
    partAnswerNow(id: string): Buffer | undefined {
      const held = catalog.settled();
      if (!held) return undefined;
      let answer = held.partAnswers.get(id);
      if (!answer) {
        const part = held.byId.get(id);
        if (!part) return undefined;
        answer = Buffer.from(JSON.stringify(part));
        held.partAnswers.set(id, answer);
      }
      return answer;
    },
    /** The whole live catalog when it is too large to encode whole on every change: in chunks, built once per change. */
    getChunkedCatalog: () => chunked.get(),
    async close() {
      await Promise.all([ownStockRefresh.close(), stockRefresh.close()]);
      chunked.invalidate();
    },

    async getPart(id: string): Promise<Part | undefined> {
      if ((await countLive()) <= CATALOG_CACHE_LIMIT) return (await catalog.get()).byId.get(id);
      const [row] = await db.select().from(parts).where(and(eq(parts.id, id), isNull(parts.archivedAt)));
      return row ? toPart(row) : undefined;
    },

    /** One page, kept in memory until the catalog changes. */
    getPage(query: PartsPageQuery): Promise<CachedJson> {
      const key = JSON.stringify(query);
      let page = pages.get(key);
      if (!page) {
        if (pages.size >= PAGE_CACHE_ENTRIES) pages.clear();
        page = cachedJson(() => loadPage(query));
        pages.set(key, page);
      }
      return page.get();
    },

    /** How many live parts a search and category choose, kept until the catalog changes (Manage Product's total). */
    countMatching(query: Partial<Pick<PartsPageQuery, 'q' | 'category'>>): Promise<number> {
      const key = JSON.stringify([query.q, query.category]);
      let total = counts.get(key);
      if (!total) {
        if (counts.size >= PAGE_CACHE_ENTRIES) counts.clear();
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

    /** Every live part's id and last change, in catalog order, a batch at a time (the sitemap, decision 030). */
    async *listedParts(): AsyncGenerator<{ id: string; updatedAt: Date }[]> {
      for await (const rows of liveBatches()) yield rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt }));
    },

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
      // Pages are small queries of their own: read again at once.
      pages.clear();
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
      const [row] = await db
        .insert(parts)
        .values({
          name: input.name,
          category: input.category,
          priceCents: toCents(input.price),
          image: input.image,
          description: input.description,
          minOrder: input.min,
          quantity: input.quantity,
          limitPerCustomer: input.limitPerCustomer ?? null,
          specs: input.specs,
        })
        .returning();
      invalidate();
      return toPart(row!);
    },

    /** Applies the fields given; a field left out keeps its value. */
    async updatePart(id: string, input: PartUpdateInput): Promise<Part> {
      const part = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(parts).where(and(eq(parts.id, id), isNull(parts.archivedAt))).for('update');
        if (!current) throw notFound('Part');
        const minOrder = input.min ?? current.minOrder;
        const quantity = input.quantity ?? current.quantity;
        if (minOrder > quantity && (input.min !== undefined || input.quantity !== undefined)) {
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
            description: input.text,
            minOrder: input.min,
            limitPerCustomer: input.limitPerCustomer,
            specs: checked?.specs,
            updatedAt: new Date(),
          })
          .where(eq(parts.id, id))
          .returning();
        return toPart(row!);
      });
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
