/**
 * Prepared answers (decision 077): the plain or gzipped copy by what the client takes, 304 for any
 * tag that names the content, and the caching headers the route asks for.
 */
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { crawlerCaching, prepareAnswer, sendPrepared, XML_TYPE } from './prepared-answer.ts';

const answer = prepareAnswer(JSON.stringify({ parts: Array.from({ length: 50 }, (_, i) => `part ${i}`) }));
const app = Fastify();
app.get('/json', (request, reply) => sendPrepared(request, reply, answer));
app.get('/xml', (request, reply) => sendPrepared(request, reply, answer, XML_TYPE, crawlerCaching));
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('sendPrepared', () => {
  it('sends the plain copy with its ETag and public caching for browsers and a CDN', async () => {
    const res = await get('/json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBe(answer.etag);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['cdn-cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(res.rawPayload.equals(answer.body)).toBe(true);
  });

  it.each(['gzip', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8', '*'])('sends the gzipped copy under its own ETag to Accept-Encoding: %s', async (accepted) => {
    const res = await get('/json', { 'accept-encoding': accepted });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).toBe(answer.etag.replace(/"$/, '-gzip"'));
    expect(gunzipSync(res.rawPayload).equals(answer.body)).toBe(true);
  });

  it.each(['gzip;q=0', 'identity', 'br'])('sends the plain copy to Accept-Encoding: %s', async (accepted) => {
    const res = await get('/json', { 'accept-encoding': accepted });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(answer.body)).toBe(true);
  });

  it.each([
    ['its ETag', () => answer.etag],
    ["the gzipped copy's ETag", () => answer.etag.replace(/"$/, '-gzip"')],
    ['a weak form in a list', () => `"other", W/${answer.etag}`],
    ['*', () => '*'],
  ])('answers 304 with no body to If-None-Match naming %s', async (_, tag) => {
    const res = await get('/json', { 'if-none-match': tag() });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe(answer.etag);
  });

  it('answers 200 to a tag of other content', async () => {
    expect((await get('/json', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('takes the content type and caching a route asks for', async () => {
    const res = await get('/xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(res.headers['cdn-cache-control']).toBeUndefined();
  });
});
