import { lowStockDefaultBodySchema, partLowStockBodySchema } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '@/modules/auth/session.ts';

const partId = z.object({ id: z.uuid({ error: 'must be a part id' }) });

/** The admin's sales overview and stock alerts (issue 14). */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/overview', { onRequest: adminOnly }, async () => app.sales.overview());

  app.put('/admin/settings/low-stock', { onRequest: adminOnly, schema: { body: lowStockDefaultBodySchema } }, async (request) => ({
    lowStockDefault: await app.sales.setLowStockDefault(request.body.threshold),
  }));

  app.get('/admin/part/:id/low-stock', { onRequest: adminOnly, schema: { params: partId } }, async (request) =>
    app.sales.partLowStock(request.params.id),
  );

  app.put(
    '/admin/part/:id/low-stock',
    { onRequest: adminOnly, schema: { params: partId, body: partLowStockBodySchema } },
    async (request) => app.sales.setPartLowStock(request.params.id, request.body.threshold),
  );
};
