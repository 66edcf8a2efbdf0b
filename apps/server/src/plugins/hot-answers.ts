/**
 * Hot answers (decisions 041, 060): the public reads every visitor makes, the whole catalog, one
 * part, the store's settings and a kept part page, are answered from bytes prepared once per
 * change, straight from Node's HTTP server, before Fastify builds its request and reply, routes
 * and runs its hooks. That work alone cost about a fifth of a gzipped catalog answer next to a
 * plain `node:http` process.
 *
 * An answer is the same, header for header and byte for byte, as the route behind it sends
 * (hot-answers.test.ts compares them): the same security headers, ETag, 304 and gzip rules, one
 * access-log line with the same fields and request ids from the same sequence, the same metrics.
 * Whatever is not ready (a catalog not built yet, an unknown part, a query string, another method,
 * a server closing) goes on to Fastify, which answers it as it always does.
 *
 * It is the one request path that bypasses Fastify's lifecycle, through Fastify's public
 * `serverFactory` option. What the lifecycle would have run is listed in `hooksHotAnswersCover`,
 * and a test fails as soon as the routes behind hot answers gain a hook that list does not cover.
 */
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { CachedJson } from '@/lib/cached-json.ts';
import type { Config } from '@/config.ts';
import type { AnsweredRequest } from '@/lib/logging.ts';
import { acceptsGzip, gzipEtagOf, holds, JSON_TYPE } from '@/lib/conditional-json.ts';

/** A cached answer with its ETag and gzipped copy, or the bytes of a JSON answer without them. */
export type HotBody = CachedJson | Buffer;

/** An answered request and the route pattern that answered it (none when no route matched). */
export type Answered = AnsweredRequest & { route: string | undefined };

export interface HotAnswers {
  /** Answers GET `path` with what `current()` gives; undefined sends the request on to the router. */
  add(path: string, current: () => HotBody | undefined): void;
  /**
   * The same for every path under `prefix`, given the rest of the path; `route` names them in the
   * metrics (none for pages, which no route matches), `type` is their content type.
   */
  addUnder(prefix: string, route: string | undefined, current: (rest: string) => HotBody | undefined, type?: string): void;
}

/** What the app itself does with them: serve, report, close. */
export interface HotAnswersServer extends HotAnswers {
  /** The HTTP server: hot answers first, everything else to `router` (Fastify's handler). */
  server(router: RequestListener, timeouts: ServerTimeouts): http.Server;
  onAnswered(listener: (answered: Answered) => void): void;
  /** From now on every request goes to the router, which refuses new ones while closing. */
  close(): void;
}

export interface HotAnswersOptions {
  securityHeaders: Record<string, string>;
  trustProxy: Config['trustProxy'];
  nextRequestId: () => string;
}

/**
 * Every hook the routes behind hot answers run, and how a hot answer does its work instead.
 * hot-answers.test.ts fails when those routes gain a hook that is not listed here: a hook added
 * to the app later (a maintenance mode, a rate limit, CORS) must be done by hot answers too, or
 * listed here with the reason it need not be.
 */
export const hooksHotAnswersCover: Record<string, Record<string, string>> = {
  onRequest: {
    sendSecurityHeaders: 'the same security headers, put together once per body',
    countRequestInFlight: 'a hot answer is written from memory at once: closing has nothing of it to wait for',
  },
  preParsing: { stopRequestWithoutClient: 'a hot answer reads no body' },
  onSend: {
    keepPrivateAnswersPrivate: 'a hot answer looks up no session: it is public',
    endAnsweredRequest: 'nor anything to end (countRequestInFlight)',
  },
  onResponse: { reportAnswer: 'onAnswered listeners, the access log and the metrics, called for hot answers too' },
};

/** What Fastify gives a server it does not create itself (its `serverFactory` leaves these unset). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export interface ServerTimeouts {
  requestTimeout: number;
  connectionTimeout: number;
}

export function createHotAnswers({ securityHeaders, trustProxy, nextRequestId }: HotAnswersOptions) {
  const exact = new Map<string, { route: string; current: () => HotBody | undefined }>();
  const under: { prefix: string; route: string | undefined; current: (rest: string) => HotBody | undefined; type: string }[] = [];
  const listeners: ((answered: Answered) => void)[] = [];
  const security = Object.entries(securityHeaders).flat();
  const clientAddress = addressOf(trustProxy);
  let open = true;

  function find(url: string): { route: string | undefined; body: HotBody; type: string } | undefined {
    const one = exact.get(url);
    if (one) {
      const body = one.current();
      return body && { route: one.route, body, type: JSON_TYPE };
    }
    for (const { prefix, route, current, type } of under) {
      if (!url.startsWith(prefix)) continue;
      const body = current(url.slice(prefix.length));
      return body && { route, body, type };
    }
    return undefined;
  }

  // Each body's headers, made on its first request: a body is made once per change, and is
  // answered at one path or prefix, so with one content type.
  const bufferHeaders = madeOnce((body: Buffer, type: string) => answerHeaders(security, body, type));
  const cachedHeaders = madeOnce((body: CachedJson, type: string) => cachedJsonHeaders(security, body, type));

  function answer(req: IncomingMessage, res: ServerResponse, body: HotBody, type: string): number {
    if (Buffer.isBuffer(body)) {
      res.writeHead(200, bufferHeaders(body, type));
      res.end(body);
      return 200;
    }
    // As sendCachedJson sends it (conditional-json.ts).
    const headers = cachedHeaders(body, type);
    const gzip = acceptsGzip(req.headers['accept-encoding']);
    if (holds(req.headers['if-none-match'], body.etag)) {
      res.writeHead(304, gzip ? headers.gzipHeld : headers.plainHeld);
      res.end();
      return 304;
    }
    res.writeHead(200, gzip ? headers.gzip : headers.plain);
    res.end(gzip ? body.gzipped : body.body);
    return 200;
  }

  const hot: HotAnswersServer = {
    add(path, current) {
      exact.set(path, { route: path, current });
    },
    addUnder(prefix, route, current, type = JSON_TYPE) {
      under.push({ prefix, route, current, type });
    },
    onAnswered(listener) {
      listeners.push(listener);
    },
    close() {
      open = false;
    },
    server(router, { requestTimeout, connectionTimeout }) {
      const server = http.createServer((req, res) => {
        const started = performance.now();
        const found = open && req.method === 'GET' ? find(req.url!) : undefined;
        if (!found) {
          router(req, res);
          return;
        }
        const id = nextRequestId();
        const status = answer(req, res, found.body, found.type);
        if (listeners.length === 0) return;
        const report = () => {
          const answered: Answered = {
            id,
            method: 'GET',
            url: req.url!,
            ip: clientAddress(req),
            port: req.socket.remotePort,
            status,
            ms: performance.now() - started,
            route: found.route,
          };
          for (const listener of listeners) listener(answered);
        };
        // Most answers are in the kernel's hands whole once written: answered now. A larger one
        // than the socket takes at once is answered when the rest has gone.
        if (res.writableLength === 0) report();
        else res.once('finish', report);
      });
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.requestTimeout = requestTimeout;
      server.setTimeout(connectionTimeout);
      return server;
    },
  };
  return hot;
}

/** `make(key, type)`, made once for each key while the key lives. */
function madeOnce<K extends object, V>(make: (key: K, type: string) => V): (key: K, type: string) => V {
  const made = new WeakMap<K, V>();
  return (key, type) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key, type);
      made.set(key, value);
    }
    return value;
  };
}

/** The headers of a 200 answer of these bytes of this type, after `headers`. */
const answerHeaders = (headers: string[], bytes: Buffer, type: string, encoding?: string) => [
  ...headers,
  'content-type',
  type,
  ...(encoding ? ['content-encoding', encoding] : []),
  'content-length',
  String(bytes.length),
];

/** A cached answer's headers, each copy as sent (200) and for a client that holds it (304). */
function cachedJsonHeaders(security: string[], { etag, body, gzipped }: CachedJson, type: string) {
  const validators = (tag: string) => [...security, 'etag', tag, 'cache-control', 'no-cache', 'vary', 'accept-encoding'];
  const plainHeld = validators(etag);
  const gzipHeld = validators(gzipEtagOf(etag));
  return { plain: answerHeaders(plainHeld, body, type), gzip: answerHeaders(gzipHeld, gzipped, type, 'gzip'), plainHeld, gzipHeld };
}

/** The client's address as Fastify's `request.ip` gives it, with the same proxy trust. */
function addressOf(trustProxy: Config['trustProxy']): (req: IncomingMessage) => string | undefined {
  if (!trustProxy) return (req) => req.socket.remoteAddress;
  const trust = typeof trustProxy === 'function' ? trustProxy : proxyAddr.compile(trustProxy);
  return (req) => proxyAddr(req, trust);
}

/** Calls `listener` once for every answered request, whether Fastify or a hot answer answered it. */
export function onEveryAnswer(app: FastifyInstance, hot: HotAnswersServer, listener: (answered: Answered) => void) {
  hot.onAnswered(listener);
  app.addHook('onResponse', function reportAnswer(request, reply, done) {
    listener({
      id: request.id,
      method: request.method,
      url: request.url,
      ip: request.ip,
      port: request.socket.remotePort,
      status: reply.statusCode,
      ms: reply.elapsedTime,
      route: request.routeOptions.url,
    });
    done();
  });
}
