import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http-errors.ts';
import { sendCachedJson } from '../../plugins/conditional-json.ts';

export const partsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/all-parts', async (request, reply) => {
    return sendCachedJson(request, reply, await app.parts.getCatalog());
  });

  app.get(
    '/part/:id',
    { schema: { params: z.object({ id: z.uuid({ error: 'must be a part id' }) }) } },
    async (request) => {
      const part = await app.parts.getPart(request.params.id);
      if (!part) throw notFound('Part');
      return part;
    },
  );
};
