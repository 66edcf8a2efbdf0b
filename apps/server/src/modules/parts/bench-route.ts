/**
 * `GET /api/bench/all-parts-bare`, registered only when BENCH_BARE_ROUTE=1 (`npm run bench`): the
 * catalog's bytes, plain and gzipped, taken once and then sent from memory with no other work,
 * the reference the catalog route is measured against.
 */
import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { acceptsGzip } from '../../plugins/conditional-json.ts';

interface Bytes {
  body: Buffer;
  gzipped: Buffer;
}

export const benchRoutes: FastifyPluginAsync = async (app) => {
  let bytes: Bytes | null = null;

  async function catalogBytes(): Promise<Bytes> {
    const cached = await app.parts.getCatalog();
    if (cached) return { body: Buffer.from(cached.body), gzipped: Buffer.from(await cached.gzipped()) };
    // A catalog too large to hold is streamed by /all-parts: the same bytes, collected here.
    const chunks: Buffer[] = [];
    for await (const chunk of app.parts.streamCatalog()) chunks.push(Buffer.from(chunk as string));
    const body = Buffer.concat(chunks);
    return { body, gzipped: gzipSync(body) };
  }

  app.get('/bench/all-parts-bare', async (request, reply) => {
    bytes ??= await catalogBytes();
    reply.type('application/json');
    if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(bytes.gzipped);
    return reply.send(bytes.body);
  });
};
