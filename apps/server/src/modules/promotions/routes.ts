import { promotionInputSchema, promotionPatchSchema } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '@/modules/auth/session.ts';

const params = z.object({ id: z.uuid({ error: 'must be a promotion id' }) });

/** Promotions, for admins only (issue 43): listed, made, changed, paused (`active: false`) and deleted. */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/promotions', { onRequest: adminOnly }, async () => app.promotions.list());

  app.get('/admin/promotions/:id', { onRequest: adminOnly, schema: { params } }, async (request) => app.promotions.get(request.params.id));

  app.post(
    '/admin/promotions',
    { onRequest: adminOnly, schema: { body: promotionInputSchema }, config: { errors: { 409: 'Another promotion has this code.' } } },
    async (request, reply) => reply.status(201).send(await app.promotions.create(request.body)),
  );

  app.patch(
    '/admin/promotions/:id',
    { onRequest: adminOnly, schema: { params, body: promotionPatchSchema }, config: { errors: { 409: 'Another promotion has this code.' } } },
    async (request) => app.promotions.update(request.params.id, request.body),
  );

  app.delete('/admin/promotions/:id', { onRequest: adminOnly, schema: { params } }, async (request, reply) => {
    await app.promotions.remove(request.params.id);
    return reply.status(204).send();
  });
};
