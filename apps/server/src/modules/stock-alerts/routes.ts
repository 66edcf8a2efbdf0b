import { partIdSchema } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '@/lib/http-errors.ts';
import { requireUser, signedInOnly } from '@/modules/auth/session.ts';

const partParams = z.object({ id: partIdSchema });

/** Back-in-stock alerts (decision 054): the signed-in customer's own, nobody else's. */
export const stockAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/parts/:id/stock-alert',
    {
      onRequest: signedInOnly,
      schema: { params: partParams },
      config: { errors: { 404: 'No such part, or it is no longer sold.', 409: 'The part is in stock, or the account keeps its most alerts already.' } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await app.stockAlerts.arm(user.id, request.params.id);
      return reply.status(201).send({ partId: request.params.id });
    },
  );

  app.delete(
    '/parts/:id/stock-alert',
    { onRequest: signedInOnly, schema: { params: partParams }, config: { errors: { 404: 'The account has no alert on this part.' } } },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!(await app.stockAlerts.disarm(user.id, request.params.id))) {
        throw new HttpError(404, 'not_found', 'No back-in-stock alert on this part.');
      }
      return reply.status(204).send();
    },
  );

  app.get('/account/stock-alerts', { onRequest: signedInOnly }, async (request) => {
    const user = await requireUser(request);
    return app.stockAlerts.list(user.id);
  });
};
