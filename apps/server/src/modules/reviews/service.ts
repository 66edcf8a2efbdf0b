import type { Review, ReviewInput } from '@coreparts/shared';
import { asc } from 'drizzle-orm';
import { cachedJson } from '../../cached-json.ts';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import type { SessionUser } from '../auth/session.ts';

const toReview = (r: typeof reviews.$inferSelect): Review => ({
  _id: r.id,
  name: r.name,
  text: r.text,
  image: r.image,
  rating: r.rating,
});

/** Reviews oldest first, as the spec's list is read (the page shows the last six). */
export function createReviewsService(db: Database) {
  const all = cachedJson(async (): Promise<Review[]> => {
    const rows = await db.select().from(reviews).orderBy(asc(reviews.seq));
    return rows.map(toReview);
  });
  return {
    getReviews: all.get,
    async addReview(author: SessionUser, input: ReviewInput): Promise<Review> {
      const [row] = await db
        .insert(reviews)
        .values({ userId: author.id, name: author.name, image: author.image ?? '', text: input.text, rating: input.rating })
        .returning();
      all.invalidate();
      return toReview(row!);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
