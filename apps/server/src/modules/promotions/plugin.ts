/** The promotions module: discount codes and automatic promotions (issue 43, decision 097). */
import fp from 'fastify-plugin';
import { promotionsRoutes } from './routes.ts';
import { createPromotionsService, type PromotionsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    promotions: PromotionsService;
  }
}

export const promotionsModule = fp(
  async (app, { now }: { now: () => Date }) => {
    app.decorate('promotions', createPromotionsService(app.db, now));
    await app.register(promotionsRoutes, { prefix: '/api' });
  },
  { name: 'promotions' },
);
