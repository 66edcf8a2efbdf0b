/** The reviews module: the shop's reviews, one per account (decision 023), and each part's reviews by its buyers (decision 052). */
import fp from 'fastify-plugin';
import { createPartReviewsService, type PartReviewsService } from './part-reviews.ts';
import { reviewsRoutes } from './routes.ts';
import { createReviewsService, type ReviewsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsService;
    partReviews: PartReviewsService;
  }
}

export const reviewsModule = fp(
  async (app) => {
    app.decorate('reviews', createReviewsService(app.db));
    // Orders register after this module: they are asked for when a review needs them.
    app.decorate(
      'partReviews',
      createPartReviewsService(app.db, {
        getPart: (id) => app.parts.getPart(id),
        buyersOf: (partId, userIds) => app.orders.buyersOf(partId, userIds),
        catalogChanged: () => app.parts.invalidateCatalog(),
      }),
    );
    await app.register(reviewsRoutes, { prefix: '/api' });
  },
  { name: 'reviews' },
);
