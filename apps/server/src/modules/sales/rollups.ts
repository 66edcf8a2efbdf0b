/**
 * Card sales summed per day of the shop's calendar (decision 028): each payment adds itself to
 * its day, in the transaction that records it, so the sales overview reads a few rows whatever
 * the number of orders. The days are SHOP_TIME_ZONE's; when that setting changes, or on a
 * database whose orders came from elsewhere (a migration, the seed), the sums are rebuilt from
 * the orders themselves.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { orders, salesDays, salesPartDays, shopSettings } from '@/db/schema.ts';

/** The time zone the stored sums were made in. */
const ROLLUP_TIME_ZONE_KEY = 'sales_time_zone';

export interface Sale {
  partId: string;
  totalCents: number;
  quantity: number;
  paidAt: Date;
}

/** Adds one paid order to its day's sums, in the payment's transaction `tx`. */
export async function recordSale(tx: Transaction, sale: Sale, timeZone: string): Promise<void> {
  const day = sql`(${sale.paidAt.toISOString()}::timestamptz at time zone ${timeZone})::date`;
  await tx
    .insert(salesDays)
    .values({ day, revenueCents: sale.totalCents, paidOrders: 1 })
    .onConflictDoUpdate({
      target: salesDays.day,
      set: { revenueCents: sql`${salesDays.revenueCents} + excluded.revenue_cents`, paidOrders: sql`${salesDays.paidOrders} + 1` },
    });
  await tx
    .insert(salesPartDays)
    .values({ day, partId: sale.partId, revenueCents: sale.totalCents, quantity: sale.quantity })
    .onConflictDoUpdate({
      target: [salesPartDays.day, salesPartDays.partId],
      set: {
        revenueCents: sql`${salesPartDays.revenueCents} + excluded.revenue_cents`,
        quantity: sql`${salesPartDays.quantity} + excluded.quantity`,
      },
    });
}

/**
 * The sums made again from every paid order. The tables are locked first, so a payment being
 * recorded meanwhile waits and then adds itself to the new sums, never to the old.
 */
export async function rebuildSalesRollups(db: Database, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${salesDays}, ${salesPartDays} in exclusive mode`);
    await tx.delete(salesDays);
    await tx.delete(salesPartDays);
    const day = sql`(${orders.paidAt} at time zone ${timeZone})::date`;
    await tx.execute(sql`
      insert into ${salesDays} (day, revenue_cents, paid_orders)
      select ${day}, sum(${orders.totalCents}), count(*) from ${orders} where ${orders.paidAt} is not null group by 1`);
    await tx.execute(sql`
      insert into ${salesPartDays} (day, part_id, revenue_cents, quantity)
      select ${day}, ${orders.partId}, sum(${orders.totalCents}), sum(${orders.quantity})
      from ${orders} where ${orders.paidAt} is not null group by 1, 2`);
    await tx
      .insert(shopSettings)
      .values({ key: ROLLUP_TIME_ZONE_KEY, value: timeZone })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: timeZone, updatedAt: new Date() } });
  });
}

/** Rebuilds the sums unless they were made in `timeZone`; true when it did. */
export async function ensureSalesRollups(db: Database, timeZone: string): Promise<boolean> {
  const [made] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, ROLLUP_TIME_ZONE_KEY));
  if (made?.value === timeZone) return false;
  await rebuildSalesRollups(db, timeZone);
  return true;
}
