/** The returns module (issue 44, decision 099). */
import fp from 'fastify-plugin';
import { returnsRoutes } from './routes.ts';
import { createReturnsService, type ReturnsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    returns: ReturnsService;
  }
}

export const returnsModule = fp(
  async (app) => {
    app.decorate(
      'returns',
      createReturnsService({
        db: app.db,
        config: app.config,
        orders: app.orders,
        stock: app.stock,
        refunds: app.refunds,
        mailer: app.mailer,
        onStockChange: (partIds) => app.parts.stockChanged(partIds),
        now: app.ordersClock,
      }),
    );
    await app.register(returnsRoutes, { prefix: '/api' });
  },
  { name: 'returns', dependencies: ['orders', 'payments', 'stock', 'mail', 'parts'] },
);
