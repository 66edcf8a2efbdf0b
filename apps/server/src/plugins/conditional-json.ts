import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedJson } from '../cached-json.ts';

/** Whether the client takes gzip (`Accept-Encoding: gzip` or `*`, not refused with `q=0`). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  return header.split(',').some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Sends a cached JSON answer with its ETag; a client that already holds it gets 304. Clients
 * must revalidate, so a write is visible on their next read. A client that takes gzip gets the
 * body compressed once for everyone, not again on every request, under its own ETag.
 */
export async function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  const gzipEtag = cached.etag.replace(/"$/, '-gzip"');
  const gzip = acceptsGzip(request);
  reply.header('etag', gzip ? gzipEtag : cached.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  // Either copy the client holds is current while the content is.
  const held = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (held?.some((tag) => tag === cached.etag || tag === gzipEtag || tag === '*')) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (gzip) return reply.header('content-encoding', 'gzip').send(await cached.gzipped());
  return reply.send(cached.body);
}
