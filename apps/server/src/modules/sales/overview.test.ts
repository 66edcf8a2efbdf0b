import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, parts, payments, salesDays, salesPartDays, users } from '@/db/schema.ts';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { makePart, payOrder, placeOrder, insertOrder } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';
import { rebuildSalesRollups } from './rollups.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ SHOP_TIME_ZONE: 'Asia/Tokyo' });
  [customer, admin] = [await createAccount(t), await createAccount(t, 'admin')];
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object) => callAs(t, method, url, who, payload);

/** Tokyo keeps no daylight saving time: its days begin at 15:00 UTC the day before. */
const TZ = 'Asia/Tokyo';
const TOKYO_MS = 9 * 3_600_000;
/** The instant of `hh:mm` Tokyo time `daysAgo` days before today in Tokyo. */
function tokyo(daysAgo: number, hh: number, mm = 0): Date {
  const today = new Date(Date.now() + TOKYO_MS);
  const midnightUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo);
  return new Date(midnightUtc + (hh * 60 + mm) * 60_000 - TOKYO_MS);
}
const tokyoDate = (daysAgo: number) => tokyo(daysAgo, 12).toISOString().slice(0, 10);

describe('the sales overview', () => {
  it('sums a known order history to the cent, by the shop’s calendar days', async () => {
    // The figures are over every order: start from none.
    await t.db.delete(payments);
    await t.db.delete(orders);
    const [user] = await t.db.select().from(users).where(eq(users.email, customer.email));
    const part = async (name: string, priceCents: number) => makePart(t, { name, priceCents, stock: 50 });
    const [a, b, c, d, e, f, g] = [
      await part('A', 10_000),
      await part('B', 2_500),
      await part('C', 1_999),
      await part('D', 12_345),
      await part('E', 700),
      await part('F', 333),
      await part('G', 600),
    ];
    const order = (p: typeof a, quantity: number, payment: 'unpaid' | 'pending' | 'paid' | 'expired', paidAt: Date | null) =>
      insertOrder(t, {
        partId: p.id,
        userId: user!.id,
        email: customer.email,
        displayName: customer.name,
        partName: p.name,
        quantity,
        unitPriceCents: p.priceCents,
        payment,
        paidAt,
      });
    await Promise.all([
      order(a, 2, 'pending', tokyo(0, 0, 30)), // today, just after midnight in Tokyo (yesterday in UTC)
      order(b, 1, 'paid', tokyo(0, 12)),
      order(a, 1, 'paid', new Date(tokyo(0, 0).getTime() - 1)), // yesterday's last millisecond
      order(c, 3, 'paid', tokyo(6, 12)),
      order(d, 1, 'paid', tokyo(7, 12)), // the week before
      order(g, 1, 'paid', tokyo(20, 12)),
      order(e, 1, 'paid', tokyo(29, 9)),
      order(f, 1, 'paid', tokyo(30, 12)), // the 30 days before
      order(f, 1, 'paid', tokyo(59, 0, 0)),
      order(e, 1, 'paid', new Date(tokyo(59, 0).getTime() - 1)), // 60 days back: outside both
      order(b, 2, 'unpaid', null),
      order(b, 1, 'expired', null),
    ]);

    // A history written outside the app (as a migration or the seed does) is summed again.
    await rebuildSalesRollups(t.db, TZ);
    const res = await call('GET', '/api/admin/overview', admin);
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.timeZone).toBe(TZ);
    expect(overview.today).toEqual({ revenueCents: 22_500, discountCents: 0, grossCents: 22_500, paidOrders: 2, previousRevenueCents: 10_000, previousPaidOrders: 1 });
    expect(overview.last7Days).toEqual({ revenueCents: 38_497, discountCents: 0, grossCents: 38_497, paidOrders: 4, previousRevenueCents: 12_345, previousPaidOrders: 1 });
    expect(overview.last30Days).toEqual({ revenueCents: 52_142, discountCents: 0, grossCents: 52_142, paidOrders: 7, previousRevenueCents: 666, previousPaidOrders: 2 });
    expect(overview.days).toHaveLength(30);
    expect(overview.days[29]).toEqual({ date: tokyoDate(0), revenueCents: 22_500, paidOrders: 2 });
    expect(overview.days[28]).toEqual({ date: tokyoDate(1), revenueCents: 10_000, paidOrders: 1 });
    expect(overview.days[0]).toEqual({ date: tokyoDate(29), revenueCents: 700, paidOrders: 1 });
    expect(overview.days[1]).toEqual({ date: tokyoDate(28), revenueCents: 0, paidOrders: 0 });
    expect(overview.byState).toEqual({ unpaid: 1, pending: 1, paid: 9, expired: 1 });
    expect(overview.topParts).toEqual([
      { partId: a.id, name: 'A', revenueCents: 30_000, quantity: 3 },
      { partId: d.id, name: 'D', revenueCents: 12_345, quantity: 1 },
      { partId: c.id, name: 'C', revenueCents: 5_997, quantity: 3 },
      { partId: b.id, name: 'B', revenueCents: 2_500, quantity: 1 },
      { partId: e.id, name: 'E', revenueCents: 700, quantity: 1 },
    ]);

    // In UTC the first order falls on the day before.
    await rebuildSalesRollups(t.db, 'UTC');
    const [utcToday] = await t.db.select().from(salesDays).where(eq(salesDays.day, new Date().toISOString().slice(0, 10)));
    expect(utcToday?.revenueCents ?? 0).not.toBe(22_500);
    await rebuildSalesRollups(t.db, TZ);
  });

  it('adds each card payment to its day as it is confirmed, as a rebuild would', async () => {
    const part = await makePart(t, { name: 'Paid through the API', priceCents: 4_321, stock: 10 });
    const before = (await call('GET', '/api/admin/overview', admin)).json();
    const first = await placeOrder(t, customer, part.id, 2);
    await payOrder(t, customer, first._id);
    await payOrder(t, customer, (await placeOrder(t, customer, part.id, 1))._id);
    // Confirming again adds nothing.
    await call('PATCH', `/api/order/${first._id}`, customer, { payment: 'pending' });

    const after = (await call('GET', '/api/admin/overview', admin)).json();
    // What the cards were charged: the parts and each order's shipping (no tax in the US).
    expect(after.today.revenueCents - before.today.revenueCents).toBe(3 * 4_321 + 2 * 999);
    expect(after.today.paidOrders - before.today.paidOrders).toBe(2);
    expect(after.topParts).toContainEqual({ partId: part.id, name: 'Paid through the API', revenueCents: 12_963, quantity: 3 });

    const sums = async () => ({ days: await t.db.select().from(salesDays).orderBy(salesDays.day), parts: await t.db.select().from(salesPartDays).orderBy(salesPartDays.day, salesPartDays.partId) });
    const kept = await sums();
    await rebuildSalesRollups(t.db, TZ);
    expect(await sums()).toEqual(kept);

    // The counts per state, kept by a trigger through every change, are the orders' own.
    const expired = await placeOrder(t, customer, part.id, 1);
    await call('DELETE', `/api/order/${(await placeOrder(t, customer, part.id, 1))._id}`, customer);
    t.advanceClock(31 * 60_000);
    await t.runJobs();
    await call('PATCH', `/api/order/${first._id}`, admin, { payment: 'paid' });
    const counted = await t.db.select({ state: orders.payment, n: count() }).from(orders).groupBy(orders.payment);
    const byState = (await call('GET', '/api/admin/overview', admin)).json().byState;
    expect(byState).toEqual({ unpaid: 0, pending: 0, paid: 0, expired: 0, ...Object.fromEntries(counted.map((c) => [c.state, c.n])) });
    expect(byState.expired).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `/api/order/${expired._id}`, customer)).json().payment).toBe('expired');
  });

  it('lists live parts below their own threshold or the shop default, which the admin sets', async () => {
    const low = await makePart(t, { name: 'Low', stock: 2 });
    const fine = await makePart(t, { name: 'Fine', stock: 8 });
    const own = await makePart(t, { name: 'Own threshold', stock: 8 });
    const gone = await makePart(t, { name: 'Archived', stock: 0 });
    await t.db.update(parts).set({ archivedAt: new Date() }).where(eq(parts.id, gone.id));
    const lowIds = async () => ((await call('GET', '/api/admin/overview', admin)).json().lowStock as { partId: string }[]).map((p) => p.partId);

    expect((await call('GET', '/api/admin/overview', admin)).json().lowStockDefault).toBe(5);
    expect(await lowIds()).toContain(low.id);
    expect(await lowIds()).not.toContain(fine.id);
    expect(await lowIds()).not.toContain(gone.id);

    const set = await call('PUT', `/api/admin/part/${own.id}/low-stock`, admin, { threshold: 10 });
    expect(set.json()).toEqual({ threshold: 10, lowStockDefault: 5 });
    expect((await call('GET', `/api/admin/part/${own.id}/low-stock`, admin)).json()).toEqual({ threshold: 10, lowStockDefault: 5 });
    const entry = (await call('GET', '/api/admin/overview', admin)).json().lowStock.find((p: { partId: string }) => p.partId === own.id);
    expect(entry).toEqual({ partId: own.id, name: 'Own threshold', quantity: 8, threshold: 10 });

    expect((await call('PUT', '/api/admin/settings/low-stock', admin, { threshold: 9 })).json()).toEqual({ lowStockDefault: 9 });
    expect(await lowIds()).toContain(fine.id);
    await call('PUT', `/api/admin/part/${own.id}/low-stock`, admin, { threshold: null });
    expect((await call('GET', `/api/admin/part/${own.id}/low-stock`, admin)).json()).toEqual({ threshold: null, lowStockDefault: 9 });
    // The threshold is the admin's: the public catalog does not carry it.
    expect((await call('GET', `/api/part/${own.id}`)).json()).not.toHaveProperty('lowStockThreshold');
  });

  it('ranks the top parts by revenue, then by name, however many tie at the last place', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, customer.email));
    // Made in another order than their names', so neither their ids nor their places decide.
    for (const name of ['Tie F', 'Tie B', 'Tie D', 'Tie A', 'Tie E', 'Tie C']) {
      const part = await makePart(t, { name, priceCents: 900_000, stock: 5 });
      await insertOrder(t, {
        partId: part.id,
        userId: user!.id,
        email: customer.email,
        displayName: customer.name,
        partName: name,
        quantity: 1,
        unitPriceCents: part.priceCents,
        payment: 'paid',
        paidAt: tokyo(0, 12),
      });
    }
    await rebuildSalesRollups(t.db, TZ);
    const { topParts } = (await call('GET', '/api/admin/overview', admin)).json();
    expect(topParts.map((p: { name: string }) => p.name)).toEqual(['Tie A', 'Tie B', 'Tie C', 'Tie D', 'Tie E']);
  });

  it('refuses bad input and anyone but an admin, changing nothing', async () => {
    const part = await makePart(t, { stock: 3 });
    for (const threshold of [-1, 1.5, '3', 2_000_000]) {
      const res = await call('PUT', `/api/admin/part/${part.id}/low-stock`, admin, { threshold });
      expect(res.statusCode).toBe(400);
    }
    expect((await call('PUT', '/api/admin/settings/low-stock', admin, {})).statusCode).toBe(400);
    expect((await call('GET', `/api/admin/part/00000000-0000-4000-8000-000000000000/low-stock`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/overview', customer)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/settings/low-stock', customer, { threshold: 1 })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/overview')).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/part/${part.id}/low-stock`, admin)).json().threshold).toBeNull();
  });
});
