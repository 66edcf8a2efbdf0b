/**
 * Databases made by earlier releases migrate: their parts keep everything and get empty
 * specifications (issue 26); their orders become one-line orders with their totals, states,
 * payments and timelines intact (issue 27).
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, it, inject } from 'vitest';
import { migrationsFolder } from '@/paths.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

const handles: DatabaseHandle[] = [];
const drops: (() => Promise<void>)[] = [];
const folders: string[] = [];

/** An empty database of the suite's kind, of its own. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const handle = await openEmptyDatabase();
  handles.push(handle);
  return handle;
}

async function openEmptyDatabase(): Promise<DatabaseHandle> {
  if (inject('database') === 'pglite') return openDatabase({ kind: 'pglite', client: new PGlite() });
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `coreparts_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  drops.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
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

async function migrateWith(handle: DatabaseHandle, folder: string) {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  }
}

afterAll(async () => {
  for (const handle of handles) await handle.close();
  for (const drop of drops) await drop();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const rowsOf = async (handle: DatabaseHandle, query: SQL) => ((await handle.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;

it('keeps every part of the previous release, each with empty specifications', async () => {
  const handle = await emptyDatabase();
  const partsNow = () => rowsOf(handle, sql`select * from parts order by seq`);
  await migrateWith(handle, await migrationsUpTo('0006_order_state_counts'));
  await handle.db.execute(sql`
    insert into parts (name, category, price_cents, image, description, min_order, quantity, low_stock_threshold, archived_at)
    values ('Old Graphics Card', 'graphics-card', 54999, '/images/parts/vortex-vx-7700-12gb.webp', 'Kept as it was.', 2, 140, 10, null),
           ('Archived Router', 'router', 6999, '/images/parts/arcwave-link-ax1800.webp', 'Archived before the upgrade.', 1, 0, null, now())
  `);
  const before = await partsNow();
  expect(before.map((part) => part.specs)).toEqual([undefined, undefined]);

  await handle.migrate();

  const after = await partsNow();
  // Later releases added each part's review figures (decision 052), none yet, the words search
  // reads (decision 078), the name's among them again with letters and digits apart (decision 084),
  // the rating the list is sorted by (issue 41), an identity, none yet (decision 089), and further
  // pictures, none yet (decision 095).
  const noIdentity = { brand: null, mpn: null, gtin: null, sku: null };
  expect(after).toEqual(
    before.map((part) => ({ ...part, specs: {}, review_count: 0, rating_total: 0, rating_rank: 0, limit_per_customer: null, ...noIdentity, more_images: [], search: expect.any(String), words: expect.any(String) })),
  );
  expect(await rowsOf(handle, sql`select name from parts where search @@ to_tsquery('simple', 'graphics:*')`)).toEqual([{ name: 'Old Graphics Card' }]);
  // Made for the parts already there: a word of a description finds its part.
  expect(await rowsOf(handle, sql`select name from parts where words @@ to_tsquery('simple', 'upgrade:*')`)).toEqual([{ name: 'Archived Router' }]);
  // A fresh embedded database runs every migration: seconds, more on a busy machine.
}, 120_000);

it('makes each order of the previous release a one-line order with its totals, state, payment and timeline', async () => {
  const handle = await emptyDatabase();
  await migrateWith(handle, await migrationsUpTo('0007_part_specifications'));
  await handle.db.execute(sql`
    insert into users (id, name, email, email_verified, role) values ('u1', 'Old Customer', 'old@example.com', true, 'user')
  `);
  await handle.db.execute(sql`
    insert into parts (id, name, category, price_cents, image, description, min_order, quantity)
    values ('00000000-0000-4000-8000-000000000001', 'Old SSD', 'ssd', 8999, '/x.webp', 'x', 1, 10)
  `);
  await handle.db.execute(sql`
    insert into orders (id, part_id, user_id, email, display_name, part_name, min_order, quantity, total_cents, payment, payment_intent_id, expires_at, paid_at)
    values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'u1', 'old@example.com', 'Old Customer', 'Old SSD', 1, 3, 26997, 'paid', 'pi_old', null, now()),
           ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 'u1', 'old@example.com', 'Old Customer', 'Old SSD', 1, 2, 17998, 'unpaid', null, now() + interval '20 minutes', null)
  `);
  await handle.db.execute(sql`
    insert into payments (order_id, name, email, transaction_id) values ('00000000-0000-4000-8000-0000000000a1', 'Old Customer', 'old@example.com', 'pi_old')
  `);
  await handle.db.execute(sql`
    insert into order_events (order_id, kind, actor_role, actor_id, actor_email, payment_intent_id)
    values ('00000000-0000-4000-8000-0000000000a1', 'placed', 'customer', 'u1', 'old@example.com', null),
           ('00000000-0000-4000-8000-0000000000a1', 'paid_by_card', 'customer', 'u1', 'old@example.com', 'pi_old')
  `);
  const ordersBefore = await rowsOf(handle, sql`select id, payment, total_cents, payment_intent_id, expires_at, paid_at from orders order by id`);
  const eventsBefore = await rowsOf(handle, sql`select * from order_events order by id`);

  await handle.migrate();

  const ordersAfter = await rowsOf(
    handle,
    sql`select id, payment, total_cents, payment_intent_id, expires_at, paid_at, subtotal_cents, shipping_cents, tax_cents, refunded_cents, fulfilment, shipping_address from orders order by id`,
  );
  expect(ordersAfter).toEqual(
    ordersBefore.map((order) => ({
      ...order,
      subtotal_cents: order.total_cents,
      shipping_cents: 0,
      tax_cents: 0,
      refunded_cents: 0,
      fulfilment: 'unfulfilled',
      shipping_address: null,
    })),
  );
  const lines = await rowsOf(handle, sql`select order_id, position, part_id, part_name, min_order, quantity, unit_price_cents, total_cents, refunded_quantity from order_lines order by order_id`);
  expect(lines).toEqual([
    { order_id: '00000000-0000-4000-8000-0000000000a1', position: 0, part_id: '00000000-0000-4000-8000-000000000001', part_name: 'Old SSD', min_order: 1, quantity: 3, unit_price_cents: 8999, total_cents: 26997, refunded_quantity: 0 },
    { order_id: '00000000-0000-4000-8000-0000000000a2', position: 0, part_id: '00000000-0000-4000-8000-000000000001', part_name: 'Old SSD', min_order: 1, quantity: 2, unit_price_cents: 8999, total_cents: 17998, refunded_quantity: 0 },
  ]);
  const eventsAfter = await rowsOf(handle, sql`select * from order_events order by id`);
  expect(eventsAfter).toEqual(eventsBefore.map((event) => ({ ...event, detail: null, amount_cents: null })));
  expect(await rowsOf(handle, sql`select order_id, transaction_id from payments`)).toEqual([
    { order_id: '00000000-0000-4000-8000-0000000000a1', transaction_id: 'pi_old' },
  ]);
  expect((await rowsOf(handle, sql`select name from shipping_methods order by position`)).map((m) => m.name)).toEqual(['Standard', 'Express']);
}, 120_000);

it('numbers the orders of the previous release in the order they were placed, and goes on after them (decision 085)', async () => {
  const handle = await emptyDatabase();
  await migrateWith(handle, await migrationsUpTo('0016_stock_alerts_without_trigger'));
  await handle.db.execute(sql`
    insert into users (id, name, email, email_verified, role) values ('u1', 'Old Customer', 'old@example.com', true, 'user')
  `);
  // Ids in another order than the times they were placed at, as random ids are.
  await handle.db.execute(sql`
    insert into orders (id, user_id, email, display_name, subtotal_cents, total_cents, created_at)
    values ('00000000-0000-4000-8000-0000000000c3', 'u1', 'old@example.com', 'Old Customer', 100, 100, '2026-01-01T10:00:00Z'),
           ('00000000-0000-4000-8000-0000000000c1', 'u1', 'old@example.com', 'Old Customer', 100, 100, '2026-01-03T10:00:00Z'),
           ('00000000-0000-4000-8000-0000000000c2', 'u1', 'old@example.com', 'Old Customer', 100, 100, '2026-01-02T10:00:00Z')
  `);

  await handle.migrate();

  expect(await rowsOf(handle, sql`select id, number from orders order by created_at`)).toEqual([
    { id: '00000000-0000-4000-8000-0000000000c3', number: 100_001 },
    { id: '00000000-0000-4000-8000-0000000000c2', number: 100_002 },
    { id: '00000000-0000-4000-8000-0000000000c1', number: 100_003 },
  ]);
  const [next] = await rowsOf(handle, sql`
    insert into orders (user_id, email, display_name, subtotal_cents, total_cents) values ('u1', 'old@example.com', 'Old Customer', 100, 100) returning number
  `);
  expect(next).toEqual({ number: 100_004 });
  // One number, one order.
  await expect(handle.db.execute(sql`update orders set number = 100001 where id = '00000000-0000-4000-8000-0000000000c1'`)).rejects.toThrow();
}, 120_000);

it('names the rates of the previous release, keeps its orders’ tax, and starts each address book from the latest order (issue 41)', async () => {
  const handle = await emptyDatabase();
  await migrateWith(handle, await migrationsUpTo('0016_stock_alerts_without_trigger'));
  await handle.db.execute(sql`
    insert into users (id, name, email, email_verified, role) values ('u1', 'Old Customer', 'old@example.com', true, 'user'), ('u2', 'No Orders', 'none@example.com', true, 'user')
  `);
  const address = (city: string, line2: string) => JSON.stringify({ name: 'Old Customer', line1: '1 Main St', line2, city, postalCode: '10117', country: 'DE', phone: '+49 30 1234567' });
  await handle.db.execute(sql`
    insert into orders (user_id, email, display_name, subtotal_cents, shipping_cents, tax_cents, total_cents, shipping_address, created_at)
    values ('u1', 'old@example.com', 'Old Customer', 10000, 0, 1900, 11900, ${address('Hamburg', '')}::jsonb, now() - interval '2 days'),
           ('u1', 'old@example.com', 'Old Customer', 10000, 0, 1900, 11900, ${address('Berlin', '')}::jsonb, now() - interval '1 day'),
           ('u1', 'old@example.com', 'Old Customer', 10000, 0, 0, 10000, null, now())
  `);

  await handle.migrate();

  const rates = await rowsOf(handle, sql`select country, region, name, rate_bp from tax_rates order by country`);
  expect(rates.find((r) => r.country === 'DE')).toEqual({ country: 'DE', region: '', name: 'VAT', rate_bp: 1900 });
  expect(rates.find((r) => r.country === 'US')).toEqual({ country: 'US', region: '', name: 'Sales tax', rate_bp: 0 });
  expect(rates.find((r) => r.country === 'CA')).toMatchObject({ name: 'GST' });
  const orders = await rowsOf(handle, sql`select tax_name, tax_rate_bp from orders order by created_at`);
  expect(orders).toEqual([
    { tax_name: 'VAT', tax_rate_bp: 1900 },
    { tax_name: 'VAT', tax_rate_bp: 1900 },
    { tax_name: null, tax_rate_bp: 0 },
  ]);
  const book = await rowsOf(handle, sql`select user_id, address, is_default, last_used_at is not null as used from saved_addresses`);
  // The latest order's address, without its empty second line, the customer's default.
  const { line2, ...latest } = JSON.parse(address('Berlin', '')) as Record<string, string>;
  expect(line2).toBe('');
  expect(book).toEqual([{ user_id: 'u1', address: latest, is_default: true, used: true }]);
}, 120_000);
