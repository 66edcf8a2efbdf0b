/**
 * Drizzle over the embedded database without a copy of PGlite's parser table per query
 * (decision 056): the same values as Drizzle's own per-query parsers give, in and out of
 * transactions, and the parsers Drizzle passes are the types the database's table now reads.
 */
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, integer, interval, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { drizzleClient, TEXT_TYPES } from './pglite-parsers.ts';

const times = pgTable('times', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { mode: 'string' }).notNull(),
  atZone: timestamp('at_zone', { withTimezone: true, mode: 'string' }).notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
});

const row = { id: 1, at: '2026-11-27 10:15:30.123', atZone: '2026-11-27 10:15:30.123+00', day: '2026-11-27', span: '1 day 02:03:04' };

/** A database with the table and its row, and the options each of its queries was given. */
async function database() {
  const client = await PGlite.create();
  await client.exec('create table times (id integer primary key, at timestamp not null, at_zone timestamptz not null, day date not null, span interval not null)');
  const given: (QueryOptions | undefined)[] = [];
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    given.push(options);
    return query(text, params, options);
  }) as PGlite['query'];
  return { client, given };
}

/** Each test starts embedded databases of its own: seconds each, more on a busy machine. */
const FRESH_DATABASES_MS = 60_000;

const clients: PGlite[] = [];
afterAll(async () => {
  for (const client of clients) await client.close();
});

// It is about the embedded database alone: once, in the PGlite project.
describe.skipIf(inject('database') !== 'pglite')('Drizzle on PGlite', () => {
  it("passes per-query parsers only for the types the database's own table now reads as text", async () => {
    const { client, given } = await database();
    clients.push(client);
    await drizzle({ client }).select().from(times);
    const parsers = given.at(-1)?.parsers;
    expect(parsers).toBeDefined();
    for (const type of Object.keys(parsers!)) expect(TEXT_TYPES).toContain(Number(type));
  }, FRESH_DATABASES_MS);

  it('reads the same values without them, in and out of a transaction', async () => {
    const own = await database();
    const lean = await database();
    clients.push(own.client, lean.client);
    const ownDb = drizzle({ client: own.client });
    const leanDb = drizzle({ client: drizzleClient(lean.client) as PGlite });
    await ownDb.insert(times).values(row);
    await leanDb.insert(times).values(row);

    const read = await leanDb.select().from(times);
    expect(read).toEqual(await ownDb.select().from(times));
    expect(read).toEqual([row]);
    expect(lean.given.every((options) => options?.parsers === undefined)).toBe(true);

    const inTransaction = await leanDb.transaction((tx) => tx.select().from(times));
    expect(inTransaction).toEqual([row]);
    const raw = await leanDb.execute(sql`select at, day, span from times`);
    expect(raw.rows).toEqual(await ownDb.execute(sql`select at, day, span from times`).then((r) => r.rows));
  }, FRESH_DATABASES_MS);

  it('rolls a transaction back as PGlite does', async () => {
    const { client } = await database();
    clients.push(client);
    const db = drizzle({ client: drizzleClient(client) as PGlite });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(times).values(row);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await db.select().from(times)).toEqual([]);
  }, FRESH_DATABASES_MS);
});
