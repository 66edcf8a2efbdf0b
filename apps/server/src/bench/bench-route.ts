/**
 * `GET /api/bench/all-parts-bare`, registered only when BENCH_BARE_ROUTE=1 (`npm run bench`): the
 * catalog's bytes, plain and gzipped, taken once and then sent from memory with no other work,
 * the reference the catalog route is measured against.
 */
import type { FastifyPluginAsync } from 'fastify';
import { acceptsGzip } from '@/lib/conditional-json.ts';
import { readWhole } from '@/lib/spooled-json.ts';

interface Bytes {
  body: Buffer;
  gzipped: Buffer;
}

export const benchRoutes: FastifyPluginAsync = async (app) => {
  let bytes: Bytes | null = null;

  async function catalogBytes(): Promise<Bytes> {
    const cached = await app.parts.getCatalog();
    if (cached) return { body: Buffer.from(cached.body), gzipped: Buffer.from(cached.gzipped) };
    // A catalog too large to encode whole is sent from its chunks by /all-parts: the same bytes here.
    const spooled = await app.parts.getChunkedCatalog();
    return { body: await readWhole(spooled.plain), gzipped: await readWhole(spooled.gzipped) };
  }

  app.get('/bench/all-parts-bare', { compress: false }, async (request, reply) => {
    bytes ??= await catalogBytes();
    reply.type('application/json');
    if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(bytes.gzipped);
    return reply.send(bytes.body);
  });
};
