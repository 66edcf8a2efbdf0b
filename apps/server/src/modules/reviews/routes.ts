import { reviewInputSchema } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '@/lib/conditional-json.ts';
import { requireUser, signedInOnly } from '@/modules/auth/session.ts';
import { LATEST_REVIEWS_MAX } from './service.ts';

const reviewsQuery = z.object({ limit: z.coerce.number().int().min(1).max(LATEST_REVIEWS_MAX).optional() });

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Every review oldest first (product.md §5), or with `?limit=N` only the newest N, newest first. */
  app.get('/all-reviews', { schema: { querystring: reviewsQuery } }, async (request, reply) => {
    const { limit } = request.query;
    return sendCachedJson(request, reply, await (limit ? app.reviews.getLatestReviews(limit) : app.reviews.getReviews()));
  });

  /**
   * One review per account: posting again replaces it (decision 023). The author's name and photo
   * come from the account; a name or image sent along is ignored.
   */
  app.post('/add-review', { onRequest: signedInOnly, schema: { body: reviewInputSchema } }, async (request, reply) => {
    const user = await requireUser(request);
    const { review, created } = await app.reviews.saveReview(user, request.body);
    return reply.status(created ? 201 : 200).send(review);
  });
};
