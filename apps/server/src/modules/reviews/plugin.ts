/** The reviews module: customers' reviews, one per account (decision 023). */
import fp from 'fastify-plugin';
import { reviewsRoutes } from './routes.ts';
import { createReviewsService, type ReviewsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsService;
  }
}

export const reviewsModule = fp(
  async (app) => {
    app.decorate('reviews', createReviewsService(app.db));
    await app.register(reviewsRoutes, { prefix: '/api' });
  },
  { name: 'reviews' },
);
