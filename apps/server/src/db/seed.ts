/**
 * The demo catalog: written once into an empty database, so seeding is idempotent and safe when
 * several processes start together (they queue on a transaction-scoped advisory lock).
 */
import { toCents } from '@coreparts/shared';
import { count, isNull, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { parts, reviews } from './schema.ts';
import { generatedPart, seedParts, seedReviews, type SeedPart } from './seed-catalog.ts';

const SEED_LOCK = 7_240_312;
const BATCH = 1000;

function toRow(part: SeedPart): typeof parts.$inferInsert {
  return {
    name: part.name,
    category: part.category,
    priceCents: toCents(part.price),
    image: part.image,
    description: part.description,
    minOrder: part.min,
    quantity: part.quantity,
  };
}

export async function seedDemoCatalog(db: Database): Promise<{ parts: number; reviews: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [partRows] = await tx.select({ n: count() }).from(parts);
    const [reviewRows] = await tx.select({ n: count() }).from(reviews);
    const added = { parts: 0, reviews: 0 };
    if (partRows?.n === 0) {
      await tx.insert(parts).values(seedParts.map(toRow));
      added.parts = seedParts.length;
    }
    if (reviewRows?.n === 0) {
      await tx.insert(reviews).values(seedReviews);
      added.reviews = seedReviews.length;
    }
    return added;
  });
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
  return Math.max(0, total - existing);
}
