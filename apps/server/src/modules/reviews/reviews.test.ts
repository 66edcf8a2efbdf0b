import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedReviews } from '../../db/seed-catalog.ts';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('GET /api/all-reviews answers the reviews oldest first', async () => {
  const res = await t.app.inject('/api/all-reviews');
  expect(res.statusCode).toBe(200);
  const body = res.json() as { name: string; text: string; image: string; rating: number }[];
  expect(body.map(({ name, text, image, rating }) => ({ name, text, image, rating }))).toEqual(seedReviews);
});
