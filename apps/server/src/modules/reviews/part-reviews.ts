/**
 * Reviews of each part by the customers who bought it (decision 052): one per account and part,
 * edited in place, at most one write a minute, hidden by an admin. The part's rating (how many
 * shown reviews, their ratings added up) is kept on its row in the same transaction, so the
 * catalog held in memory carries it; a change refreshes the catalog as any write to parts does.
 */
import {
  messages,
  type AdminPartReview,
  type AdminPartReviewsPage,
  type MyPartReview,
  type PartReview,
  type PartReviewInput,
  type PartReviewsPage,
  type Part,
} from '@coreparts/shared';
import { and, desc, eq, getTableColumns, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import { contactsOf } from '@/modules/auth/accounts.ts';
import type { SessionUser } from '@/modules/auth/session.ts';
import { lockPart, partNames, setRating } from '@/modules/parts/part-rows.ts';
import { partReviews } from './tables.ts';

/** An account may write its review of a part once in this many seconds, as the shop's review (decision 023). */
export const PART_REVIEW_WRITE_INTERVAL_SECONDS = 60;

/** What the reviews need from the other modules, asked for when used (they register after this one). */
export interface PartReviewsDependencies {
  /** A live part, from the catalog in memory. */
  getPart(id: string): Promise<Part | undefined>;
  /** Which of these accounts bought the part (orders). */
  buyersOf(partId: string, userIds: readonly string[]): Promise<Set<string>>;
  /** The parts' rows changed: the catalog in memory, and in every other process, is read again. */
  catalogChanged(): void;
}

type PartReviewRow = typeof partReviews.$inferSelect;

const toPartReview = (row: PartReviewRow, verifiedPurchase: boolean): PartReview => ({
  id: row.id,
  partId: row.partId,
  name: row.name,
  rating: row.rating,
  title: row.title,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  verifiedPurchase,
});

const shown = and(isNull(partReviews.hiddenAt), isNull(partReviews.deletedAt))!;
const tooSoon = () => new HttpError(429, 'too_many_requests', messages.partReviews.tooSoon);
const writtenLongEnoughAgo = sql`${partReviews.updatedAt} <= now() - make_interval(secs => ${PART_REVIEW_WRITE_INTERVAL_SECONDS})`;

/** Rows after the cursor (a `seq`), newest first, one more than the page to tell whether another follows. */
function paged<Row extends { seq: number }>(rows: Row[], limit: number) {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? String(items.at(-1)!.seq) : null };
}

export function createPartReviewsService(db: Database, deps: PartReviewsDependencies) {
  async function requirePart(partId: string): Promise<Part> {
    const part = await deps.getPart(partId);
    if (!part) throw notFound('Part');
    return part;
  }

  const bought = async (user: SessionUser, partId: string) => (await deps.buyersOf(partId, [user.id])).has(user.id);

  /**
   * Runs `write` with the part's row locked, then counts the part's shown reviews onto it: writes
   * to one part's reviews take turns, so each count sees the one before it.
   */
  async function writeAndRecount<T>(partId: string, write: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      if (!(await lockPart(tx, partId))) throw notFound('Part');
      const written = await write(tx);
      const [rating] = await tx
        .select({ reviewCount: sql<number>`count(*)::integer`, ratingTotal: sql<number>`coalesce(sum(${partReviews.rating}), 0)::integer` })
        .from(partReviews)
        .where(and(eq(partReviews.partId, partId), shown));
      await setRating(tx, partId, rating!);
      return written;
    });
    deps.catalogChanged();
    return result;
  }

  /** A page of the part's shown reviews, newest first, and its rating. */
  async function listShown(partId: string, { cursor, limit }: { cursor?: string; limit: number }): Promise<PartReviewsPage> {
    const part = await requirePart(partId);
    const where: SQL[] = [eq(partReviews.partId, partId), shown];
    if (cursor) where.push(lt(partReviews.seq, Number(cursor)));
    const rows = await db
      .select()
      .from(partReviews)
      .where(and(...where))
      .orderBy(desc(partReviews.seq))
      .limit(limit + 1);
    const page = paged(rows, limit);
    const buyers = await deps.buyersOf(partId, [...new Set(page.items.map((row) => row.userId))]);
    return { items: page.items.map((row) => toPartReview(row, buyers.has(row.userId))), nextCursor: page.nextCursor, rating: part.rating ?? null };
  }

  return {
    listShown,

    /** Whether the caller may review the part, and their review of it, hidden or not. */
    async mine(user: SessionUser, partId: string): Promise<MyPartReview> {
      await requirePart(partId);
      const [isBuyer, [row]] = await Promise.all([
        bought(user, partId),
        db
          .select()
          .from(partReviews)
          .where(and(eq(partReviews.partId, partId), eq(partReviews.userId, user.id), isNull(partReviews.deletedAt))),
      ]);
      return {
        canReview: isBuyer,
        refusal: isBuyer ? null : 'not-bought',
        review: row ? { ...toPartReview(row, isBuyer), hidden: row.hiddenAt !== null } : null,
      };
    },

    /**
     * Writes the account's review of the part, or replaces the one it wrote (a hidden review stays
     * hidden). Only buyers; the minute between writes is part of the same statement.
     */
    async save(user: SessionUser, partId: string, input: PartReviewInput): Promise<{ review: PartReview; created: boolean }> {
      await requirePart(partId);
      if (!(await bought(user, partId))) throw new HttpError(403, 'forbidden', messages.partReviews.onlyBuyers);
      const written = { name: user.name, rating: input.rating, title: input.title, text: input.text };
      const row = await writeAndRecount(partId, async (tx) => {
        const [saved] = await tx
          .insert(partReviews)
          .values({ partId, userId: user.id, ...written })
          .onConflictDoUpdate({
            target: [partReviews.partId, partReviews.userId],
            set: { ...written, deletedAt: null, updatedAt: sql`now()` },
            setWhere: writtenLongEnoughAgo,
          })
          // xmax is 0 on a row this statement inserted, not on one it updated: a review deleted and written again takes its old place.
          .returning({ ...getTableColumns(partReviews), created: sql<boolean>`(xmax = 0)` });
        if (!saved) throw tooSoon();
        return saved;
      });
      return { review: toPartReview(row, true), created: row.created };
    },

    /** Deletes the account's review of the part (its text is blanked, the row kept for the minute between writes). */
    async deleteMine(user: SessionUser, partId: string): Promise<void> {
      await requirePart(partId);
      const mineWhere = and(eq(partReviews.partId, partId), eq(partReviews.userId, user.id), isNull(partReviews.deletedAt));
      await writeAndRecount(partId, async (tx) => {
        const [deleted] = await tx
          .update(partReviews)
          .set({ title: '', text: '', deletedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(mineWhere, writtenLongEnoughAgo))
          .returning({ id: partReviews.id });
        if (deleted) return;
        const [exists] = await tx.select({ id: partReviews.id }).from(partReviews).where(mineWhere);
        throw exists ? tooSoon() : new HttpError(404, 'not_found', messages.partReviews.noReview);
      });
    },

    /** Every review (or only the hidden ones), newest first, for the admin. */
    async listForAdmin({ cursor, limit, state }: { cursor?: string; limit: number; state: 'all' | 'hidden' }): Promise<AdminPartReviewsPage> {
      const where: SQL[] = [isNull(partReviews.deletedAt)];
      if (state === 'hidden') where.push(isNotNull(partReviews.hiddenAt));
      if (cursor) where.push(lt(partReviews.seq, Number(cursor)));
      const rows = await db
        .select()
        .from(partReviews)
        .where(and(...where))
        .orderBy(desc(partReviews.seq))
        .limit(limit + 1);
      const page = paged(rows, limit);
      // Each part's name and each author's address, asked of their modules once for the page.
      const [names, contacts] = await Promise.all([
        partNames(db, [...new Set(page.items.map((review) => review.partId))]),
        contactsOf(db, [...new Set(page.items.map((review) => review.userId))]),
      ]);
      const nameOf = new Map(names.map((part) => [part.id, part.name]));
      const emailOf = new Map(contacts.map((contact) => [contact.id, contact.email]));
      // Whether each author bought the part: one question per part on the page.
      const authorsByPart = new Map<string, string[]>();
      for (const review of page.items) authorsByPart.set(review.partId, [...(authorsByPart.get(review.partId) ?? []), review.userId]);
      const buyersByPart = new Map(await Promise.all([...authorsByPart].map(async ([partId, authors]) => [partId, await deps.buyersOf(partId, authors)] as const)));
      const items = page.items.map(
        (review): AdminPartReview => ({
          ...toPartReview(review, buyersByPart.get(review.partId)!.has(review.userId)),
          partName: nameOf.get(review.partId)!,
          email: emailOf.get(review.userId)!,
          hidden: review.hiddenAt !== null,
        }),
      );
      return { items, nextCursor: page.nextCursor };
    },

    /** Hides a review from everyone but its author, or shows it again; the part's rating follows. */
    async setHidden(id: string, hidden: boolean): Promise<void> {
      const [review] = await db.select({ partId: partReviews.partId }).from(partReviews).where(and(eq(partReviews.id, id), isNull(partReviews.deletedAt)));
      if (!review) throw notFound('Review');
      await writeAndRecount(review.partId, (tx) =>
        tx
          .update(partReviews)
          .set({ hiddenAt: hidden ? sql`coalesce(${partReviews.hiddenAt}, now())` : null })
          .where(eq(partReviews.id, id)),
      );
    },

    /** The part's newest shown reviews, for its page's schema.org data. */
    async newestShown(partId: string, limit: number): Promise<PartReview[]> {
      return (await listShown(partId, { limit })).items;
    },
  };
}

export type PartReviewsService = ReturnType<typeof createPartReviewsService>;
