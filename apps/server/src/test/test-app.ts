/**
 * A fresh application on its own database cloned from the run's template, for one test file.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

async function cloneTemplate(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const template = inject('template');
  if (inject('database') === 'pglite') {
    const dump = await readFile(template);
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return { handle: await openDatabase({ kind: 'pglite', client }), drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `coreparts_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ kind: 'postgres', url: url.toString() }),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}) {
  const { handle, drop } = await cloneTemplate();
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', ...env });
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  return {
    app,
    db: handle.db,
    databaseKind: handle.kind,
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
