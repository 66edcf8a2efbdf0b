/**
 * One Drizzle database over either embedded PGlite or a real PostgreSQL pool (decision 003).
 * Everything above this file sees the same `Database` type and the same SQL dialect.
 */
import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { migrationsFolder } from '@/paths.ts';
import { troubleOf } from './availability.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { drizzleClient } from './pglite-parsers.ts';
import * as schema from './schema.ts';

const execFileAsync = promisify(execFile);

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseSettings =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; url: string };

/**
 * Tells the other server processes on the same database that something changed, so their
 * in-memory copies are rebuilt (PostgreSQL LISTEN/NOTIFY). The embedded database has one process.
 */
export interface ChangeFeed {
  announce(channel: string): void;
  /** Calls `onChange` when another process announces; answers a function that stops watching. */
  watch(channel: string, onChange: () => void): Promise<() => Promise<void>>;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  changes: ChangeFeed | null;
  /** The PostgreSQL connection pool's numbers, for the metrics; null on the embedded database. */
  poolStats: (() => { total: number; idle: number; waiting: number }) | null;
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Where the database layer reports trouble it survives: the server's logger, or the console. */
export interface DatabaseLog {
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}
const consoleLog: DatabaseLog = { warn: (details, message) => console.warn(message, details), debug: () => {} };

// Any fixed number: the advisory lock that serializes migrations and seeding across processes.
const SCHEMA_LOCK = 7_240_311;

export async function openDatabase(settings: DatabaseSettings, log: DatabaseLog = consoleLog): Promise<DatabaseHandle> {
  // Each driver is loaded only when it is used: a process holds one of them in memory, not both.
  if (settings.kind === 'postgres') {
    const { default: pgDriver } = await import('pg');
    const { drizzle: drizzlePostgres } = await import('drizzle-orm/node-postgres');
    const { migrate: migratePostgres } = await import('drizzle-orm/node-postgres/migrator');
    // A server that cannot be reached answers in seconds, not after the system's TCP timeout.
    const pool = new pgDriver.Pool({ connectionString: settings.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection the server drops (a restart, a failover) must not take the process
    // down; the pool replaces it on the next query. An outage is reported once, by the first
    // request or job that meets it (db/availability.ts), not once per pooled connection.
    pool.on('error', (err) => log.debug({ err }, 'PostgreSQL connection lost'));
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
          await migratePostgres(db, { migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => {});
          lock.release();
        }
      },
      changes: createChangeFeed(pgDriver, pool, settings.url, log),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }

  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  let client: PGlite;
  let unlock = async () => {};
  if ('client' in settings) {
    client = settings.client;
  } else {
    await mkdir(path.dirname(settings.dataDir), { recursive: true });
    // Nothing but its one owner may open an embedded database, not even to read (decision 016).
    unlock = await lockDataDir(settings.dataDir);
    await createDataDirElsewhere(settings.dataDir).catch(async (err: unknown) => {
      await unlock();
      throw err;
    });
    const { PGlite: Embedded } = await import('@electric-sql/pglite');
    client = await Embedded.create({
      dataDir: settings.dataDir,
      // PostgreSQL's default of 128 MB of shared buffers would sit in this process's memory; the
      // catalog is read from the server's memory (decision 004) and the rest of a shop on the
      // embedded database is a few MB, read through the file system's cache (decision 015).
      startParams: [...Embedded.defaultStartParams, '-c', 'shared_buffers=8MB'],
    }).catch(async (err: unknown) => {
      await unlock();
      throw err;
    });
  }
  // The cast: Drizzle types its client as PGlite but calls only what DrizzleClient has.
  const db = drizzlePglite({ client: drizzleClient(client) as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    changes: null,
    poolStats: null,
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      await client.close();
      await unlock();
    },
  };
}

/**
 * A new embedded database is made by a process of its own: PostgreSQL's initdb grows the
 * WebAssembly memory to about 600 MB, which is never given back, so the server that made it would
 * hold that for its whole life (decision 024). Made in a folder beside it and renamed into place,
 * so a crash half-way leaves nothing that looks like a database.
 */
async function createDataDirElsewhere(dataDir: string) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  // Under the lock no other process makes one: what is there was left by a crash.
  const parent = path.dirname(dataDir);
  const leftover = `${path.basename(dataDir)}.new-`;
  for (const name of await readdir(parent)) {
    if (name.startsWith(leftover)) await rm(path.join(parent, name), { recursive: true, force: true });
  }
  const fresh = `${dataDir}.new-${process.pid}`;
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); await (await PGlite.create({ dataDir: process.argv[1] })).close();`;
  await execFileAsync(process.execPath, ['--input-type=module', '-e', script, fresh]);
  await rm(dataDir, { recursive: true, force: true });
  await rename(fresh, dataDir);
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

function createChangeFeed(pgDriver: typeof pg, pool: pg.Pool, url: string, log: DatabaseLog): ChangeFeed {
  // Our own announcements come back to us too; the payload tells them apart.
  const me = randomUUID();
  const safeChannel = (channel: string) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
    return channel;
  };
  // Announcements of a channel made while one is on its way are sent as one more afterwards: a
  // burst of changes costs two notifications, and the last one follows the last change.
  const sending = new Set<string>();
  const again = new Set<string>();
  const send = (channel: string) => {
    sending.add(channel);
    pool
      .query('select pg_notify($1, $2)', [channel, me])
      .catch((err: unknown) => {
        // In an outage the listeners are gone too, and take everything as changed when they are
        // back; the outage itself is reported once (db/availability.ts).
        if (troubleOf(err)) log.debug({ err, channel }, 'change feed: could not announce a change');
        else log.warn({ err, channel }, 'change feed: could not announce a change');
      })
      .finally(() => {
        sending.delete(channel);
        if (again.delete(channel)) send(channel);
      });
  };
  return {
    announce(channel) {
      if (sending.has(safeChannel(channel))) again.add(channel);
      else send(channel);
    },
    async watch(channel, onChange) {
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | null = null;
      let delay = RECONNECT_FIRST_MS;
      let listenedBefore = false;
      const reconnectLater = () => {
        if (stopped || retry) return;
        retry = setTimeout(() => {
          retry = null;
          void connect();
        }, delay);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      };
      // Returns whether it listens now; a failure is retried with backoff for as long as it takes.
      const connect = async (): Promise<boolean> => {
        const next = new pgDriver.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
        let lost = false;
        const onLost = () => {
          if (lost) return;
          lost = true;
          if (client === next) client = null;
          void next.end().catch(() => {});
          // What is in memory stays served meanwhile (the database may be away); it is
          // refreshed as soon as the feed listens again.
          reconnectLater();
        };
        next.on('notification', (message) => {
          if (message.payload !== me) onChange();
        });
        next.on('error', onLost);
        next.on('end', onLost);
        try {
          await next.connect();
          await next.query(`listen ${safeChannel(channel)}`);
        } catch (err) {
          // Debug only: an outage that stops it is reported once by the availability monitor.
          log.debug({ err, channel, retryInMs: delay }, 'change feed: cannot listen; trying again');
          onLost();
          return false;
        }
        if (stopped || lost) {
          await next.end().catch(() => {});
          return false;
        }
        client = next;
        delay = RECONNECT_FIRST_MS;
        // Whatever was announced while nobody listened is lost: take everything as changed.
        if (listenedBefore) onChange();
        listenedBefore = true;
        return true;
      };
      if (!(await connect())) throw new Error(`Could not listen for ${channel} on PostgreSQL`);
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        await client?.end();
      };
    },
  };
}
