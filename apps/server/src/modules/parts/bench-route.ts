/**
 * `GET /api/bench/all-parts-bare`, registered only when BENCH_BARE_ROUTE=1 (`npm run bench`): the
 * catalog's bytes, taken once and then sent from memory with no other work, the reference the
 * catalog route is measured against.
 */
import type { FastifyPluginAsync } from 'fastify';

export const benchRoutes: FastifyPluginAsync = async (app) => {
  let body: Buffer | null = null;

  async function catalogBytes(): Promise<Buffer> {
    const cached = await app.parts.getCatalog();
    if (cached) return Buffer.from(cached.body);
    // A catalog too large to hold is streamed by /all-parts: the same bytes, collected here.
    const chunks: Buffer[] = [];
    for await (const chunk of app.parts.streamCatalog()) chunks.push(Buffer.from(chunk as string));
    return Buffer.concat(chunks);
  }

  app.get('/bench/all-parts-bare', async (_request, reply) => {
    body ??= await catalogBytes();
    return reply.type('application/json').send(body);
  });
};
