import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '@/db/schema.ts';
import { createAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('session lookups (decision 009)', () => {
  it('lets concurrent requests of one session share one lookup', async () => {
    const customer = await createAccount(t);
    const lookups = vi.spyOn(t.app.auth.api, 'getSession');
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/order', headers: customer.headers })),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
      expect(lookups.mock.calls.length).toBeLessThan(20);
    } finally {
      lookups.mockRestore();
    }
  });

  it('keeps nothing once answered: a signed-out session is refused on the next request', async () => {
    const customer = await createAccount(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/order', headers: customer.headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: customer.headers });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/order', headers: customer.headers })).statusCode).toBe(401);
  });

  it('sees a changed role on the next request', async () => {
    const person = await createAccount(t);
    const asAdmin = () => t.app.inject({ method: 'GET', url: '/api/users', headers: person.headers });
    expect((await asAdmin()).statusCode).toBe(403);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.email, person.email));
    expect((await asAdmin()).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.email, person.email));
    expect((await asAdmin()).statusCode).toBe(403);
  });
});
