/** The stock module: every change of the parts' stock, through one service the other modules call (decision 079). */
import fp from 'fastify-plugin';
import { createStockService, type StockService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    stock: StockService;
  }
}

export const stockModule = fp(
  async (app) => {
    app.decorate('stock', createStockService(app.db));
  },
  { name: 'stock' },
);
