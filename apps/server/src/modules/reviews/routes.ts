import {
  adminPartReviewsQuerySchema,
  partIdSchema,
  partReviewInputSchema,
  partReviewsQuerySchema,
  partReviewVisibilitySchema,
  reviewInputSchema,
} from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '@/lib/prepared-answer.ts';
import { adminOnly, requireUser, signedInOnly } from '@/modules/auth/session.ts';
import { LATEST_REVIEWS_MAX } from './service.ts';

const partParams = z.object({ id: partIdSchema });
const reviewParams = z.object({ id: z.uuid({ error: 'must be a review id' }) });
const onlyBuyers = 'Forbidden: only a customer with a paid order of this part that was not canceled may review it.';
const writtenJustNow = "Too many writes: the account changed its review of this part less than a minute ago.";

const reviewsQuery = z.object({ limit: z.coerce.number().int().min(1).max(LATEST_REVIEWS_MAX).optional() });

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Every review oldest first (product.md §5), or with `?limit=N` only the newest N, newest first. */
  app.get('/all-reviews', { schema: { querystring: reviewsQuery } }, async (request, reply) => {
    const { limit } = request.query;
    return sendPrepared(request, reply, await (limit ? app.reviews.getLatestReviews(limit) : app.reviews.getReviews()));
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

  /** A part's shown reviews, newest first, paged, each saying whether its author bought the part (decision 052). */
  app.get('/parts/:id/reviews', { schema: { params: partParams, querystring: partReviewsQuerySchema } }, async (request) =>
    app.partReviews.listShown(request.params.id, request.query),
  );

  /** Whether the caller may review the part, and their review of it (hidden ones too). */
  app.get('/parts/:id/reviews/mine', { onRequest: signedInOnly, schema: { params: partParams } }, async (request) =>
    app.partReviews.mine(await requireUser(request), request.params.id),
  );

  /** Writes the caller's review of a part they bought, or replaces it: 201 for a new one, 200 for a replaced one. */
  app.put(
    '/parts/:id/reviews/mine',
    {
      onRequest: signedInOnly,
      schema: { params: partParams, body: partReviewInputSchema },
      config: { errors: { 403: onlyBuyers, 429: writtenJustNow } },
    },
    async (request, reply) => {
      const { review, created } = await app.partReviews.save(await requireUser(request), request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(review);
    },
  );

  app.delete(
    '/parts/:id/reviews/mine',
    { onRequest: signedInOnly, schema: { params: partParams }, config: { errors: { 429: writtenJustNow } } },
    async (request, reply) => {
      await app.partReviews.deleteMine(await requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  /** Every part review, or only the hidden ones, newest first, with the part's name and the author's e-mail. */
  app.get('/admin/part-reviews', { onRequest: adminOnly, schema: { querystring: adminPartReviewsQuerySchema } }, async (request) =>
    app.partReviews.listForAdmin(request.query),
  );

  /** Hides a review from everyone but its author, or shows it again (`{ hidden }`). */
  app.patch(
    '/admin/part-reviews/:id',
    { onRequest: adminOnly, schema: { params: reviewParams, body: partReviewVisibilitySchema } },
    async (request, reply) => {
      await app.partReviews.setHidden(request.params.id, request.body.hidden);
      return reply.status(204).send();
    },
  );
};
