import { messages, type Review, type ReviewInput } from '@coreparts/shared';
import { asc, desc, getTableColumns, sql } from 'drizzle-orm';
import { preparedOnDemand } from '@/lib/prepared-answer.ts';
import type { Database } from '@/db/client.ts';
import { HttpError } from '@/lib/http-errors.ts';
import type { SessionUser } from '@/modules/auth/session.ts';
import { reviews } from './tables.ts';

/** The most a client may ask for with `?limit=` (the home page asks for six). */
export const LATEST_REVIEWS_MAX = 50;
/** An account may write its review once in this many seconds (decision 023). */
export const REVIEW_WRITE_INTERVAL_SECONDS = 60;

const toReview = (r: typeof reviews.$inferSelect): Review => ({
  _id: r.id,
  name: r.name,
  text: r.text,
  image: r.image,
  rating: r.rating,
});

/**
 * Reviews oldest first, as the spec's list is read (the page shows the last six), or only the
 * newest few, newest first. Each account has one review, kept in the place it was first posted
 * (decision 023).
 */
export function createReviewsService(db: Database) {
  const all = preparedOnDemand(async (): Promise<Review[]> => {
    const rows = await db.select().from(reviews).orderBy(asc(reviews.seq));
    return rows.map(toReview);
  });
  // One cached answer per limit asked for: at most LATEST_REVIEWS_MAX of them.
  const latestByLimit = new Map<number, ReturnType<typeof preparedOnDemand>>();
  const latest = (limit: number) => {
    let cached = latestByLimit.get(limit);
    if (!cached) {
      cached = preparedOnDemand(async (): Promise<Review[]> => {
        const rows = await db.select().from(reviews).orderBy(desc(reviews.seq)).limit(limit);
        return rows.map(toReview);
      });
      latestByLimit.set(limit, cached);
    }
    return cached.get();
  };

  return {
    getReviews: all.get,
    getLatestReviews: latest,
    /**
     * Posts the account's review, or replaces the one it posted before. The guard on the last
     * write is part of the same statement, so it holds across server processes.
     */
    async saveReview(author: SessionUser, input: ReviewInput): Promise<{ review: Review; created: boolean }> {
      const written = { name: author.name, image: author.image ?? '', text: input.text, rating: input.rating };
      const [row] = await db
        .insert(reviews)
        .values({ userId: author.id, ...written })
        .onConflictDoUpdate({
          target: reviews.userId,
          set: { ...written, updatedAt: sql`now()` },
          setWhere: sql`${reviews.updatedAt} <= now() - make_interval(secs => ${REVIEW_WRITE_INTERVAL_SECONDS})`,
        })
        // xmax is 0 on a row this statement inserted, not on one it updated.
        .returning({ ...getTableColumns(reviews), created: sql<boolean>`(xmax = 0)` });
      if (!row) throw new HttpError(429, 'too_many_requests', messages.account.tooManyAttempts);
      all.invalidate();
      for (const cached of latestByLimit.values()) cached.invalidate();
      return { review: toReview(row), created: row.created };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
