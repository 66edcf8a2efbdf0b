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
    // Outside production a provider without credentials is served by the local stand-in.
    socialSignIn: {
      google: Boolean(config.google) || !config.production,
      github: Boolean(config.github) || !config.production,
    },
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
