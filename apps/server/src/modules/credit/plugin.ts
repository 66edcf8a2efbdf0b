/** The credit module: gift cards and store credit (issue 43, decision 098). */
import fp from 'fastify-plugin';
import { creditRoutes } from './routes.ts';
import { createCreditService, type CreditService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    credit: CreditService;
  }
}

export const creditModule = fp(
  async (app) => {
    app.decorate('credit', createCreditService(app.db));
    await app.register(creditRoutes, { prefix: '/api' });
  },
  { name: 'credit', dependencies: ['mail'] },
);
