import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../plugins/conditional-json.ts';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/all-reviews', async (request, reply) => {
    return sendCachedJson(request, reply, await app.reviews.getReviews());
  });
};
