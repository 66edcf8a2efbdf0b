/**
 * A durable job queue in the shop's own database (decision 019): mail, expiring unpaid orders and
 * other work that must not be lost or done twice. A job is written in the same transaction as the
 * change that causes it; one process at a time claims it (`for update skip locked`) under a lease,
 * so a process that dies mid-job gives it back when the lease runs out. A failure is retried with
 * growing delays; a job that keeps failing is kept as failed for an admin to see.
 */
import { and, asc, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Availability } from '@/db/availability.ts';
import type { Database } from '@/db/client.ts';
import { jobs } from './tables.ts';

export type JobRow = typeof jobs.$inferSelect;
/** A transaction or the database: where a job is written. */
type Writer = Pick<Database, 'insert'>;
export type JobHandler = (payload: unknown) => Promise<void>;

export interface JobOptions {
  /** Write it in this transaction, so it exists exactly when the change that causes it does. */
  tx?: Writer;
  runAt?: Date;
  /** Retries before it is kept as failed. */
  maxAttempts?: number;
  /** At most one job with this key, ever: scheduled work uses kind and time slot. */
  dedupeKey?: string;
}

export interface QueueOptions {
  log: FastifyBaseLogger;
  /** The clock; tests move it forward instead of sleeping. */
  now?: () => Date;
  /** How long a claimed job stays with its process before others may take it. */
  leaseMs?: number;
  /** Where an outage or a full disk that stops a pass is reported, once for all passes. */
  availability?: Pick<Availability, 'noticed'>;
}

const DEFAULT_ATTEMPTS = 12;
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 30 * 60_000;
const POLL_MS = 1_000;
const CLEANUP = 'jobs.remove-finished';

/** 2 s, 4 s, 8 s … up to 30 min, a little spread so that processes do not retry in step. */
export function retryDelayMs(attempts: number): number {
  const delay = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LAST_RETRY_MS);
  return Math.round(delay * (0.9 + Math.random() * 0.2));
}

export function createJobQueue(db: Database, { log, now = () => new Date(), leaseMs = 5 * 60_000, availability }: QueueOptions) {
  const handlers = new Map<string, JobHandler>();
  const schedules: { kind: string; everyMs: number; lastSlot?: number }[] = [];
  let timer: NodeJS.Timeout | null = null;
  let passes: Promise<number> = Promise.resolve(0);
  let passWaiting = false;

  async function claim(): Promise<JobRow | null> {
    const at = now();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, at),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, at)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(at.getTime() + leaseMs) })
      .where(sql`${jobs.id} = (${due})`)
      .returning();
    return job ?? null;
  }

  async function run(job: JobRow) {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler(job.payload);
      await db.update(jobs).set({ doneAt: now(), lockedUntil: null }).where(eq(jobs.id, job.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const givingUp = job.attempts >= job.maxAttempts;
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: message.slice(0, 2000),
          ...(givingUp ? { failedAt: now() } : { runAt: new Date(now().getTime() + retryDelayMs(job.attempts)) }),
        })
        .where(eq(jobs.id, job.id));
      if (availability?.noticed(err)) return;
      const details = { err, jobId: job.id, kind: job.kind, attempts: job.attempts };
      if (givingUp) log.error(details, 'job failed for good');
      else log.warn(details, 'job failed; it will be tried again');
    }
  }

  /** Schedules each recurring kind's current slot once per process: the first process wins it. */
  async function scheduleDue() {
    const at = now().getTime();
    for (const schedule of schedules) {
      const slot = Math.floor(at / schedule.everyMs);
      if (slot === schedule.lastSlot) continue;
      await write(schedule.kind, {}, { dedupeKey: `${schedule.kind}@${slot}`, maxAttempts: 1 });
      schedule.lastSlot = slot;
    }
  }

  /** Finished jobs are kept a week (a scheduled slot is not run twice meanwhile), then removed. */
  async function removeFinished() {
    const weekAgo = new Date(now().getTime() - 7 * 24 * 3_600_000);
    await db.delete(jobs).where(and(isNotNull(jobs.doneAt), lte(jobs.doneAt, weekAgo)));
  }
  handlers.set(CLEANUP, removeFinished);
  schedules.push({ kind: CLEANUP, everyMs: 3_600_000 });

  /** One pass: the due schedules, then every due job, one after another. */
  async function pass(): Promise<number> {
    await scheduleDue();
    let ran = 0;
    for (let job = await claim(); job; job = await claim()) {
      await run(job);
      ran += 1;
    }
    return ran;
  }

  async function write(kind: string, payload: unknown, { tx = db, runAt, maxAttempts = DEFAULT_ATTEMPTS, dedupeKey }: JobOptions = {}) {
    await tx
      .insert(jobs)
      .values({ kind, payload, runAt: runAt ?? now(), maxAttempts, dedupeKey })
      .onConflictDoNothing({ target: jobs.dedupeKey });
  }

  async function enqueue(kind: string, payload: unknown, options: JobOptions = {}) {
    await write(kind, payload, options);
    // Outside a transaction the job is there now; inside one, the next poll finds it.
    if (timer && (options.tx ?? db) === db) void runDue();
  }

  /**
   * Runs everything due now and answers how many jobs ran. Passes follow one another, so once
   * this resolves, every job due when it was called has been tried.
   */
  function runDue(): Promise<number> {
    // A pass that has not begun yet will see whatever is due now: callers share it.
    if (passWaiting) return passes;
    passWaiting = true;
    const next = () => {
      passWaiting = false;
      return pass();
    };
    passes = passes.then(next, next).catch((err: unknown) => {
      if (!availability?.noticed(err)) log.warn({ err }, 'job queue: pass failed');
      return 0;
    });
    return passes;
  }

  return {
    /** Names the function that does the work of one kind of job. */
    handle(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },
    /** A job of `kind` every `everyMs`, exactly once across all processes. */
    every(kind: string, everyMs: number, handler: JobHandler) {
      handlers.set(kind, handler);
      schedules.push({ kind, everyMs });
    },
    enqueue,
    /**
     * A job of `kind` with this payload, due `delayMs` from now: one still waiting is moved there
     * instead of written again, so a run of causes runs it once, that long after the last.
     */
    async postpone(kind: string, payload: unknown, delayMs: number) {
      const runAt = new Date(now().getTime() + delayMs);
      const moved = await db
        .update(jobs)
        .set({ runAt })
        .where(
          and(
            eq(jobs.kind, kind),
            sql`${jobs.payload} = ${JSON.stringify(payload)}::jsonb`,
            isNull(jobs.doneAt),
            isNull(jobs.failedAt),
            isNull(jobs.lockedUntil),
          ),
        )
        .returning({ id: jobs.id });
      if (moved.length === 0) await write(kind, payload, { runAt });
    },
    runDue,
    /** Polls for due jobs until `stop()`; the server starts it, tests call `runDue()` instead. */
    start() {
      if (timer) return;
      timer = setInterval(() => void runDue(), POLL_MS);
      timer.unref();
      void runDue();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await passes;
    },
    /** Jobs that failed for good, newest first. */
    async listFailed(limit = 100): Promise<JobRow[]> {
      return db.select().from(jobs).where(isNotNull(jobs.failedAt)).orderBy(desc(jobs.failedAt)).limit(limit);
    },
    /** Jobs still waiting or being retried, and those that failed for good. */
    async counts(): Promise<{ waiting: number; failed: number }> {
      const [row] = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${jobs.doneAt} is null and ${jobs.failedAt} is null)::int`,
          failed: sql<number>`count(*) filter (where ${jobs.failedAt} is not null)::int`,
        })
        .from(jobs);
      return row ?? { waiting: 0, failed: 0 };
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/** Jobs waiting and failed for good, read when the metrics are scraped. */
export function registerJobMetrics(registry: Registry, queue: JobQueue) {
  new Gauge({
    name: 'coreparts_jobs',
    help: 'Background jobs by state: waiting (due or being retried) and failed (given up).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const { waiting, failed } = await queue.counts();
      this.set({ state: 'waiting' }, waiting);
      this.set({ state: 'failed' }, failed);
    },
  });
}
