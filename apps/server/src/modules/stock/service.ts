/**
 * Stock: the units of each part on the shelf (`parts.quantity`), taken by a hold, given back when
 * a hold or a sale ends, set by an admin's edit; and the parts running low. Every change of stock
 * comes through here (decision 079), on the parts' rows locked in the order of their ids, so two
 * changes over the same parts never wait for each other in a circle.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '@/db/client.ts';
import type { PartRow } from '@/modules/parts/part-rows.ts';
import { parts } from '@/modules/parts/tables.ts';

/** Units of one part. */
export interface StockLine {
  partId: string;
  quantity: number;
}

export function createStock() {
  /** The parts' rows, locked for the transaction in the order of their ids. */
  function lockParts(tx: Transaction, partIds: string[]): Promise<PartRow[]> {
    return tx.select().from(parts).where(inArray(parts.id, partIds)).orderBy(asc(parts.id)).for('update');
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

    /** Units back into stock, in the transaction that ends a hold or a sale; answers the parts whose stock changed. */
    async giveBack(tx: Transaction, lines: StockLine[]): Promise<string[]> {
      const units = new Map<string, number>();
      for (const line of lines) if (line.quantity > 0) units.set(line.partId, (units.get(line.partId) ?? 0) + line.quantity);
      const partIds = [...units.keys()].sort();
      if (partIds.length === 0) return [];
      await lockParts(tx, partIds);
      await take(
        tx,
        partIds.map((partId) => ({ partId, quantity: -units.get(partId)! })),
      );
      return partIds;
    },
  };
}

export type Stock = ReturnType<typeof createStock>;
