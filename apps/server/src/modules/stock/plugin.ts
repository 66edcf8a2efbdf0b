/** The stock module: every change of the parts' stock, through one service the other modules call (decision 079). */
import fp from 'fastify-plugin';
import { createStock, type Stock } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    stock: Stock;
  }
}

export const stockModule = fp(
  async (app) => {
    app.decorate('stock', createStock());
  },
  { name: 'stock' },
);
