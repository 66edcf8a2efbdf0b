/**
 * The admin's sales overview (issue 14): revenue and paid orders per day of the admin's calendar,
 * period totals against the period before, orders by state, top parts, and parts low on stock.
 * Days are the shop's (SHOP_TIME_ZONE). Revenue counts an order on the day its card payment was
 * confirmed (unpaid → pending); marking it paid later does not move it. The sums per day and per
 * part and day are kept with each payment (rollups.ts, decision 028), so the answer reads a few
 * rows whatever the number of orders; so are the orders per state (a trigger keeps them). The
 * database adds them up, in integer cents.
 */
import { paymentStatuses, type PaymentStatus, type PeriodFigures, type SalesOverview } from '@coreparts/shared';
import { between, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { notFound } from '@/lib/http-errors.ts';
import { partNames } from '@/modules/parts/part-rows.ts';
import type { StockService } from '@/modules/stock/service.ts';
import { orderStateCounts, salesDays, salesPartDays, shopSettings } from './tables.ts';

/** Days the chart shows; the figures compare them with as many days before. */
const DAYS = 30;
const LOW_STOCK_DEFAULT_KEY = 'low_stock_default';
/** A part with fewer units than this is low on stock, unless the admin set another number. */
const LOW_STOCK_DEFAULT = 5;
const LOW_STOCK_LIST = 50;
const TOP_PARTS = 5;

/** `YYYY-MM-DD` of the day `offset` days from `date` (also `YYYY-MM-DD`). */
function dayFrom(date: string, offset: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

export function createSalesOverview(db: Database, stock: StockService, { now, timeZone }: { now: () => Date; timeZone: string }) {
  async function lowStockDefault(): Promise<number> {
    const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, LOW_STOCK_DEFAULT_KEY));
    return typeof row?.value === 'number' ? row.value : LOW_STOCK_DEFAULT;
  }

  /**
   * The parts that sold most in the days `inDays`, by revenue, then by name as the database sorts
   * names, each named as the parts module has it. The database ranks them first, ties kept, so the
   * names asked for are those of the few that can make the list.
   */
  async function topPartsOf(inDays: SQL) {
    const ranked = db
      .select({
        partId: salesPartDays.partId,
        revenueCents: sql<string>`sum(${salesPartDays.revenueCents})`.as('revenue_cents'),
        quantity: sql<string>`sum(${salesPartDays.quantity})`.as('quantity'),
        rank: sql<number>`rank() over (order by sum(${salesPartDays.revenueCents}) desc)`.as('rank'),
      })
      .from(salesPartDays)
      .where(inDays)
      .groupBy(salesPartDays.partId)
      .as('ranked');
    const top = await db.select().from(ranked).where(lte(ranked.rank, TOP_PARTS));
    // Sales are summed from order lines, which point at their parts' rows: every part has a name.
    const named = await partNames(db, top.map((part) => part.partId));
    const place = new Map(named.map((part, i) => [part.id, i]));
    return top
      .sort((a, b) => Number(b.revenueCents) - Number(a.revenueCents) || place.get(a.partId)! - place.get(b.partId)!)
      .slice(0, TOP_PARTS)
      .map((part) => ({ partId: part.partId, name: named[place.get(part.partId)!]!.name, revenueCents: part.revenueCents, quantity: part.quantity }));
  }

  return {
    lowStockDefault,

    async overview(): Promise<Omit<SalesOverview, 'returns'>> {
      // The shop's today (en-CA writes YYYY-MM-DD).
      const todayDate = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now());
      const lastDays = (day: typeof salesDays.day | typeof salesPartDays.day, days: number) => between(day, dayFrom(todayDate, 1 - days), todayDate);
      const threshold = await lowStockDefault();
      const [perDay, byState, topParts, lowStock] = await Promise.all([
        db
          .select()
          .from(salesDays)
          .where(lastDays(salesDays.day, 2 * DAYS)),
        db
          .select({ state: orderStateCounts.state, n: sql<string>`sum(${orderStateCounts.orders})` })
          .from(orderStateCounts)
          .groupBy(orderStateCounts.state),
        topPartsOf(lastDays(salesPartDays.day, DAYS)),
        stock.lowStock(threshold, LOW_STOCK_LIST),
      ]);

      const sold = new Map(perDay.map((d) => [d.day, { revenueCents: Number(d.revenueCents), discountCents: Number(d.discountCents), paidOrders: d.paidOrders }]));
      // Day 0 is today, day 1 yesterday, … day 59.
      const daysBack = Array.from({ length: 2 * DAYS }, (_, i) => {
        const date = dayFrom(todayDate, -i);
        return { date, ...(sold.get(date) ?? { revenueCents: 0, discountCents: 0, paidOrders: 0 }) };
      });
      const period = (length: number): PeriodFigures => {
        const sum = (from: number, key: 'revenueCents' | 'discountCents' | 'paidOrders') =>
          daysBack.slice(from, from + length).reduce((total, day) => total + day[key], 0);
        return {
          revenueCents: sum(0, 'revenueCents'),
          discountCents: sum(0, 'discountCents'),
          grossCents: sum(0, 'revenueCents') + sum(0, 'discountCents'),
          paidOrders: sum(0, 'paidOrders'),
          previousRevenueCents: sum(length, 'revenueCents'),
          previousPaidOrders: sum(length, 'paidOrders'),
        };
      };
      const counts = new Map(byState.map((s) => [s.state, Number(s.n)]));

      return {
        timeZone,
        days: daysBack.slice(0, DAYS).reverse().map(({ date, revenueCents, paidOrders }) => ({ date, revenueCents, paidOrders })),
        today: period(1),
        last7Days: period(7),
        last30Days: period(DAYS),
        byState: Object.fromEntries(paymentStatuses.map((s) => [s, counts.get(s) ?? 0])) as Record<PaymentStatus, number>,
        topParts: topParts.map((p) => ({ ...p, revenueCents: Number(p.revenueCents), quantity: Number(p.quantity) })),
        lowStock,
        lowStockDefault: threshold,
      };
    },

    async setLowStockDefault(threshold: number): Promise<number> {
      await db
        .insert(shopSettings)
        .values({ key: LOW_STOCK_DEFAULT_KEY, value: threshold })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value: threshold, updatedAt: new Date() } });
      return threshold;
    },

    async partLowStock(partId: string) {
      const part = await stock.lowStockThreshold(partId);
      if (!part) throw notFound('Part');
      return { threshold: part.threshold, lowStockDefault: await lowStockDefault() };
    },

    /** A part's own threshold, or null for the shop's default. Not part of the public catalog. */
    async setPartLowStock(partId: string, threshold: number | null) {
      const part = await stock.setLowStockThreshold(partId, threshold);
      if (!part) throw notFound('Part');
      return { threshold: part.threshold, lowStockDefault: await lowStockDefault() };
    },
  };
}

export type SalesOverviewService = ReturnType<typeof createSalesOverview>;
