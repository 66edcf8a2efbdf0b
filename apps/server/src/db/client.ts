/**
 * One Drizzle database over either embedded PGlite or a real PostgreSQL pool (decision 003).
 * Everything above this file sees the same `Database` type and the same SQL dialect.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseSettings =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Any fixed number: the advisory lock that serializes migrations and seeding across processes.
const SCHEMA_LOCK = 7_240_311;

export async function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  if (settings.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: settings.url, max: 10 });
    // An idle connection the server drops (a restart, a failover) must not take the process
    // down; the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
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
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if ('client' in settings) {
    client = settings.client;
  } else {
    await mkdir(settings.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: settings.dataDir });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
