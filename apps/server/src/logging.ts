/**
 * The server's one logger: one JSON line per event, and never a secret in it. Addresses keep only
 * the catalog's own query values (reset and verification tokens, OAuth codes and states travel in
 * URLs), and failed queries lose their parameters (a session lookup's parameter is the token).
 */
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';

export type { Logger };

const REDACTED = '***';
/** Query parameters whose values are safe and useful to read in the log. */
const SHOWN_QUERY = new Set(['q', 'category', 'sort', 'limit']);
/** Path segments that are themselves secrets: `/api/auth/reset-password/<token>`. */
const SECRET_SEGMENT = /(\/reset-password\/)[^/?#]+/;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (q === -1) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of new Set(params.keys())) if (!SHOWN_QUERY.has(key)) params.set(key, REDACTED);
  return `${path}?${params.toString()}`;
}

/** Drizzle and pg put a failed query's parameters into the message: keep the query, drop them. */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);

function serializeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: withoutParams(String(err)) };
  const { code } = err as { code?: unknown };
  return {
    type: err.name,
    message: withoutParams(err.message),
    ...(typeof code === 'string' && { code }),
    ...(err.stack && { stack: withoutParams(err.stack) }),
    ...(err.cause !== undefined && { cause: serializeError(err.cause) }),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Standard output, written asynchronously and in blocks (decision 027): lines gather in memory
 * and go out 8 KB at a time, or at least once a second, so a busy server makes one write for
 * many requests and a request never waits for the terminal or the log collector. Whatever is
 * still buffered is written out when the process exits, however it exits.
 */
function standardOutput(): pino.DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 8 * 1024 });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Closed: the exit below wrote what was left.
    }
  }, 1000).unref();
  process.on('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // Not open yet: nothing was written.
    }
  });
  return stream;
}

/**
 * A request is logged through its serializer, which lists what it writes: no header (so no
 * cookie or authorization) can reach the log, and no redaction pass runs on every line (about
 * 2 µs each, decision 027).
 */
export function createLogger(level: string, destination: pino.DestinationStream = standardOutput()): Logger {
  return pino(
    {
      level,
      serializers: {
        req: (req: LoggedRequest) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
        err: serializeError,
      },
    },
    destination,
  );
}

/**
 * Better Auth's own messages, as lines of our log: it would print coloured, multi-line dumps of
 * its arguments (errors with their queries and tokens) to the console.
 */
export function betterAuthLogger(log: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>) {
  return {
    disableColors: true,
    log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      const detail = args.map((arg) => (arg instanceof Error ? serializeError(arg) : summarize(arg)));
      log[level]({ source: 'better-auth', ...(detail.length > 0 && { detail }) }, withoutParams(message));
    },
  };
}

/** Plain values pass; objects are named by their keys only, since their values may be tokens. */
function summarize(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'string' ? withoutParams(value) : value;
  return { keys: Object.keys(value).slice(0, 20) };
}

/**
 * One access-log line per request, when it has been answered: method, address (redacted), status
 * and time. Fastify's own request logging writes two (one on arrival, one on answer).
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime * 100) / 100 },
      'request completed',
    );
    done();
  });
}
