import type { Review } from '@coreparts/shared';
import { asc } from 'drizzle-orm';
import { cachedJson } from '../../cached-json.ts';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';

/** Reviews oldest first, as the spec's list is read (the page shows the last six). */
export function createReviewsService(db: Database) {
  const all = cachedJson(async (): Promise<Review[]> => {
    const rows = await db.select().from(reviews).orderBy(asc(reviews.seq));
    return rows.map((r) => ({ _id: r.id, name: r.name, text: r.text, image: r.image, rating: r.rating }));
  });
  return { getReviews: all.get, invalidateReviews: all.invalidate };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
