import { receiveReturnSchema, rejectReturnSchema, returnPolicySchema, returnRequestSchema, returnStates } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requireAdmin, requireUser, signedInOnly } from '@/modules/auth/session.ts';

const orderParams = z.object({ id: z.uuid({ error: 'must be an order id' }) });
const returnParams = z.object({ id: z.uuid({ error: 'must be a return id' }) });

/** Returns (issue 44, decision 099). */
export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/:id/returns',
    {
      onRequest: signedInOnly,
      schema: { params: orderParams, body: returnRequestSchema },
      config: { errors: { 400: 'More units than can be returned, or no such line.', 404: 'No such order of the caller.', 409: 'Not delivered, or past the return window.' } },
    },
    async (request, reply) => reply.status(201).send(await app.returns.request(await requireUser(request), request.params.id, request.body)),
  );

  app.get('/order/:id/returns', { onRequest: signedInOnly, schema: { params: orderParams } }, async (request) =>
    app.returns.listForOrder(await requireUser(request), request.params.id),
  );

  app.get('/returns/policy', async () => app.returns.policy().then(({ windowDays, restockingFeePercent }) => ({ windowDays, restockingFeePercent })));

  app.get('/admin/returns', { onRequest: adminOnly, schema: { querystring: z.object({ state: z.enum(returnStates).optional() }) } }, async (request) =>
    app.returns.list(request.query.state),
  );

  app.get('/admin/returns/rates', { onRequest: adminOnly }, async () => app.returns.ratesByPart());

  app.put('/admin/settings/returns', { onRequest: adminOnly, schema: { body: returnPolicySchema } }, async (request) => app.returns.setPolicy(request.body));

  app.post('/admin/returns/:id/approve', { onRequest: adminOnly, schema: { params: returnParams } }, async (request) =>
    app.returns.approve(await requireAdmin(request), request.params.id),
  );

  app.post('/admin/returns/:id/reject', { onRequest: adminOnly, schema: { params: returnParams, body: rejectReturnSchema } }, async (request) =>
    app.returns.reject(await requireAdmin(request), request.params.id, request.body.reason),
  );

  app.post(
    '/admin/returns/:id/receive',
    { onRequest: adminOnly, schema: { params: returnParams, body: receiveReturnSchema }, config: { errors: { 409: 'The return is not approved (or was received already).' } } },
    async (request) => app.returns.receive(await requireAdmin(request), request.params.id, request.body),
  );
};
