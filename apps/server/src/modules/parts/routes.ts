import { adminPartsQuerySchema, allCategories, messages, newPartSchema, partIdSchema, partsPageQuerySchema, partUpdateBodySchema, specFields, type CategoryInfo } from '@coreparts/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '@/modules/auth/session.ts';
import { shippedImageCheck } from '@/modules/uploads/shipped-images.ts';
import { notFound } from '@/lib/http-errors.ts';
import { sendCachedJson, sendSpooledJson } from '@/lib/conditional-json.ts';
import { listPartsForAdmin } from './admin-list.ts';

const partId = z.object({ id: partIdSchema });

/** Every category with its label and specification fields (decision 040): data that changes only with a release. */
const categoryInfos: CategoryInfo[] = allCategories.map(({ slug, label }) => ({ slug, label, fields: specFields(slug) }));

/**
 * The catalog's reads are gzipped once per change (conditional-json.ts) and a part is smaller
 * than compression's threshold: the compression hooks are left off them (decision 027).
 */
const compressedAlready = { compress: false } as const;

export const partsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Every live part (product.md §5); a catalog too large to encode whole on every change is sent from its chunks. */
  app.get('/all-parts', compressedAlready, async (request, reply) => {
    const cached = await app.parts.getCatalog();
    if (cached) return sendCachedJson(request, reply, cached);
    return sendSpooledJson(request, reply, await app.parts.getChunkedCatalog());
  });
  // Once built, the same answer before the router (decision 032).
  app.hot.add(`${app.prefix}/all-parts`, app.parts.catalogNow);

  /** One page of the catalog, searched by name, filtered by category, sorted (decision 008). */
  app.get('/parts', { ...compressedAlready, schema: { querystring: partsPageQuerySchema } }, async (request, reply) => {
    return sendCachedJson(request, reply, await app.parts.getPage(request.query));
  });

  /** Manage Product (admin, decision 053): searched, filtered, sorted and paged in the database. */
  app.get('/admin/parts', { onRequest: adminOnly, schema: { querystring: adminPartsQuerySchema } }, async (request) =>
    listPartsForAdmin(app.db, app.parts, request.query),
  );

  app.get('/categories', async () => categoryInfos);

  app.get('/part/:id', { ...compressedAlready, schema: { params: partId } }, async (request) => {
    const part = await app.parts.getPart(request.params.id);
    if (!part) throw notFound('Part');
    return part;
  });
  app.hot.addUnder(`${app.prefix}/part/`, `${app.prefix}/part/:id`, app.parts.partAnswerNow);

  // An image under /images must be a file the page ships (issue 24).
  const isOurImage = await shippedImageCheck();
  const ourImage = { path: ['image'], message: messages.catalog.imageNotUploaded };
  const newPart = newPartSchema.refine((part) => isOurImage(part.image), ourImage);
  const partUpdate = partUpdateBodySchema.refine((part) => isOurImage(part.image), ourImage);

  app.post('/part', { onRequest: adminOnly, schema: { body: newPart } }, async (request, reply) => {
    return reply.status(201).send(await app.parts.addPart(request.body));
  });

  app.patch('/part/:id', { onRequest: adminOnly, schema: { params: partId, body: partUpdate } }, async (request) => {
    return app.parts.updatePart(request.params.id, request.body);
  });

  app.delete('/part/:id', { onRequest: adminOnly, schema: { params: partId } }, async (request) => {
    await app.parts.archivePart(request.params.id);
    return { acknowledged: true, deletedCount: 1 };
  });
};
