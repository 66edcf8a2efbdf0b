/**
 * A database made by the previous release migrates (issue 26): its parts keep everything and get
 * empty specifications that an admin can fill in.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, inject } from 'vitest';
import { migrationsFolder } from '@/paths.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

let handle: DatabaseHandle;
let dropDatabase = async () => {};
const folders: string[] = [];

/** An empty database of the suite's kind, of its own. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  if (inject('database') === 'pglite') return openDatabase({ kind: 'pglite', client: new PGlite() });
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `coreparts_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  dropDatabase = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

/** The migrations up to and including `tag`, as the release that ended with it shipped them. */
async function migrationsUpTo(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'coreparts-migrations-'));
  folders.push(folder);
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag) + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

async function migrateWith(folder: string) {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  }
}

beforeAll(async () => {
  handle = await emptyDatabase();
});
afterAll(async () => {
  await handle.close();
  await dropDatabase();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const partsNow = async () => ((await handle.db.execute(sql`select * from parts order by seq`)) as { rows: Record<string, unknown>[] }).rows;

it('keeps every part of the previous release, each with empty specifications', async () => {
  await migrateWith(await migrationsUpTo('0006_order_state_counts'));
  await handle.db.execute(sql`
    insert into parts (name, category, price_cents, image, description, min_order, quantity, low_stock_threshold, archived_at)
    values ('Old Graphics Card', 'graphics-card', 54999, '/images/parts/vortex-vx-7700-12gb.webp', 'Kept as it was.', 2, 140, 10, null),
           ('Archived Router', 'router', 6999, '/images/parts/arcwave-link-ax1800.webp', 'Archived before the upgrade.', 1, 0, null, now())
  `);
  const before = await partsNow();
  expect(before.map((part) => part.specs)).toEqual([undefined, undefined]);

  await handle.migrate();

  const after = await partsNow();
  expect(after).toEqual(before.map((part) => ({ ...part, specs: {} })));
  // A fresh embedded database runs every migration: seconds, more on a busy machine.
}, 120_000);
