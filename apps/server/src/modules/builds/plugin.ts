/** The builds module: a build's compatibility check (issue 28, decision 048), and saved, shared builds (decision 050). */
import fp from 'fastify-plugin';
import { buildsRoutes } from './routes.ts';
import { createBuildsService, type BuildsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    builds: BuildsService;
  }
}

export const buildsModule = fp(
  async (app, { secret }: { secret: string }) => {
    app.decorate('builds', createBuildsService(app.db, app.parts, app.config.publicUrl, secret));
    await app.register(buildsRoutes, { prefix: '/api' });
  },
  { name: 'builds', dependencies: ['parts'] },
);
