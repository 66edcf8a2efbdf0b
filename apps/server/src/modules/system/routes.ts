import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RETRY_AFTER_SECONDS } from '@/plugins/errors.ts';
import { publicConfigOf } from './public-config.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const publicConfig = publicConfigOf(config);

  app.get('/config', async () => publicConfig);

  // What the database and the disk can do now; a failure is logged once, when it begins (decision 038).
  const state = async () => {
    const trouble = await app.availability.check();
    return { database: trouble === 'unreachable' ? 'unreachable' : 'ok', disk: trouble === 'disk_full' ? 'full' : 'ok', trouble } as const;
  };

  app.get('/health', async (_request, reply) => {
    const { trouble, ...parts } = await state();
    if (!trouble) return { status: 'ok', ...parts };
    return reply.status(503).send({ status: 'unavailable', ...parts });
  });

  // Liveness: the process answers. The database is left out: restarting this process would not
  // bring it back.
  app.get('/health/live', async () => ({ status: 'ok' }));

  // Fastify answers requests that arrive once `app.close()` has begun with its own 503; this is
  // for a readiness check already waiting on the database then.
  let shuttingDown = false;
  app.addHook('preClose', (done) => {
    shuttingDown = true;
    done();
  });

  // Readiness: whether the load balancer should send this process requests. With a full disk
  // it should not: an order would fail at its first write.
  app.get('/health/ready', async (_request, reply) => {
    const { trouble, ...parts } = await state();
    if (!trouble && !shuttingDown) return { status: 'ok', ...parts };
    return reply
      .status(503)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .send({ status: 'unavailable', ...parts, shuttingDown });
  });
};
