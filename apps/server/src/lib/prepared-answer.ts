/**
 * Answers prepared once per change and sent as bytes (decision 077): the body, its ETag and a
 * gzipped copy made once, not on every request. `sendPrepared` answers a client that holds the
 * same bytes with 304, and one that takes gzip with the gzipped copy.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { builtOnDemand } from './built-on-demand.ts';
import { logQuietly } from './logging.ts';

const gzipAsync = promisify(gzip);

export interface PreparedAnswer {
  body: Buffer;
  /** Of the content: the gzipped copy is sent under its own (`gzipEtagOf`). */
  etag: string;
  /** Made on libuv's threads: the plain copy can be sent before it is ready. */
  gzipped: Promise<Buffer>;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';
export const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * How long caches may keep a public answer. Browsers (and any cache) revalidate the catalog's
 * answers on every use, so a shopper sees their own order's stock at once; a CDN in front may
 * answer from its copy for a few seconds and while it fetches the next (RFC 9213's
 * `CDN-Cache-Control`, which browsers ignore).
 */
export const catalogCaching = { 'cache-control': 'public, no-cache', 'cdn-cache-control': 'public, max-age=5, stale-while-revalidate=30' };
/** The sitemap and robots.txt: crawlers read them now and then, and an hour late is soon enough. */
export const crawlerCaching = { 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' };

/** Any body with its ETag, and its gzipped copy on the way. */
export function prepareAnswer(body: Buffer | string): PreparedAnswer {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  const gzipped = gzipAsync(bytes);
  // Awaited by whoever sends it; a failure is theirs to answer, never an unhandled rejection.
  gzipped.catch(() => {});
  return { body: bytes, etag, gzipped };
}

export const prepareJson = (value: unknown): PreparedAnswer => prepareAnswer(JSON.stringify(value));

/** A value read by `load` and prepared on the first read after `invalidate()`. */
export function preparedOnDemand(load: () => Promise<unknown>) {
  const prepared = builtOnDemand(async () => prepareJson(await load()));
  return { get: prepared.get, invalidate: prepared.invalidate };
}

/** Whether the client takes gzip (`Accept-Encoding: gzip` or `*`, not refused with `q=0`). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** The ETag of the gzipped copy: its own, as its bytes are not the plain ones. */
const gzipEtagOf = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

/** Whether an `If-None-Match` header names this answer (either copy is current while the content is). */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const gzipEtag = gzipEtagOf(etag);
  return ifNoneMatch.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '');
    return bare === etag || bare === gzipEtag || bare === '*';
  });
}

/**
 * Sends a prepared answer, JSON unless `type` says otherwise, public (`catalogCaching`) unless
 * `caching` says otherwise: 304 to a client that holds it, the gzipped copy under its own ETag to
 * one that takes gzip. Its access line is quiet (decision 107).
 */
export async function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer, type = JSON_TYPE, caching: Record<string, string> = catalogCaching): Promise<FastifyReply> {
  logQuietly(request);
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  reply.headers(caching).header('vary', 'accept-encoding').header('etag', gzip ? gzipEtagOf(answer.etag) : answer.etag);
  if (holds(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  reply.type(type);
  if (gzip) return reply.header('content-encoding', 'gzip').send(await answer.gzipped);
  return reply.send(answer.body);
}
