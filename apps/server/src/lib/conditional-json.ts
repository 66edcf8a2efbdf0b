import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedJson } from './cached-json.ts';
import { sendFile, type SpooledJson } from './spooled-json.ts';

/** Accept-Encoding values read so far, and whether each takes gzip. */
const readHeaders = new Map<string, boolean>();

/** Whether the client takes gzip (`Accept-Encoding: gzip` or `*`, not refused with `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  // Browsers send one of a few values: each is read once, not on every request.
  let accepted = readHeaders.get(header);
  if (accepted === undefined) {
    accepted = takesGzip(header);
    if (header.length <= 200) {
      if (readHeaders.size >= 100) readHeaders.clear();
      readHeaders.set(header, accepted);
    }
  }
  return accepted;
}

function takesGzip(header: string): boolean {
  return header.split(',').some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

/** The ETag of a cached answer's gzipped copy: its own, as its bytes are not the plain ones. */
export const gzipEtagOf = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

/** Whether an `If-None-Match` header names this answer (either copy is current while the content is). */
export function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const gzipEtag = gzipEtagOf(etag);
  return ifNoneMatch.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '');
    return bare === etag || bare === gzipEtag || bare === '*';
  });
}

/**
 * How to answer a request for a cached answer with this ETag: the ETag to send, whether the client
 * already holds it and whether to send the gzipped copy. The router and the hot answers
 * (hot-answers.ts) both answer by these rules.
 */
export function negotiate(headers: IncomingHttpHeaders, etag: string): { etag: string; held: boolean; gzip: boolean } {
  const gzip = acceptsGzip(headers['accept-encoding']);
  return { etag: gzip ? gzipEtagOf(etag) : etag, held: holds(headers['if-none-match'], etag), gzip };
}

/**
 * Sends a cached answer with its ETag, JSON unless `type` says otherwise; a client that already
 * holds it gets 304. Clients must revalidate, so a write is visible on their next read. A client
 * that takes gzip gets the body compressed once for everyone, not again on every request, under
 * its own ETag.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson, type = JSON_TYPE): FastifyReply {
  const gzip = preconditions(request, reply, cached.etag, type);
  if (gzip === null) return reply.status(304).send();
  if (gzip) return reply.header('content-encoding', 'gzip').send(cached.gzipped);
  return reply.send(cached.body);
}

/**
 * The same for an answer kept in files (spooled-json.ts), JSON unless `type` says otherwise: sent
 * from the file through a reused buffer, on the raw response (the access log's hook still runs).
 */
export async function sendSpooledJson(request: FastifyRequest, reply: FastifyReply, spooled: SpooledJson, type = JSON_TYPE) {
  const gzip = preconditions(request, reply, spooled.etag, type);
  if (gzip === null) return reply.status(304).send();
  const file = gzip ? spooled.gzipped : spooled.plain;
  if (gzip) reply.header('content-encoding', 'gzip');
  reply.header('content-length', file.size).hijack();
  const res = reply.raw;
  res.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
  if (request.method === 'HEAD') {
    res.end();
    return reply;
  }
  try {
    // Fastify writes the access line when an answer finishes: one cut short is noted here.
    if (!(await sendFile(res, file))) request.log.info('the client left before the answer was sent');
  } catch (err) {
    // The head is gone already: the client sees the answer cut short.
    request.log.error({ err }, 'sending a spooled answer failed');
    res.destroy();
  }
  return reply;
}

/**
 * Sets the headers of a cached JSON answer; answers null when the client already holds it, else
 * whether to send the gzipped copy.
 */
function preconditions(request: FastifyRequest, reply: FastifyReply, etag: string, type: string): boolean | null {
  const answer = negotiate(request.headers, etag);
  reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (answer.held) return null;
  reply.type(type);
  return answer.gzip;
}
