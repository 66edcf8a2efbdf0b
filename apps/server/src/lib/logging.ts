/**
 * The server's one logger: one JSON line per event, and never a secret in it. Addresses keep only
 * the catalog's own query values (reset and verification tokens, OAuth codes and states travel in
 * URLs), and failed queries lose their parameters (a session lookup's parameter is the token).
 */
import { hostname } from 'node:os';
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
 * Standard output through pino's own asynchronous destination: lines are written in blocks off the
 * event loop, at least once a second, and whatever is held when the process exits is written then.
 * The lines of one turn of the event loop reach it together, at the turn's end (decision 068).
 * A person reading a development server in a terminal gets pino-pretty's lines instead (in a
 * worker thread); anything that reads the log (a collector, a test, the bench) gets JSON.
 */
export function standardOutput(production: boolean): pino.DestinationStream {
  if (!production && process.stdout.isTTY) return pino.transport({ target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } });
  return heldForTheTurn(1);
}

/**
 * pino's asynchronous destination on `fd`, given the lines of a turn of the event loop as one
 * write: under load a turn answers dozens of requests, and each write to the destination costs its
 * own measuring and, every few KB, a write on libuv's threads. At exit, what the destination holds
 * is written first, then the turn's lines, both synchronously.
 */
function heldForTheTurn(fd: number): pino.DestinationStream {
  const destination = pino.destination({ dest: fd, sync: false, minLength: 4096, periodicFlush: 1000 });
  let held: string[] = [];
  const take = () => {
    const lines = held.join('');
    held = [];
    return lines;
  };
  const writeHeld = () => destination.write(take());
  // Before pino's own exit handler, which writes what the destination holds.
  process.prependListener('exit', () => {
    if (held.length === 0) return;
    destination.flushSync();
    pino.destination({ dest: fd, sync: true }).write(take());
  });
  return {
    write(line: string) {
      if (held.push(line) === 1) setImmediate(writeHeld);
    },
  };
}

/** Fields every line carries, as pino's default would, but known here so the access log can write them too. */
const base = { pid: process.pid, hostname: hostname() };
const baseJson = `,"pid":${base.pid},"hostname":${JSON.stringify(base.hostname)}`;

/** Where each logger made here writes, for the access log to write to directly. */
const destinations = new WeakMap<Logger, pino.DestinationStream>();

/**
 * A request is logged through its serializer, which lists what it writes: no header (so no
 * cookie or authorization) can reach the log, and no redaction pass runs on every line (about
 * 2 µs each, decision 027).
 */
export function createLogger(level: string, destination: pino.DestinationStream): Logger {
  const logger = pino(
    {
      level,
      base,
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
  destinations.set(logger, destination);
  return logger;
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

/** What the access log says of an answered request. */
export interface AnsweredRequest {
  id: string;
  method: string;
  url: string;
  /** The client's address (behind a trusted proxy, the one it forwarded). */
  ip: string | undefined;
  port: number | undefined;
  status: number;
  /** Milliseconds from the request's arrival to its answer's end. */
  ms: number;
}

/**
 * One access-log line per request, when it has been answered: method, address (redacted), status
 * and time. Fastify's own request logging writes two (one on arrival, one on answer).
 *
 * The line is the one `request.log.info({ req, res, responseTime }, 'request completed')` writes,
 * field for field, but put together here and handed to the logger's destination: pino's general
 * path (a child's bindings, the serializer's object, a walk over its keys) cost several µs of a
 * small answer's few dozen (decision 027). `logger` must come from `createLogger`, whose fields
 * (`base`) it writes as pino would.
 */
export function accessLog(logger: Logger): (answered: AnsweredRequest) => void {
  const destination = destinations.get(logger);
  if (!destination) throw new Error('The access log writes to a logger made by createLogger.');
  const info = logger.levels.values.info!;
  const start = `{"level":${info},"time":`;
  return ({ id, method, url, ip, port, status, ms }) => {
    if (logger.levelVal > info) return;
    destination.write(
      `${start}${Date.now()}${baseJson},"reqId":${JSON.stringify(id)},` +
        `"req":{"method":${JSON.stringify(method)},"url":${JSON.stringify(redactUrl(url))}` +
        `${ip === undefined ? '' : `,"remoteAddress":${JSON.stringify(ip)}`}${port === undefined ? '' : `,"remotePort":${port}`}},` +
        `"res":{"statusCode":${status}},"responseTime":${Math.round(ms * 100) / 100},"msg":"request completed"}\n`,
    );
  };
}

/** Request ids for the log, one sequence for the router and the hot answers (plugins/hot-answers.ts). */
export function requestIds(): () => string {
  let next = 0;
  return () => `req-${(next++).toString(36)}`;
}
