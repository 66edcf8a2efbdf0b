import { lowStockDefaultBodySchema, partIdSchema, partLowStockBodySchema } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '@/modules/auth/session.ts';

const partId = z.object({ id: partIdSchema });

/** The admin's sales overview and stock alerts (issue 14). */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  // With the returns waiting for the shop and those of the last 30 days (issue 44), from the returns module.
  app.get('/admin/overview', { onRequest: adminOnly }, async () => ({ ...(await app.sales.overview()), returns: await app.returns.counts() }));

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
