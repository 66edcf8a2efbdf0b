import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { capturedLog } from '@/test/captured-log.ts';
import { createTestApp } from '@/test/test-app.ts';
import { writeWebBuild } from '@/test/web-build.ts';
import { createHotAnswers, hooksHotAnswersCover } from './hot-answers.ts';

const TOKEN = 'metrics-token-for-the-tests';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** What the answer says, without what differs per connection or moment. */
const PER_CONNECTION = ['date', 'connection', 'keep-alive'];
function comparable({ status, headers, body }: Answer) {
  const same = Object.entries(headers).filter(([name]) => !PER_CONNECTION.includes(name));
  return { status, headers: Object.fromEntries(same), body: body.toString('base64') };
}

/** A request over HTTP, through the hot answers; the body as sent (gzipped when it was). */
function request(base: string, url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    http
      .request(`${base}${url}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** Listens on a free port, noting in `routed` each request that reaches the router (its onRequest hooks); answers the base address. */
async function listenNotingRouted(app: FastifyInstance, routed: string[]): Promise<string> {
  app.addHook('onRequest', (request, _reply, done) => {
    routed.push(request.url);
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The same request to the router alone. */
async function routerAnswer(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await app.inject({ url, headers });
  return { status: res.statusCode, headers: res.headers as Answer['headers'], body: res.rawPayload };
}

describe('hot answers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  let base: string;
  const { logger, lines } = capturedLog();
  /** Requests that reached the router (its onRequest hooks). */
  const routed: string[] = [];

  beforeAll(async () => {
    // Behind a proxy on this machine, as TRUST_PROXY says: the forwarded address is the client's.
    t = await createTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'loopback' });
    app = await buildApp({ config: t.app.config, db: t.db, logger });
    base = await listenNotingRouted(app, routed);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => request(base, url, headers, method);

  it('answers the catalog, a part and the settings exactly as their routes do, without the router', async () => {
    // The first read builds the catalog, through the router; from then on it is answered hot.
    await get('/api/all-parts');
    const catalog = await get('/api/all-parts');
    const [first] = JSON.parse(catalog.body.toString()) as { _id: string }[];
    const plainTag = catalog.headers.etag as string;
    const gzipTag = (await get('/api/all-parts', { 'accept-encoding': 'gzip' })).headers.etag as string;
    routed.length = 0;

    const cases: [string, Record<string, string>][] = [
      ['/api/all-parts', {}],
      ['/api/all-parts', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
      ['/api/all-parts', { 'accept-encoding': 'gzip;q=0, identity' }],
      ['/api/all-parts', { 'if-none-match': plainTag }],
      ['/api/all-parts', { 'accept-encoding': 'gzip', 'if-none-match': `W/${gzipTag}` }],
      ['/api/all-parts', { 'if-none-match': '"old", *' }],
      ['/api/all-parts', { 'if-none-match': '"old"' }],
      [`/api/part/${first!._id}`, {}],
      [`/api/part/${first!._id}`, { 'accept-encoding': 'gzip' }],
      ['/api/config', { 'accept-encoding': 'gzip' }],
    ];
    for (const [url, headers] of cases) {
      routed.length = 0;
      const hot = await get(url, headers);
      expect(routed).toEqual([]);
      expect(comparable(hot), `${url} ${JSON.stringify(headers)}`).toEqual(comparable(await routerAnswer(app, url, headers)));
    }

    const gzipped = await get('/api/all-parts', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(catalog.body)).toBe(true);
    expect(gzipped.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await get('/api/all-parts', { 'if-none-match': plainTag })).status).toBe(304);
  });

  it('leaves everything else to the router: unknown or malformed ids, queries, other methods', async () => {
    routed.length = 0;
    const unknown = await get('/api/part/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString()).error.code).toBe('not_found');
    expect((await get('/api/part/not-an-id')).status).toBe(400);
    expect((await get('/api/all-parts?fields=all')).status).toBe(200);
    expect((await get('/api/all-parts', {}, 'HEAD')).status).toBe(200);
    expect((await get('/api/config', {}, 'DELETE')).status).toBe(404);
    expect(routed).toEqual([
      '/api/part/00000000-0000-4000-8000-000000000000',
      '/api/part/not-an-id',
      '/api/all-parts?fields=all',
      '/api/all-parts',
      '/api/config',
    ]);
  });

  it('answers what changed: a new part is in the next catalog and has its own answer', async () => {
    const before = await get('/api/all-parts');
    const part = await app.parts.addPart({
      name: 'Hot Path Test SSD 1TB',
      category: 'ssd',
      description: 'Added by the hot answers test.',
      image: '/images/parts/ssd.webp',
      price: 59.99,
      min: 1,
      quantity: 10,
    });
    const after = await get('/api/all-parts');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.toString()).toContain(part._id);
    routed.length = 0;
    const one = await get(`/api/part/${part._id}`);
    expect(JSON.parse(one.body.toString())).toEqual(part);
    expect(routed).toEqual([]);
  });

  it('writes one access line per answer, with the fields and the one sequence of ids the router uses', async () => {
    lines.length = 0;
    await get('/api/config', { 'x-forwarded-for': '203.0.113.7' });
    await get('/api/config?router=1', { 'x-forwarded-for': '203.0.113.7' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const access = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((e) => e.msg === 'request completed');
    expect(access).toHaveLength(2);
    for (const line of access) {
      expect(Object.keys(line)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'msg']);
      expect(line).toMatchObject({
        req: { method: 'GET', remoteAddress: '203.0.113.7', remotePort: expect.any(Number) },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
    }
    expect(access.map((line) => (line.req as { url: string }).url)).toEqual(['/api/config', '/api/config?router=***']);
    const [hotId, routerId] = access.map((line) => parseInt((line.reqId as string).slice('req-'.length), 36));
    expect(routerId).toBe(hotId! + 1);
  });

  it('counts hot answers in the metrics under their route', async () => {
    const count = async (route: string) => {
      const res = await app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      const series = `http_request_duration_seconds_count{method="GET",route="${route}",status_code="200"} `;
      const line = res.body.split('\n').find((l) => l.startsWith(series));
      return line ? Number(line.slice(series.length)) : 0;
    };
    const [catalog, part] = [await count('/api/all-parts'), await count('/api/part/:id')];
    const [first] = JSON.parse((await get('/api/all-parts')).body.toString()) as { _id: string }[];
    await get(`/api/part/${first!._id}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await count('/api/all-parts')).toBe(catalog + 1);
    expect(await count('/api/part/:id')).toBe(part + 1);
  });
});

describe('a kept part page (decision 060)', () => {
  const page = '<!doctype html><html><head><title>CoreParts</title></head><body><div id="root"></div></body></html>';
  const shell = '<!doctype html><html><head><meta charset="UTF-8"><!--page-head--></head><body><div id="root"></div></body></html>';
  const renderer = `
export const renderPartPage = async (url, part) => ({ head: '<title>' + (part ? 'A part' : 'Page not found') + '</title>', html: part ? '<h1>A part</h1>' : '<h1>404</h1>', data: [] });
`;
  let web: Awaited<ReturnType<typeof writeWebBuild>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  let base: string;
  const routed: string[] = [];

  beforeAll(async () => {
    web = await writeWebBuild({ page, shell, renderer });
    t = await createTestApp({ WEB_DIST: web.dist, METRICS_TOKEN: TOKEN, TRUST_PROXY: 'loopback' });
    app = await buildApp({ config: t.app.config, db: t.db, logger: capturedLog().logger });
    base = await listenNotingRouted(app, routed);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    await web.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) => request(base, url, headers);

  it('is answered before the router once rendered, exactly as the router answers it', async () => {
    const [part] = (await app.inject('/api/all-parts')).json() as { _id: string }[];
    const url = `/parts/${part!._id}`;
    routed.length = 0;
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(routed).toEqual([url]);

    const etag = first.headers.etag as string;
    const cases: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip' }, { 'if-none-match': etag }];
    for (const headers of cases) {
      routed.length = 0;
      const hot = await get(url, headers);
      expect(routed, JSON.stringify(headers)).toEqual([]);
      expect(comparable(hot), JSON.stringify(headers)).toEqual(comparable(await routerAnswer(app, url, headers)));
    }
    expect(gunzipSync((await get(url, { 'accept-encoding': 'gzip' })).body).toString()).toContain('<h1>A part</h1>');
  });

  it('leaves to the router what is not kept: a query string, an unknown part, a page dropped by a change', async () => {
    const [part] = (await app.inject('/api/all-parts')).json() as { _id: string }[];
    const url = `/parts/${part!._id}`;
    const unknown = '/parts/00000000-0000-4000-8000-0000000000aa';
    await get(url);
    routed.length = 0;
    expect((await get(`${url}?ref=mail`)).status).toBe(200);
    expect((await get(unknown)).status).toBe(404);
    expect((await get(unknown)).status).toBe(404);
    app.parts.invalidateCatalog();
    expect((await get(url)).status).toBe(200);
    expect(routed).toEqual([`${url}?ref=mail`, unknown, unknown, url]);
  });
});

/** The hooks Fastify lists for a route (`printRoutes`), by kind: `{ onRequest: ['sendSecurityHeaders'], … }`. */
function hooksOf(printed: string, route: string): Record<string, string[]> {
  const lines = printed.split('\n');
  const at = lines.findIndex((line) => line.endsWith(`${route} (GET)`));
  expect(at, `${route} is a route`).toBeGreaterThan(-1);
  const hooks: Record<string, string[]> = {};
  for (const line of lines.slice(at + 1)) {
    const hook = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (!hook) break;
    hooks[hook[1]!] = (JSON.parse(hook[2]!) as string[]).map((name) => name.replace(/\(\)$/, ''));
  }
  return hooks;
}

describe('what hot answers skip', () => {
  it('is nothing: every hook of the routes behind them is one they cover', async () => {
    // The app as a server runs it: with its logger and metrics, behind a proxy.
    const t = await createTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'loopback' });
    const app = await buildApp({ config: t.app.config, db: t.db, logger: capturedLog().logger });
    try {
      await app.ready();
      const printed = app.printRoutes({ includeHooks: true, commonPrefix: false });
      for (const route of ['/api/all-parts', '/api/config']) {
        for (const [kind, names] of Object.entries(hooksOf(printed, route))) {
          for (const name of names) {
            expect(hooksHotAnswersCover[kind]?.[name], `${route} runs the ${kind} hook ${name}(), which hot answers skip: cover it in hot-answers.ts`).toBeDefined();
          }
        }
      }
      expect(hooksOf(printed, '/api/all-parts')).toEqual({
        onRequest: ['countRequestInFlight', 'sendSecurityHeaders'],
        preParsing: ['stopRequestWithoutClient'],
        onSend: ['endAnsweredRequest', 'keepPrivateAnswersPrivate'],
        onResponse: ['reportAnswer', 'reportAnswer'],
      });
    } finally {
      await app.close();
      await t.close();
    }
  });
});

describe('a server closing', () => {
  it('sends every request on to the router, which refuses new ones', async () => {
    const hot = createHotAnswers({ securityHeaders: {}, trustProxy: false, nextRequestId: () => 'req-0' });
    hot.add('/ready', () => Buffer.from('{"hot":true}'));
    const server = hot.server((_req, res) => res.writeHead(503).end(), { requestTimeout: 30_000, connectionTimeout: 60_000 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ready`;
    try {
      expect(await (await fetch(url)).json()).toEqual({ hot: true });
      hot.close();
      expect((await fetch(url)).status).toBe(503);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
