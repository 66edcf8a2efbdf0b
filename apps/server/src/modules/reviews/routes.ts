import { reviewInputSchema } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../plugins/conditional-json.ts';
import { requireUser, signedInOnly } from '../auth/session.ts';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/all-reviews', async (request, reply) => {
    return sendCachedJson(request, reply, await app.reviews.getReviews());
  });

  /** The author's name and photo come from the account; a name or image sent along is ignored. */
  app.post('/add-review', { onRequest: signedInOnly, schema: { body: reviewInputSchema } }, async (request, reply) => {
    const user = await requireUser(request);
    return reply.status(201).send(await app.reviews.addReview(user, request.body));
  });
};
