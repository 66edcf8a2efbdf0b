/** The system module: the page's public settings and the health checks. */
import fp from 'fastify-plugin';
import { systemRoutes } from './routes.ts';

export const systemModule = fp(
  async (app) => {
    await app.register(systemRoutes, { prefix: '/api' });
  },
  { name: 'system' },
);
