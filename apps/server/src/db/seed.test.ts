import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { parts, reviews } from './schema.ts';
import { seedParts, seedReviews } from './seed-catalog.ts';
import { seedOnStart } from './seed.ts';

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
  const expected = { parts: seedParts.length, reviews: seedReviews.length };
  expect(await seedOnStart(t.db, { production: false })).toEqual(expected);
  expect(await seedOnStart(t.db, { production: false })).toEqual({ parts: 0, reviews: 0 });
  expect(await rows()).toEqual(expected);
});
