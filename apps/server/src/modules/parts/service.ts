/**
 * The catalog: live (not archived) parts in listing order, served from memory and rebuilt after
 * a write (decision 004, 008); pages of it searched, filtered and sorted through indexes. A part
 * is answered in the spec's shape (`_id`, price in dollars, `text`, `min`).
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  fromCents,
  messages,
  toCents,
  type NewPartInput,
  type Part,
  type PartsPage,
  type PartsPageQuery,
  type PartUpdateInput,
} from '@coreparts/shared';
import { and, asc, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { builtOnDemand, cachedJson, encodeJson, type CachedJson } from '@/lib/cached-json.ts';
import { spooledJson } from '@/lib/spooled-json.ts';
import type { Database } from '@/db/client.ts';
import { parts } from '@/db/schema.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';

/** The columns a part is answered from, and its listing order and last change (not its search words). */
const partColumns = {
  id: parts.id,
  seq: parts.seq,
  name: parts.name,
  category: parts.category,
  priceCents: parts.priceCents,
  image: parts.image,
  description: parts.description,
  minOrder: parts.minOrder,
  quantity: parts.quantity,
  updatedAt: parts.updatedAt,
};
type PartRow = Pick<typeof parts.$inferSelect, keyof typeof partColumns>;

export function toPart(row: PartRow): Part {
  return {
    _id: row.id,
    name: row.name,
    category: row.category,
    price: fromCents(row.priceCents),
    image: row.image,
    text: row.description,
    min: row.minOrder,
    quantity: row.quantity,
  };
}

/** Up to this many live parts the whole catalog answer is kept in memory; above, it streams. */
export const CATALOG_CACHE_LIMIT = 5_000;
const STREAM_BATCH = 1_000;
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

/** Search words as a prefix query: "rtx 40" finds "RTX 4070". Only letters and digits pass. */
export function toPrefixQuery(q: string): string | null {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

export interface PartsServiceOptions {
  /** Tells the other server processes that the catalog changed (PostgreSQL NOTIFY). */
  broadcast?: () => void;
}

/** The catalog while it is held in memory: its answer, and each part by id with its own answer once asked for. */
interface HeldCatalog {
  answer: CachedJson;
  byId: Map<string, Part>;
  partAnswers: Map<string, Buffer>;
}

export function createPartsService(db: Database, { broadcast }: PartsServiceOptions = {}) {
  let liveCount: Promise<number> | null = null;
  const pages = new Map<string, ReturnType<typeof cachedJson>>();

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
    const list = rows.map(toPart);
    return { answer: await encodeJson(list), byId: new Map(list.map((p) => [p._id, p])), partAnswers: new Map() };
  });

  // Read from the database in batches and written to this service's own folder (decision 025).
  const spooledCatalog = spooledJson(path.join(tmpdir(), `coreparts-catalog-${process.pid}-${randomBytes(4).toString('hex')}`), catalogChunks);

  // What is kept elsewhere from the catalog (the part pages, the sitemap) is dropped with it.
  const changeListeners: (() => void)[] = [];
  const invalidateHere = () => {
    catalog.invalidate();
    spooledCatalog.invalidate();
    liveCount = null;
    pages.clear();
    for (const listener of changeListeners) listener();
  };
  const invalidate = () => {
    invalidateHere();
    broadcast?.();
  };

  /** The live parts in catalog order, read in batches: the heap holds one batch at a time. */
  async function* liveBatches(): AsyncGenerator<PartRow[]> {
    let after = 0;
    for (;;) {
      const rows = await db
        .select(partColumns)
        .from(parts)
        .where(and(isNull(parts.archivedAt), gt(parts.seq, after)))
        .orderBy(asc(parts.seq))
        .limit(STREAM_BATCH);
      if (rows.length === 0) return;
      yield rows;
      after = rows.at(-1)!.seq;
    }
  }

  async function* catalogChunks(): AsyncGenerator<string> {
    yield '[';
    let first = true;
    for await (const rows of liveBatches()) {
      yield rows.map((row) => JSON.stringify(toPart(row))).reduce((out, json) => {
        const piece = first ? json : `,${json}`;
        first = false;
        return out + piece;
      }, '');
    }
    yield ']';
  }

  async function loadPage({ cursor, limit, q, category, sort }: PartsPageQuery): Promise<PartsPage> {
    const where: SQL[] = [isNull(parts.archivedAt)];
    if (category) where.push(eq(parts.category, category));
    const words = q ? toPrefixQuery(q) : null;
    if (words) where.push(sql`${parts.search} @@ to_tsquery('simple', ${words})`);
    const byPrice = sort !== 'featured';
    if (cursor) {
      const after = decodeCursor(cursor, byPrice ? [PRICE_CENTS_MAX, SEQ_MAX] : [SEQ_MAX]);
      if (sort === 'featured') where.push(gt(parts.seq, after[0]!));
      if (sort === 'price-asc') where.push(sql`(${parts.priceCents}, ${parts.seq}) > (${after[0]}, ${after[1]})`);
      if (sort === 'price-desc') where.push(sql`(${parts.priceCents}, ${parts.seq}) < (${after[0]}, ${after[1]})`);
    }
    const order =
      sort === 'featured'
        ? [asc(parts.seq)]
        : sort === 'price-asc'
          ? [asc(parts.priceCents), asc(parts.seq)]
          : [desc(parts.priceCents), desc(parts.seq)];
    const rows = await db
      .select()
      .from(parts)
      .where(and(...where))
      .orderBy(...order)
      .limit(limit + 1);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const hasMore = rows.length > limit && last;
    return {
      items: items.map(toPart),
      nextCursor: hasMore ? encodeCursor(byPrice ? [last.priceCents, last.seq] : [last.seq]) : null,
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
    /** The whole live catalog when it is too large to hold: in files, written once per change. */
    getSpooledCatalog: () => spooledCatalog.get(),
    close: () => spooledCatalog.close(),

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

    /** Every live part's id and last change, in catalog order, a batch at a time (the sitemap, decision 030). */
    async *listedParts(): AsyncGenerator<{ id: string; updatedAt: Date }[]> {
      for await (const rows of liveBatches()) yield rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt }));
    },

    /** Calls `listener` whenever the catalog changes, in this process or another. */
    onCatalogChange(listener: () => void): void {
      changeListeners.push(listener);
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
        const [row] = await tx
          .update(parts)
          .set({
            name: input.name,
            category: input.category,
            priceCents: input.price === undefined ? undefined : toCents(input.price),
            image: input.image,
            description: input.text,
            minOrder: input.min,
            quantity: input.quantity,
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
