import { savedAddressBodySchema } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInOnly } from '@/modules/auth/session.ts';

const addressParams = z.object({ id: z.uuid({ error: 'must be an address id' }) });
const notOwned = { 404: 'The account keeps no such address.' };

/** The address book (issue 41): the signed-in customer's own addresses, nobody else's. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/addresses', { onRequest: signedInOnly }, async (request) => app.addressBook.list((await requireUser(request)).id));

  app.post(
    '/addresses',
    { onRequest: signedInOnly, schema: { body: savedAddressBodySchema }, config: { errors: { 409: 'The account keeps its most addresses already.' } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await app.addressBook.add(user.id, request.body.address, request.body.isDefault));
    },
  );

  app.put('/addresses/:id', { onRequest: signedInOnly, schema: { params: addressParams, body: savedAddressBodySchema }, config: { errors: notOwned } }, async (request) => {
    const user = await requireUser(request);
    return app.addressBook.update(user.id, request.params.id, request.body.address, request.body.isDefault);
  });

  app.put('/addresses/:id/default', { onRequest: signedInOnly, schema: { params: addressParams }, config: { errors: notOwned } }, async (request) =>
    app.addressBook.setDefault((await requireUser(request)).id, request.params.id),
  );

  app.delete('/addresses/:id', { onRequest: signedInOnly, schema: { params: addressParams }, config: { errors: notOwned } }, async (request, reply) => {
    await app.addressBook.remove((await requireUser(request)).id, request.params.id);
    return reply.status(204).send();
  });
};
