import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedJson } from '../cached-json.ts';

/**
 * Sends a cached JSON answer with its ETag; a client that already holds it gets 304. Clients
 * must revalidate, so a write is visible on their next read.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
