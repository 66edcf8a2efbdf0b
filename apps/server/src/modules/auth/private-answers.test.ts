import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserHeaders, callAs, createAccount, signIn, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createAccount(t);
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';

it.each<[ApiMethod, string, 'customer' | 'admin' | 'guest']>([
  ['GET', '/api/order?email=:email', 'customer'],
  ['GET', `/api/order/${missingId}`, 'customer'],
  ['PUT', '/api/user/:email', 'customer'],
  ['GET', '/api/admin/:email', 'customer'],
  ['GET', '/api/users', 'admin'],
  ['GET', '/api/admin-order', 'admin'],
  ['GET', '/api/users', 'customer'],
  ['GET', '/api/order', 'guest'],
  ['GET', '/api/auth/get-session', 'customer'],
  ['GET', '/api/auth/get-session', 'guest'],
])('%s %s as a %s is never stored by a cache', async (method, url, role) => {
  const who = role === 'guest' ? undefined : role === 'admin' ? admin : customer;
  const res = await callAs(t, method, url.replace(':email', encodeURIComponent(who?.email ?? 'x@example.com')), who);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.headers['cache-control']).toBe('no-store');
});

it('signing in is never stored by a cache', async () => {
  const { res } = await signIn(t, customer.email, customer.password);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
});

it.each(['/api/all-parts', '/api/parts', '/api/all-reviews'])('the public %s keeps its caching, even for a signed-in caller', async (url) => {
  for (const headers of [customer.headers, browserHeaders(t)]) {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeTruthy();
  }
});

it('the public configuration keeps its caching', async () => {
  const res = await callAs(t, 'GET', '/api/config', customer);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).not.toBe('no-store');
});
