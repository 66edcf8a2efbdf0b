/**
 * The server's one logger: one JSON line per event, and never a secret in it. Addresses keep only
 * the catalog's own query values (reset and verification tokens, OAuth codes and states travel in
 * URLs), and failed queries lose their parameters (a session lookup's parameter is the token).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
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
 * Standard output through pino's own destination, written as each line comes (decision 101): an
 * asynchronous one can still have a write in flight when the process exits, and that line then
 * lands after, or never. A person reading a development server in a terminal gets pino-pretty's
 * lines instead (in a worker thread); anything that reads the log (a collector, a test, the bench)
 * gets JSON.
 */
export function standardOutput(production: boolean): pino.DestinationStream {
  if (!production && process.stdout.isTTY) return pino.transport({ target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } });
  return pino.destination({ dest: 1, sync: true });
}

/**
 * A request is logged through its serializer, which lists what it writes: no header (so no
 * cookie or authorization) can reach the log.
 */
export function createLogger(level: string, destination: pino.DestinationStream): Logger {
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
 * its arguments (errors with their queries and tokens) to the console. Errors `reportedElsewhere`
 * takes (an outage, reported once for all requests) are left out.
 */
export function betterAuthLogger(log: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>, reportedElsewhere: (error: unknown) => boolean = () => false) {
  return {
    disableColors: true,
    log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      if (args.some((arg) => arg instanceof Error && reportedElsewhere(arg))) return;
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

/** Requests answered from prepared public bytes (`logQuietly`). */
const quietRequests = new WeakSet<FastifyRequest>();
/** A quiet request slower than this is written all the same: a stall is worth a line. */
const SLOW_ANSWER_MS = 1_000;

/**
 * This request's access line is written at `debug` level if it succeeds in under a second
 * (decision 107): the answer is the catalog's, alike for everyone, which a CDN in front serves
 * and logs. Errors, slow answers and every other request keep their line at `info`.
 */
export function logQuietly(request: FastifyRequest): void {
  quietRequests.add(request);
}

/**
 * One access-log line per request, when it has been answered (Fastify's own request logging
 * writes two, one on arrival and one on answer): method, address (redacted), status and time.
 */
export function logAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const quiet = quietRequests.has(request) && reply.statusCode < 400 && reply.elapsedTime < SLOW_ANSWER_MS;
  const line = { req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime * 100) / 100 };
  if (quiet) request.log.debug(line, 'request completed');
  else request.log.info(line, 'request completed');
}
