import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReviews } from '@/db/seed-catalog.ts';
import { callAs, createAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

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

describe('GET /api/all-reviews?limit=N', () => {
  type Listed = { _id: string; text: string };
  const get = (url: string) => t.app.inject(url);

  it('answers only the newest N, newest first, and sees a new review at once', async () => {
    const everything = (await get('/api/all-reviews')).json() as Listed[];
    const newest = (await get('/api/all-reviews?limit=3')).json() as Listed[];
    expect(newest).toEqual(everything.slice(-3).reverse());

    const customer = await createAccount(t);
    await callAs(t, 'POST', '/api/add-review', customer, { text: 'Arrived in two days.', rating: 5 });
    const after = (await get('/api/all-reviews?limit=3')).json() as Listed[];
    expect(after.map((r) => r.text)).toEqual(['Arrived in two days.', ...newest.slice(0, 2).map((r) => r.text)]);
  });

  it.each(['0', '51', '2.5', 'six', '-1', ''])('refuses the limit %j', async (limit) => {
    const res = await get(`/api/all-reviews?limit=${limit}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });
});
