/**
 * The demo catalog: written once into an empty database, so seeding is idempotent and safe when
 * several processes start together (they queue on a transaction-scoped advisory lock).
 */
import { toCents } from '@coreparts/shared';
import { count, isNull, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { orderEvents, orderLines, orders, partPrices, parts, reviews, users } from './schema.ts';
import { generatedPart } from './generated-catalog.ts';
import { buildSeedParts, seedParts, seedReviews, type SeedPart } from './seed-catalog.ts';

/** The demo catalog as it is seeded: the spec's parts, then the build categories' parts. */
export const demoParts: SeedPart[] = [...seedParts, ...buildSeedParts];

const SEED_LOCK = 7_240_312;
const BATCH = 1000;

function toRow(part: SeedPart): typeof parts.$inferInsert {
  return {
    specs: part.specs,
    name: part.name,
    category: part.category,
    priceCents: toCents(part.price),
    image: part.image,
    description: part.description,
    minOrder: part.min,
    quantity: part.quantity,
    brand: part.brand,
    mpn: part.mpn,
    sku: part.sku,
  };
}

export async function seedDemoCatalog(db: Database): Promise<{ parts: number; reviews: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [partRows] = await tx.select({ n: count() }).from(parts);
    const [reviewRows] = await tx.select({ n: count() }).from(reviews);
    const added = { parts: 0, reviews: 0 };
    if (partRows?.n === 0) {
      await tx.insert(parts).values(demoParts.map(toRow));
      await writeFirstPrices(tx);
      added.parts = demoParts.length;
    }
    if (reviewRows?.n === 0) {
      await tx.insert(reviews).values(seedReviews);
      added.reviews = seedReviews.length;
    }
    return added;
  });
}

/** Each seeded part's first price, dated when it was added, as adding a part in the shop keeps it (decision 092). */
async function writeFirstPrices(db: Pick<Database, 'execute'>) {
  await db.execute(
    sql`insert into ${partPrices} (part_id, price_cents, at) select p.id, p.price_cents, p.created_at from ${parts} p where not exists (select 1 from ${partPrices} kept where kept.part_id = p.id)`,
  );
}

/**
 * What a starting server seeds: the demo catalog and its made-up reviews go into an empty database
 * outside production only. A production shop starts with an empty catalog; `npm run db:seed`
 * still fills one for a demo.
 */
export async function seedOnStart(db: Database, { production }: { production: boolean }): Promise<{ parts: number; reviews: number }> {
  if (production) return { parts: 0, reviews: 0 };
  return seedDemoCatalog(db);
}

/** Tops the live catalog up to `total` parts with generated ones, for load tests. */
export async function seedGeneratedParts(db: Database, total: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(parts).where(isNull(parts.archivedAt));
  const existing = row?.n ?? 0;
  for (let start = existing; start < total; start += BATCH) {
    const end = Math.min(start + BATCH, total);
    const batch = Array.from({ length: end - start }, (_, k) => toRow(generatedPart(start + k)));
    await db.insert(parts).values(batch);
  }
  if (total > existing) await writeFirstPrices(db);
  // Statistics for the planner and a visibility map, so that a category's facets are counted
  // from its index alone (decision 044) without waiting for autovacuum.
  if (total > existing) await db.execute(sql`vacuum analyze ${parts}`);
  return Math.max(0, total - existing);
}

/** The account that generated orders belong to; it has no password and cannot sign in. */
const GENERATED_CUSTOMER = { id: 'generated-customer', name: 'Generated customer', email: 'orders@generated.example' };

/**
 * Tops the order history up to `total` generated orders over the last 60 days, for trying the
 * back office and measuring it (`npm run bench`): mostly paid, some pending, a tenth expired,
 * none unpaid (they would hold stock), each with its timeline. One statement per batch; stock
 * is not touched.
 */
export async function seedGeneratedOrders(db: Database, total: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders);
  const existing = row?.n ?? 0;
  if (existing >= total) return 0;
  await db
    .insert(users)
    .values({ ...GENERATED_CUSTOMER, emailVerified: false, role: 'user' })
    .onConflictDoNothing({ target: users.id });
  for (let start = existing; start < total; start += BATCH * 10) {
    const end = Math.min(start + BATCH * 10, total);
    await db.execute(sql`
      with live as (
        select row_number() over (order by seq) - 1 as n, id, name, min_order, price_cents
        from ${parts} where archived_at is null
      ),
      generated as (
        select g, l.*, l.min_order + g % 3 as quantity,
          case when g % 10 = 0 then 'expired' when g % 10 < 3 then 'pending' else 'paid' end as payment,
          now() - ((g * 7307) % (60 * 86400)) * interval '1 second' as placed_at
        from generate_series(${start}::integer, ${end - 1}::integer) g
        join live l on l.n = (g * 7919) % (select count(*) from live)
      ),
      priced as (
        select generated.*, gen_random_uuid() as order_id, least(price_cents::bigint * quantity, 2000000000)::integer as total_cents
        from generated
      ),
      placed as (
        insert into ${orders} (id, user_id, email, display_name, subtotal_cents, total_cents, payment, paid_at, created_at, updated_at)
        select order_id, ${GENERATED_CUSTOMER.id}, ${GENERATED_CUSTOMER.email}, ${GENERATED_CUSTOMER.name}, total_cents, total_cents, payment,
          case when payment = 'expired' then null else placed_at + interval '2 minutes' end, placed_at, placed_at
        from priced
        returning id, payment, paid_at, created_at
      ),
      lined as (
        insert into ${orderLines} (order_id, position, part_id, part_name, min_order, quantity, unit_price_cents, total_cents)
        select order_id, 0, id, name, min_order, quantity, total_cents / quantity, total_cents from priced
      )
      insert into ${orderEvents} (order_id, kind, actor_role, actor_id, actor_email, stock_returned, at)
      select id, 'placed', 'customer', ${GENERATED_CUSTOMER.id}, ${GENERATED_CUSTOMER.email}, null::integer, created_at from placed
      union all
      select id, 'paid_by_card', 'customer', ${GENERATED_CUSTOMER.id}, ${GENERATED_CUSTOMER.email}, null, paid_at from placed where paid_at is not null
      union all
      select id, 'expired', 'system', null, null, null, created_at + interval '30 minutes' from placed where payment = 'expired'
    `);
  }
  return total - existing;
}
