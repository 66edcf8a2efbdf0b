/**
 * Stock: the units of each part on the shelf (`parts.quantity`), taken by a hold, given back when
 * a hold or a sale ends, set by an admin's edit; and the parts running low. Every change of stock
 * comes through here (decision 079), on the parts' rows locked in the order of their ids, so two
 * changes over the same parts never wait for each other in a circle. A part whose stock goes from
 * 0 to more is a restock, told in the same transaction to whoever listens (the stock alerts).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import type { PartRow } from '@/modules/parts/part-rows.ts';
import { parts } from '@/modules/parts/tables.ts';

/** Units of one part. */
export interface StockLine {
  partId: string;
  quantity: number;
}

/** A live part's own low-stock threshold; null: the shop's default. */
export interface LowStockThreshold {
  threshold: number | null;
}

/** Told, in the transaction of a restock, which parts went from none in stock to some. */
export type RestockListener = (tx: Transaction, partIds: string[]) => Promise<void>;

export function createStockService(db: Database) {
  const restockListeners: RestockListener[] = [];

  /** The parts' rows, locked for the transaction in the order of their ids: to change, or (`share`) only to read, their stock. */
  function lockParts(tx: Transaction, partIds: string[], strength: 'update' | 'share' = 'update'): Promise<PartRow[]> {
    return tx.select().from(parts).where(inArray(parts.id, partIds)).orderBy(asc(parts.id)).for(strength);
  }

  /** A restock is a part's stock going from 0 to more (decision 054); `before` are the rows before units came in. */
  async function tellRestocks(tx: Transaction, before: PartRow[]): Promise<void> {
    const partIds = before.filter((part) => part.quantity === 0).map((part) => part.id);
    if (partIds.length === 0) return;
    for (const listener of restockListeners) await listener(tx, partIds);
  }

  /** Units out of stock (back into it when negative), every part in one statement, on rows the transaction has locked. */
  async function take(tx: Transaction, lines: StockLine[]): Promise<void> {
    const taken = sql.join(
      lines.map((line) => sql`(${line.partId}::uuid, ${line.quantity}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${parts} set quantity = ${parts.quantity} - taken.quantity, updated_at = now()
      from (values ${taken}) as taken (part_id, quantity) where ${parts.id} = taken.part_id`);
  }

  return {
    lockParts,
    take,

    /** A part's units as an admin counted them, in the edit's transaction, which has locked its row. */
    async set(tx: Transaction, partId: string, quantity: number): Promise<void> {
      await this.setMany(tx, [{ partId, quantity }]);
    },

    /** Parts' units as an admin counted them (a catalog import), in one statement; a restock among them is told. */
    async setMany(tx: Transaction, lines: StockLine[]): Promise<void> {
      const before = await lockParts(tx, lines.map((line) => line.partId));
      const counted = sql.join(
        lines.map((line) => sql`(${line.partId}::uuid, ${line.quantity}::integer)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${parts} set quantity = counted.quantity
        from (values ${counted}) as counted (part_id, quantity) where ${parts.id} = counted.part_id`);
      const stocked = new Set(lines.filter((line) => line.quantity > 0).map((line) => line.partId));
      await tellRestocks(tx, before.filter((part) => stocked.has(part.id)));
    },

    /** Units back into stock, in the transaction that ends a hold or a sale; answers the parts whose stock changed. */
    async giveBack(tx: Transaction, lines: StockLine[]): Promise<string[]> {
      const units = new Map<string, number>();
      for (const line of lines) if (line.quantity > 0) units.set(line.partId, (units.get(line.partId) ?? 0) + line.quantity);
      const partIds = [...units.keys()].sort();
      if (partIds.length === 0) return [];
      const before = await lockParts(tx, partIds);
      await take(
        tx,
        partIds.map((partId) => ({ partId, quantity: -units.get(partId)! })),
      );
      await tellRestocks(tx, before);
      return partIds;
    },

    /** Calls `listener` in the transaction of every restock, whichever change made it. */
    onRestock(listener: RestockListener): void {
      restockListeners.push(listener);
    },

    /** Live parts with fewer units than their own threshold or `defaultThreshold`, fewest first (the sales overview). */
    lowStock(defaultThreshold: number, limit: number) {
      const threshold = sql<number>`coalesce(${parts.lowStockThreshold}, ${defaultThreshold}::integer)`;
      return db
        .select({ partId: parts.id, name: parts.name, quantity: parts.quantity, threshold })
        .from(parts)
        .where(and(isNull(parts.archivedAt), sql`${parts.quantity} < ${threshold}`))
        .orderBy(parts.quantity, parts.name)
        .limit(limit);
    },

    /** A live part's threshold, or undefined when there is no such part. */
    async lowStockThreshold(partId: string): Promise<LowStockThreshold | undefined> {
      const [part] = await db.select({ threshold: parts.lowStockThreshold }).from(parts).where(and(eq(parts.id, partId), isNull(parts.archivedAt)));
      return part;
    },

    /** Sets a live part's threshold (null for the shop's default); undefined when there is no such part. */
    async setLowStockThreshold(partId: string, threshold: number | null): Promise<LowStockThreshold | undefined> {
      const [part] = await db
        .update(parts)
        .set({ lowStockThreshold: threshold })
        .where(and(eq(parts.id, partId), isNull(parts.archivedAt)))
        .returning({ threshold: parts.lowStockThreshold });
      return part;
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
