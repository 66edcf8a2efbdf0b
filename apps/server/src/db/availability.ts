/**
 * Whether this process can use its database and disk now (decision 038). Two troubles are
 * outages, known conditions, not bugs: the database cannot be reached (503), or the disk is full
 * (507). The first failure of one is logged once as a warning and starts a probe every second: a
 * ping, or, for a full disk, a write that needs new room. When the probe passes, one line says so
 * with how long it lasted. Requests meeting the trouble meanwhile are answered without a log entry.
 * A third is no outage: every pooled connection was busy for longer than a request may wait for
 * one (503 too). It is counted, one line a minute at most, and starts no probe.
 */
import { sql } from 'drizzle-orm';
import { causesOf } from '@/lib/http-errors.ts';
import type { Database } from './client.ts';

/** What stops every request until it ends. */
export type Outage = 'unreachable' | 'disk_full';
export type Trouble = Outage | 'busy';

/** Connection failures: refused, reset, timed out, or the server shutting down or starting up. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** A connection attempt that timed out is "Connection terminated due to connection timeout". */
const UNREACHABLE_MESSAGES = /Connection terminated|connection error and is not queryable/;
/** pg-pool's answer to a request that waited its `connectionTimeoutMillis` for a busy connection. */
const BUSY_MESSAGE = 'timeout exceeded when trying to connect';
/** PostgreSQL's disk_full, and the file system's "no space" and "over quota". */
const DISK_FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT']);

/** Which known trouble a failure is, looking through the errors it wraps; null for any other. */
export function troubleOf(error: unknown): Trouble | null {
  for (const e of causesOf(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return 'disk_full';
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return 'unreachable';
    if (UNREACHABLE_MESSAGES.test(e.message)) return 'unreachable';
    if (e.message === BUSY_MESSAGE) return 'busy';
  }
  return null;
}

const PROBE_MS = 1_000;
const BUSY_LINE_MS = 60_000;

const BEGINS: Record<Outage, string> = {
  unreachable: 'The database cannot be reached: requests answer 503 until it is back.',
  disk_full: 'The disk is full: writes answer 507 until there is room again.',
};
const ENDS: Record<Outage, (seconds: string) => string> = {
  unreachable: (s) => `The database answers again, after ${s} s.`,
  disk_full: (s) => `Writes work again, after ${s} s of a full disk.`,
};

export interface AvailabilityLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface AvailabilityOptions {
  log: AvailabilityLog;
  /** Answers when the database does. */
  ping: () => Promise<void>;
  /** Each resolves once it has written something that needed new room on its disk. */
  writeProbes: (() => Promise<void>)[];
  now?: () => number;
}

export type Availability = ReturnType<typeof createAvailability>;

export function createAvailability({ log, ping, writeProbes, now = Date.now }: AvailabilityOptions) {
  let current: { trouble: Outage; since: number; timer: NodeJS.Timeout } | null = null;
  let probing: Promise<void> | null = null;
  const busy = { waited: 0, lastLine: -Infinity, last: -Infinity, timer: null as NodeJS.Timeout | null };

  function begin(trouble: Outage, error: unknown) {
    if (current?.trouble === trouble) return;
    const since = current?.since ?? now();
    if (current) clearInterval(current.timer);
    const timer = setInterval(() => void probe(), PROBE_MS).unref();
    current = { trouble, since, timer };
    // The innermost cause in one line: a stack says nothing here that the trouble does not.
    const root = [...causesOf(error)].at(-1);
    log.warn({ trouble, cause: root ? { code: (root as { code?: unknown }).code, message: root.message } : String(error) }, BEGINS[trouble]);
  }

  function end() {
    if (!current) return;
    const { trouble, since, timer } = current;
    clearInterval(timer);
    current = null;
    const outageMs = now() - since;
    log.info({ trouble, outageMs }, ENDS[trouble]((outageMs / 1000).toFixed(1)));
  }

  /** Says how many requests waited too long for a connection since the last line, if any. */
  function reportBusy() {
    if (busy.timer) clearTimeout(busy.timer);
    busy.timer = null;
    const n = busy.waited;
    if (n === 0) return;
    busy.waited = 0;
    busy.lastLine = now();
    log.warn({ waitedTooLong: n }, `The database's connections were all busy: ${n === 1 ? '1 request' : `${n} requests`} waited too long for one and ${n === 1 ? 'was' : 'were'} answered 503.`);
  }

  function countBusy() {
    busy.waited++;
    busy.last = now();
    const wait = busy.lastLine + BUSY_LINE_MS - now();
    if (wait <= 0) reportBusy();
    else busy.timer ??= setTimeout(reportBusy, wait).unref();
  }

  /** Tries what failed; one probe at a time, shared by the timer and readiness checks. */
  function probe(): Promise<void> {
    probing ??= (async () => {
      const trouble = current?.trouble;
      try {
        await ping();
        if (trouble === 'disk_full') for (const write of writeProbes) await write();
        end();
      } catch (error) {
        const seen = troubleOf(error);
        // A ping that waited too long for a busy connection says nothing of an outage.
        if (seen === 'busy') return;
        begin(seen ?? trouble ?? 'unreachable', error);
      }
    })().finally(() => {
      probing = null;
    });
    return probing;
  }

  return {
    /** The outage this process is in, or null when all is well. */
    trouble: (): Outage | null => current?.trouble ?? null,
    /**
     * A failure met while using the database or the disk: answers its trouble, reported once
     * (an outage) or counted (busy), or null when it is not a known one (then the caller logs it
     * as the bug it is).
     */
    noticed(error: unknown): Trouble | null {
      const trouble = troubleOf(error);
      if (trouble === 'busy') {
        // Requests queue behind connections that cannot connect: the outage, already reported.
        if (current?.trouble === 'unreachable') return current.trouble;
        countBusy();
      } else if (trouble) begin(trouble, error);
      return trouble;
    },
    /**
     * Whether a request waited too long for a busy connection in the last `ms`: for an answer
     * that hides its failure (Better Auth's 500), whose error was noticed on its way.
     */
    busyInLast: (ms: number): boolean => now() - busy.last <= ms,
    /** For readiness: checks now, and answers the outage or null. */
    async check(): Promise<Outage | null> {
      await probe();
      return current?.trouble ?? null;
    },
    close() {
      if (current) clearInterval(current.timer);
      if (busy.timer) clearTimeout(busy.timer);
    },
  };
}

/**
 * A write that needs room: a temporary table of 16 pages (rows under the size PostgreSQL would
 * compress), dropped at commit. A small insert into pages that exist passes on a full disk;
 * extending a file does not.
 */
export async function probeDatabaseWrite(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table write_probe (filler text) on commit drop`);
    await tx.execute(sql`insert into write_probe select repeat('x', 1900) from generate_series(1, 64)`);
  });
}
