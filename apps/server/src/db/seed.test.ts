import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '@/test/test-app.ts';
import { orderEvents, orders, parts, reviews } from './schema.ts';
import { seedReviews } from './seed-catalog.ts';
import { demoParts, seedGeneratedOrders, seedOnStart } from './seed.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  // An empty database, as a new shop's first start finds it.
  await t.db.delete(reviews);
  await t.db.delete(parts);
});
afterAll(() => t.close());

const rows = async () => ({
  parts: (await t.db.select({ n: count() }).from(parts))[0]!.n,
  reviews: (await t.db.select({ n: count() }).from(reviews))[0]!.n,
});

it('a production server never seeds the demo catalog and its made-up reviews', async () => {
  expect(await seedOnStart(t.db, { production: true })).toEqual({ parts: 0, reviews: 0 });
  expect(await rows()).toEqual({ parts: 0, reviews: 0 });
});

it('a development server seeds an empty database, once', async () => {
  const expected = { parts: demoParts.length, reviews: seedReviews.length };
  expect(await seedOnStart(t.db, { production: false })).toEqual(expected);
  expect(await seedOnStart(t.db, { production: false })).toEqual({ parts: 0, reviews: 0 });
  expect(await rows()).toEqual(expected);
});

it('tops the order history up to a number of generated orders, each with its timeline', async () => {
  expect(await seedGeneratedOrders(t.db, 25)).toBe(25);
  expect(await seedGeneratedOrders(t.db, 25)).toBe(0);
  const byState = await t.db.select({ payment: orders.payment, n: count() }).from(orders).groupBy(orders.payment);
  expect(Object.fromEntries(byState.map((s) => [s.payment, s.n]))).toEqual({ expired: 3, pending: 6, paid: 16 });
  const events = await t.db.select({ kind: orderEvents.kind, n: count() }).from(orderEvents).groupBy(orderEvents.kind);
  expect(Object.fromEntries(events.map((e) => [e.kind, e.n]))).toEqual({ placed: 25, paid_by_card: 22, expired: 3 });
  const [overdue] = await t.db.select({ n: count() }).from(orders).where(sql`${orders.paidAt} is null and ${orders.payment} <> 'expired'`);
  expect(overdue!.n).toBe(0);
});
