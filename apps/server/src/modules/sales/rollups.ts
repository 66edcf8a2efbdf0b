/**
 * Card sales summed per day of the shop's calendar (decision 028): each payment adds itself to
 * its day, in the transaction that records it, so the sales overview reads a few rows whatever
 * the number of orders. The days are SHOP_TIME_ZONE's; when that setting changes, or on a
 * database whose orders came from elsewhere (a migration, the seed), the sums are rebuilt from
 * the orders themselves.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { paidLineSales, paidOrderSales } from '@/modules/orders/sales-history.ts';
import { refundedLineSales, refundSales } from '@/modules/payments/refund-sales.ts';
import { salesDays, salesPartDays, shopSettings } from './tables.ts';

/** The time zone the stored sums were made in. */
const ROLLUP_TIME_ZONE_KEY = 'sales_time_zone';

/**
 * A change of revenue on one day: a payment (its total, its lines, one order) or a refund (all
 * negative, no order).
 */
export interface Sale {
  totalCents: number;
  /** What promotions took off a payment's parts; a refund gives none back. */
  discountCents?: number;
  lines: { partId: string; totalCents: number; quantity: number }[];
  at: Date;
  orders: 1 | 0;
}

/** Adds a payment or a refund to its day's sums, in its transaction `tx`. */
export async function recordSale(tx: Transaction, sale: Sale, timeZone: string): Promise<void> {
  const day = sql`(${sale.at.toISOString()}::timestamptz at time zone ${timeZone})::date`;
  await tx
    .insert(salesDays)
    .values({ day, revenueCents: sale.totalCents, discountCents: sale.discountCents ?? 0, paidOrders: sale.orders })
    .onConflictDoUpdate({
      target: salesDays.day,
      set: {
        revenueCents: sql`${salesDays.revenueCents} + excluded.revenue_cents`,
        discountCents: sql`${salesDays.discountCents} + excluded.discount_cents`,
        paidOrders: sql`${salesDays.paidOrders} + excluded.paid_orders`,
      },
    });
  const byPart = new Map<string, { revenueCents: number; quantity: number }>();
  for (const line of sale.lines) {
    const sum = byPart.get(line.partId) ?? { revenueCents: 0, quantity: 0 };
    byPart.set(line.partId, { revenueCents: sum.revenueCents + line.totalCents, quantity: sum.quantity + line.quantity });
  }
  if (byPart.size === 0) return;
  await tx
    .insert(salesPartDays)
    // In the order of the parts' ids, as every change of several parts takes its rows.
    .values([...byPart].sort(([a], [b]) => (a < b ? -1 : 1)).map(([partId, sum]) => ({ day, partId, ...sum })))
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
    // Payments count on the day they were made, refunds (not failed) on the day they were asked
    // for; each module answers for its own rows.
    await tx.execute(sql`
      insert into ${salesDays} (day, revenue_cents, discount_cents, paid_orders)
      select day, sum(revenue), sum(discount), sum(paid) from (${paidOrderSales(timeZone)} union all ${refundSales(timeZone)}) moves group by 1`);
    await tx.execute(sql`
      insert into ${salesPartDays} (day, part_id, revenue_cents, quantity)
      select day, part_id, sum(revenue), sum(units) from (${paidLineSales(timeZone)} union all ${refundedLineSales(timeZone)}) moves group by 1, 2`);
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
