/**
 * `POST /api/admin/catalog/import` (issue 42, decision 093): a CSV file as the body (`text/csv`)
 * or in the multipart field `file`. `?dryRun=1` writes nothing and answers what the file would
 * change and its errors; otherwise a file with errors answers them with 400 and writes nothing,
 * and a good one answers what it changed. `?background=1` answers 202 at once with a job that
 * `GET /api/admin/catalog/imports/:id` follows: Manage Product shows its progress.
 */
import multipart from '@fastify/multipart';
import { maxImportBytes, messages, type ImportJob, type ImportResult } from '@coreparts/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '@/lib/http-errors.ts';
import { adminOnly } from '@/modules/auth/session.ts';
import { storeRemoteImage } from '@/modules/uploads/remote-image.ts';
import { shippedImageCheck } from '@/modules/uploads/shipped-images.ts';
import { importCatalog, type ImportDependencies } from './catalog-import.ts';
import { catalogImports } from './tables.ts';

const m = messages.catalogImport;

/** An image fetched for an import takes at most this long. */
const IMAGE_FETCH_MS = 10_000;
/** A background import whose process wrote nothing for this long has stopped with it (a crash, a restart). */
const STALLED_MS = 2 * 60_000;

const importQuery = z.object({
  dryRun: z.enum(['0', '1']).default('0'),
  background: z.enum(['0', '1']).default('0'),
});

const jobParams = z.object({ id: z.uuid() });

/** The file's bytes, from either way of sending it. */
async function fileOf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    if (!Buffer.isBuffer(request.body)) throw new HttpError(415, 'unsupported_media_type', 'Send the file as text/csv or in the multipart field "file".');
    return request.body;
  }
  const file = await request.file();
  if (!file || file.fieldname !== 'file') throw new HttpError(400, 'bad_request', 'Send the file in the multipart field "file".');
  const bytes = await file.toBuffer();
  if (file.file.truncated) throw new HttpError(413, 'payload_too_large', m.tooLarge);
  return bytes;
}

function dependencies(app: FastifyInstance, isOurImage: (image: string) => boolean): ImportDependencies {
  const options = { allowPrivate: app.config.importPrivateImages, timeoutMs: IMAGE_FETCH_MS };
  return {
    db: app.db,
    stock: app.stock,
    isOurImage,
    storeRemoteImage: (address) => storeRemoteImage(app.images, address, options),
    priceListeners: app.parts.priceListeners,
    catalogChanged: () => app.parts.invalidateCatalog(),
  };
}

const asJob = (row: typeof catalogImports.$inferSelect, now: number): ImportJob => ({
  id: row.id,
  state: row.state === 'running' && now - row.updatedAt.getTime() > STALLED_MS ? 'failed' : row.state,
  done: row.done,
  total: row.total,
  result: row.result,
});

export const catalogImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: maxImportBytes, files: 1, fields: 0, parts: 1 } });
  app.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'buffer', bodyLimit: maxImportBytes }, (_request, body, done) => done(null, body));
  const deps = dependencies(app, await shippedImageCheck());

  /**
   * Background imports this process runs, as they stand: answered from here while they run, since
   * on the embedded database (one connection) every query waits for the import's transaction.
   */
  const running = new Map<string, ImportJob>();

  /** Runs a background import; its progress is also written where other processes read it. */
  async function runInBackground(job: ImportJob, file: Buffer, dryRun: boolean) {
    const record = async (values: Partial<typeof catalogImports.$inferInsert>) => {
      await app.db.update(catalogImports).set({ ...values, updatedAt: new Date() }).where(eq(catalogImports.id, job.id));
    };
    running.set(job.id, job);
    try {
      const result = await importCatalog(file, deps, {
        dryRun,
        progress: (done, total) => {
          Object.assign(job, { done, total });
          // Not awaited: the import's own transaction may hold the only connection.
          record({ done, total }).catch((err: unknown) => app.log.warn({ err, importId: job.id }, 'import progress not recorded'));
        },
      });
      await record({ state: 'done', done: job.done, total: job.total, result });
    } catch (error) {
      app.log.error({ err: error, importId: job.id }, 'catalog import failed');
      await record({ state: 'failed' }).catch(() => {});
    } finally {
      running.delete(job.id);
    }
  }

  app.post(
    '/admin/catalog/import',
    {
      onRequest: adminOnly,
      bodyLimit: maxImportBytes,
      schema: { querystring: importQuery },
      config: { errors: { 400: 'The file has errors: nothing was written (`import_refused`, with `errors`).', 409: 'A SKU of the file was taken while it was written.', 413: 'The file is over 64 MB.', 415: 'Neither text/csv nor multipart.' } },
    },
    async (request, reply) => {
      const file = await fileOf(request);
      const dryRun = request.query.dryRun === '1';
      if (request.query.background === '1') {
        const [row] = await app.db.insert(catalogImports).values({}).returning();
        const job = asJob(row!, Date.now());
        void runInBackground({ ...job }, file, dryRun);
        return reply.status(202).header('location', `/api/admin/catalog/imports/${job.id}`).send(job);
      }
      const result: ImportResult = await importCatalog(file, deps, { dryRun });
      if (!dryRun && result.errors.length > 0) {
        return reply.status(400).send({ error: { code: 'import_refused', message: m.refused(result.errors.length) }, ...result });
      }
      return result;
    },
  );

  app.get('/admin/catalog/imports/:id', { onRequest: adminOnly, schema: { params: jobParams } }, async (request) => {
    const here = running.get(request.params.id);
    if (here) return here;
    const [job] = await app.db.select().from(catalogImports).where(eq(catalogImports.id, request.params.id));
    if (!job) throw new HttpError(404, 'not_found', m.jobGone);
    return asJob(job, Date.now());
  });
};
