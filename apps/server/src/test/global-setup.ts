/**
 * Builds one migrated, seeded template database per run; every test file clones it (architecture.md, "Tests":
 * a fresh PGlite takes seconds, a clone a fraction of one).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseSettings } from '@/db/client.ts';
import { seedDemoCatalog } from '@/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    database: 'pglite' | 'postgres';
    template: string;
  }
}

async function prepare(settings: DatabaseSettings) {
  const handle = await openDatabase(settings);
  await handle.migrate();
  await seedDemoCatalog(handle.db);
  return handle;
}

export default async function setup(project: TestProject) {
  if (project.config.provide.database === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `coreparts_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await prepare({ kind: 'postgres', url: url.toString() });
    await handle.close();
    project.provide('template', name);
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  const client = new PGlite();
  const handle = await prepare({ kind: 'pglite', client });
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'coreparts-test-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('template', file);
  return () => rm(dir, { recursive: true, force: true });
}
