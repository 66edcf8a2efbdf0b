import type { PublicConfig } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const publicConfig: PublicConfig = {
    storeName: config.storeName,
    payments: config.stripe
      ? { mode: 'stripe', publishableKey: config.stripe.publishableKey }
      : { mode: 'test', publishableKey: null },
    socialSignIn: { google: Boolean(config.google), github: Boolean(config.github) },
  };

  app.get('/config', async () => publicConfig);

  app.get('/health', async (_request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
};
