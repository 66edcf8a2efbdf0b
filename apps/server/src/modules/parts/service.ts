/**
 * The catalog: live (not archived) parts in listing order, held in memory and rebuilt after a
 * write. A part is answered in the spec's shape (`_id`, price in dollars, `text`, `min`).
 */
import { fromCents, messages, toCents, type NewPartInput, type Part, type PartUpdateInput } from '@coreparts/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { cachedJson } from '../../cached-json.ts';
import type { Database } from '../../db/client.ts';
import { parts } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http-errors.ts';

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

    async addPart(input: NewPartInput): Promise<Part> {
      const [row] = await db
        .insert(parts)
        .values({
          name: input.name,
          category: input.category,
          priceCents: toCents(input.price),
          image: input.image,
          description: input.description,
          minOrder: input.min,
          quantity: input.quantity,
        })
        .returning();
      catalog.invalidate();
      return toPart(row!);
    },

    /** Applies the fields given; a field left out keeps its value. */
    async updatePart(id: string, input: PartUpdateInput): Promise<Part> {
      const part = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(parts).where(and(eq(parts.id, id), isNull(parts.archivedAt))).for('update');
        if (!current) throw notFound('Part');
        const minOrder = input.min ?? current.minOrder;
        const quantity = input.quantity ?? current.quantity;
        if (minOrder > quantity && (input.min !== undefined || input.quantity !== undefined)) {
          throw new HttpError(400, 'bad_request', messages.catalog.minimumAboveStock);
        }
        const [row] = await tx
          .update(parts)
          .set({
            name: input.name,
            category: input.category,
            priceCents: input.price === undefined ? undefined : toCents(input.price),
            image: input.image,
            description: input.text,
            minOrder: input.min,
            quantity: input.quantity,
            updatedAt: new Date(),
          })
          .where(eq(parts.id, id))
          .returning();
        return toPart(row!);
      });
      catalog.invalidate();
      return part;
    },

    /** Takes the part out of the catalog; orders that have it keep it (DESIGN §4). */
    async archivePart(id: string): Promise<void> {
      const [row] = await db
        .update(parts)
        .set({ archivedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(parts.id, id), isNull(parts.archivedAt)))
        .returning({ id: parts.id });
      if (!row) throw notFound('Part');
      catalog.invalidate();
    },
  };
}

export type PartsService = ReturnType<typeof createPartsService>;
