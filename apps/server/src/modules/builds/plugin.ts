/** The builds module: a build's compatibility check (issue 28, decision 048). */
import fp from 'fastify-plugin';
import { buildsRoutes } from './routes.ts';
import { createBuildsService, type BuildsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    builds: BuildsService;
  }
}

export const buildsModule = fp(
  async (app) => {
    app.decorate('builds', createBuildsService(app.parts));
    await app.register(buildsRoutes, { prefix: '/api' });
  },
  { name: 'builds', dependencies: ['parts'] },
);
