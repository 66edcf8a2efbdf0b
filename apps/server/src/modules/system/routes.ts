import type { PublicConfig } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '@/db/client.ts';
import { RETRY_AFTER_SECONDS } from '@/plugins/errors.ts';

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

  // Small answers, under compression's threshold: without its hooks (decision 027).
  const small = { compress: false } as const;
  app.get('/config', small, async () => publicConfig);
  const configAnswer = Buffer.from(JSON.stringify(publicConfig));
  app.hot.add(`${app.prefix}/config`, () => configAnswer);

  const databaseAnswers = async () => {
    try {
      await pingDatabase(app.db);
      return true;
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return false;
    }
  };

  app.get('/health', small, async (_request, reply) => {
    if (await databaseAnswers()) return { status: 'ok', database: 'ok' };
    return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
  });

  // Liveness: the process answers. The database is left out: restarting this process would not
  // bring it back.
  app.get('/health/live', small, async () => ({ status: 'ok' }));

  // Fastify answers requests that arrive once `app.close()` has begun with its own 503; this is
  // for a readiness check already waiting on the database then.
  let shuttingDown = false;
  app.addHook('preClose', (done) => {
    shuttingDown = true;
    done();
  });

  // Readiness: whether the load balancer should send this process requests.
  app.get('/health/ready', small, async (_request, reply) => {
    const database = (await databaseAnswers()) ? 'ok' : 'unreachable';
    if (database === 'ok' && !shuttingDown) return { status: 'ok', database };
    return reply
      .status(503)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .send({ status: 'unavailable', database, shuttingDown });
  });
};
