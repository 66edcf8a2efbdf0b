/** The advisor module: upgrade suggestions from a pasted hardware report (issue 28, decision 049). */
import fp from 'fastify-plugin';
import { advisorRoutes } from './routes.ts';
import { createAdvisorService, type AdvisorService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    advisor: AdvisorService;
  }
}

export const advisorModule = fp(
  async (app) => {
    app.decorate('advisor', createAdvisorService(app.parts));
    await app.register(advisorRoutes, { prefix: '/api' });
  },
  { name: 'advisor', dependencies: ['parts'] },
);
