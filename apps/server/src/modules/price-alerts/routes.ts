import { buildWatchBodySchema, partIdSchema, priceAlertBodySchema, savedBuildIdSchema } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '@/lib/http-errors.ts';
import { requireUser, signedInOnly } from '@/modules/auth/session.ts';

const partParams = z.object({ id: partIdSchema });
const buildParams = z.object({ id: savedBuildIdSchema });

/** Price-drop alerts (decision 094): the signed-in customer's own, nobody else's. */
export const priceAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/parts/:id/price-alert',
    {
      onRequest: signedInOnly,
      schema: { params: partParams, body: priceAlertBodySchema },
      config: { errors: { 404: 'No such part, or it is no longer sold.', 409: 'The target is not below today’s price, or the account keeps its most alerts already.' } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await app.priceAlerts.setPartAlert(user.id, request.params.id, request.body.targetPrice);
      return reply.status(201).send({ partId: request.params.id, targetPrice: request.body.targetPrice ?? null });
    },
  );

  app.delete('/parts/:id/price-alert', { onRequest: signedInOnly, schema: { params: partParams }, config: { errors: { 404: 'The account has no price alert on this part.' } } }, async (request, reply) => {
    const user = await requireUser(request);
    if (!(await app.priceAlerts.removePartAlert(user.id, request.params.id))) throw new HttpError(404, 'not_found', 'No price alert on this part.');
    return reply.status(204).send();
  });

  app.post(
    '/builds/:id/price-watch',
    {
      onRequest: signedInOnly,
      schema: { params: buildParams, body: buildWatchBodySchema },
      config: { errors: { 404: 'No such build among the account’s own.', 409: 'The drop is not below the build’s total, or the account keeps its most alerts already.' } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await app.priceAlerts.watchBuild(user.id, request.params.id, request.body.dropBy);
      return reply.status(201).send({ buildId: request.params.id, dropBy: request.body.dropBy });
    },
  );

  app.delete('/builds/:id/price-watch', { onRequest: signedInOnly, schema: { params: buildParams }, config: { errors: { 404: 'The account does not watch this build.' } } }, async (request, reply) => {
    const user = await requireUser(request);
    if (!(await app.priceAlerts.unwatchBuild(user.id, request.params.id))) throw new HttpError(404, 'not_found', 'No price watch on this build.');
    return reply.status(204).send();
  });

  app.get('/account/price-alerts', { onRequest: signedInOnly }, async (request) => app.priceAlerts.list((await requireUser(request)).id));
};
