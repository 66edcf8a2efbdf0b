/**
 * The catalog: live (not archived) parts in listing order, held in memory and rebuilt after a
 * write. A part is answered in the spec's shape (`_id`, price in dollars, `text`, `min`).
 */
import { fromCents, type Part } from '@coreparts/shared';
import { asc, isNull } from 'drizzle-orm';
import { cachedJson } from '../../cached-json.ts';
import type { Database } from '../../db/client.ts';
import { parts } from '../../db/schema.ts';

type PartRow = typeof parts.$inferSelect;

export function toPart(row: PartRow): Part {
  return {
    _id: row.id,
    name: row.name,
    category: row.category,
    price: fromCents(row.priceCents),
    image: row.image,
    text: row.description,
    min: row.minOrder,
    quantity: row.quantity,
  };
}

export function createPartsService(db: Database) {
  let byId = new Map<string, Part>();

  const catalog = cachedJson(async () => {
    const rows = await db.select().from(parts).where(isNull(parts.archivedAt)).orderBy(asc(parts.seq));
    const list = rows.map(toPart);
    byId = new Map(list.map((p) => [p._id, p]));
    return list;
  });

  return {
    /** The whole live catalog, serialized once per change. */
    getCatalog: catalog.get,
    async getPart(id: string): Promise<Part | undefined> {
      await catalog.get();
      return byId.get(id);
    },
    /** Every write to parts calls this, so the next read sees it. */
    invalidateCatalog: catalog.invalidate,
  };
}

export type PartsService = ReturnType<typeof createPartsService>;
