/**
 * A fresh application on its own database cloned from the run's template, for one test file.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { openDatabase, type DatabaseHandle } from '@/db/client.ts';
import type { Logger } from '@/lib/logging.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { TestMailer } from './test-mailer.ts';

interface Clone {
  handle: DatabaseHandle;
  /** Between the app and PostgreSQL when asked for: `cut()` makes an outage. */
  proxy: TcpProxy | null;
  /** Opens the same database again, as another server process would (PostgreSQL only). */
  reopen: (() => Promise<DatabaseHandle>) | null;
  drop: () => Promise<void>;
}

async function cloneTemplate(throughProxy: boolean, log: Logger | undefined): Promise<Clone> {
  const template = inject('template');
  if (inject('database') === 'pglite') {
    const dump = await readFile(template);
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return { handle: await openDatabase({ kind: 'pglite', client }, log), proxy: null, reopen: null, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `coreparts_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const proxy = throughProxy ? await startTcpProxy({ host: url.hostname, port: Number(url.port) }) : null;
  const open = () => openDatabase({ kind: 'postgres', url: proxy ? proxy.through(url.toString()) : url.toString() }, log);
  return {
    handle: await open(),
    proxy,
    reopen: open,
    drop: async () => {
      await proxy?.close();
      // Ended connections may linger a moment on the server; wait for them rather than force.
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`drop database if exists ${name}`);
          break;
        } catch (err) {
          if (attempt >= 50 || (err as { code?: string }).code !== '55006') throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await admin.end();
    },
  };
}

interface TestAppOptions extends Pick<AppOptions, 'sitemapUrlsPerFile' | 'heldCatalogLimit' | 'reportReadingTimeLimitMs'> {
  /** The app's log (test/captured-log.ts); none otherwise. */
  logger?: Logger;
  /** On PostgreSQL, reach it through a proxy that can cut it off (`proxy`). */
  throughProxy?: boolean;
}

export async function createTestApp(env: Record<string, string> = {}, { throughProxy = false, ...options }: TestAppOptions = {}) {
  const { handle, proxy, reopen, drop } = await cloneTemplate(throughProxy, options.logger);
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent',
    BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    ...env,
  });
  const mailer = new TestMailer();
  // Background work runs when a test says so, on a clock the test moves.
  let clockOffsetMs = 0;
  const clock = () => new Date(Date.now() + clockOffsetMs);
  const start = async (database: DatabaseHandle) => {
    const app = await buildApp({ config, db: database.db, mailer, changes: database.changes, clock, ...options });
    await app.ready();
    return app;
  };
  const app = await start(handle);
  const others: (() => Promise<void>)[] = [];
  return {
    app,
    db: handle.db,
    databaseKind: handle.kind,
    /** Null on PGlite, or unless asked for. */
    proxy,
    mailer,
    /** Runs the background jobs that are due (mail among them), as the server's poller would. */
    runJobs: () => app.jobs.runDue(),
    /** Moves the clock of background work forward. */
    advanceClock(ms: number) {
      clockOffsetMs += ms;
    },
    /** Another server process on the same database (PostgreSQL only; null on PGlite). */
    anotherProcess: reopen
      ? async () => {
          const database = await reopen();
          const other = await start(database);
          others.push(async () => {
            await other.close();
            await database.close();
          });
          return other;
        }
      : null,
    async close() {
      for (const closeOther of others) await closeOther();
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
