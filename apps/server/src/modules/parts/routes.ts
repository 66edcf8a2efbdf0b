import { adminPartsQuerySchema, allCategories, messages, newPartSchema, partIdSchema, partsPageQuerySchema, partUpdateBodySchema, searchSuggestionsQuerySchema, specFields, type CategoryInfo } from '@coreparts/shared';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '@/modules/auth/session.ts';
import { shippedImageCheck } from '@/modules/uploads/shipped-images.ts';
import { notFound } from '@/lib/http-errors.ts';
import { catalogCaching, JSON_TYPE, sendPrepared } from '@/lib/prepared-answer.ts';

/** Suggestions change with the catalog, and a minute late is soon enough while one types. */
const suggestionCaching = { 'cache-control': 'public, max-age=60' };
import { listPartsForAdmin } from './admin-list.ts';
import { catalogCsv } from './catalog-csv.ts';
import { catalogImportRoutes } from './catalog-import-routes.ts';

const partId = z.object({ id: partIdSchema });

/** Every category with its label and specification fields (decision 040): data that changes only with a release. */
const categoryInfos: CategoryInfo[] = allCategories.map(({ slug, label }) => ({ slug, label, fields: specFields(slug) }));

export const partsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Every live part (product.md §5), prepared once per change; a catalog too large to hold is read
   * from the database as it is sent (and compressed as it goes): no page of the shop reads it.
   */
  app.get('/all-parts', async (request, reply) => {
    const prepared = await app.parts.getCatalog();
    if (prepared) return sendPrepared(request, reply, prepared);
    return reply.type(JSON_TYPE).headers(catalogCaching).send(Readable.from(app.parts.catalogText()));
  });

  /** One page of the catalog, searched, filtered by category and specifications, sorted (decision 008). */
  app.get('/parts', { schema: { querystring: partsPageQuerySchema } }, async (request, reply) => {
    return sendPrepared(request, reply, await app.parts.getPage(request.query));
  });

  /**
   * The header search box's suggestions as one types (decision 084): categories and a few parts,
   * from the kept pages; public and cached briefly, like the catalog's pages.
   */
  app.get('/search-suggestions', { schema: { querystring: searchSuggestionsQuerySchema } }, async (request, reply) => {
    return reply.headers(suggestionCaching).send(await app.parts.suggest(request.query.q));
  });

  /** Manage Product (admin, decision 053): searched, filtered, sorted and paged in the database. */
  app.get('/admin/parts', { onRequest: adminOnly, schema: { querystring: adminPartsQuerySchema } }, async (request) =>
    listPartsForAdmin(app.db, app.parts, request.query),
  );

  /** The whole live catalog as CSV (issue 42), in the columns the import reads, sent as it is read. */
  app.get('/admin/catalog/export.csv', { onRequest: adminOnly }, async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="catalog-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(catalogCsv(app.parts.liveParts())));
  });

  await app.register(catalogImportRoutes);

  app.get('/categories', async () => categoryInfos);

  /** One part, prepared once per change of the catalog or its stock, with its ETag and gzipped copy. */
  app.get('/part/:id', { schema: { params: partId } }, async (request, reply) => {
    const answer = await app.parts.getPartAnswer(request.params.id);
    if (!answer) throw notFound('Part');
    return sendPrepared(request, reply, answer);
  });

  /** Every price the part has had, oldest first, in dollars (issue 42, decision 092). */
  app.get('/part/:id/price-history', { schema: { params: partId } }, async (request, reply) => {
    const history = await app.parts.priceHistory(request.params.id);
    if (!history) throw notFound('Part');
    return reply.headers(catalogCaching).send(history);
  });

  // An image under /images must be a file the page ships (issue 24).
  const isOurImage = await shippedImageCheck();
  const ourImage = { path: ['image'], message: messages.catalog.imageNotUploaded };
  const ourImages = { path: ['images'], message: messages.catalog.imageNotUploaded };
  const newPart = newPartSchema.refine((part) => isOurImage(part.image), ourImage).refine((part) => (part.images ?? []).every(isOurImage), ourImages);
  const partUpdate = partUpdateBodySchema.refine((part) => isOurImage(part.image), ourImage).refine((part) => (part.images ?? []).every(isOurImage), ourImages);

  // A SKU names one live part (decision 089).
  const skuInUse = { errors: { 409: 'The SKU is used by another part on sale (`sku_in_use`).' } };

  app.post('/part', { onRequest: adminOnly, schema: { body: newPart }, config: skuInUse }, async (request, reply) => {
    return reply.status(201).send(await app.parts.addPart(request.body));
  });

  app.patch('/part/:id', { onRequest: adminOnly, schema: { params: partId, body: partUpdate }, config: skuInUse }, async (request) => {
    return app.parts.updatePart(request.params.id, request.body);
  });

  app.delete('/part/:id', { onRequest: adminOnly, schema: { params: partId } }, async (request) => {
    await app.parts.archivePart(request.params.id);
    return { acknowledged: true, deletedCount: 1 };
  });
};
