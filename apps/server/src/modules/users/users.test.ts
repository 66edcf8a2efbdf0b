import { messages, type AdminUsersPage } from '@coreparts/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema.ts';
import { createUsersService } from './service.ts';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: TestAccount;
let other: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [customer, other, admin] = [await createAccount(t), await createAccount(t), await createAccount(t, 'admin')];
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object) => callAs(t, method, url, who, payload);

describe('PUT /api/user/:email (the page token)', () => {
  it('gives the signed-in owner a token that works as a Bearer token', async () => {
    const res = await call('PUT', `/api/user/${customer.email}`, customer, { email: customer.email });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toEqual(expect.any(String));
    const withBearer = await t.app.inject({ url: `/api/admin/${customer.email}`, headers: { authorization: `Bearer ${token}` } });
    expect(withBearer.statusCode).toBe(200);
    expect(withBearer.json()).toEqual({ admin: false });
  });

  it("never gives a token for someone else's e-mail", async () => {
    expect((await call('PUT', `/api/user/${other.email}`, customer, { email: other.email })).statusCode).toBe(403);
    expect((await call('PUT', `/api/user/${admin.email}`, customer, { email: admin.email })).statusCode).toBe(403);
    expect((await call('PUT', `/api/user/${customer.email}`, undefined, { email: customer.email })).statusCode).toBe(401);
  });

  it('refuses a forged Bearer token', async () => {
    const res = await t.app.inject({ url: `/api/admin/${customer.email}`, headers: { authorization: 'Bearer not-a-session' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/add-user', () => {
  it('accepts only the caller and ignores a role or password it is sent', async () => {
    const res = await call('POST', '/api/add-user', customer, {
      name: 'Renamed Customer',
      email: customer.email,
      role: 'admin',
      password: 'Parts2026',
      confirmpassword: 'Parts2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      name: 'Renamed Customer',
      email: customer.email,
      role: 'user',
      image: null,
      emailVerified: true,
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, customer.email));
    expect(row?.role).toBe('user');
  });

  it('refuses another e-mail and guests', async () => {
    expect((await call('POST', '/api/add-user', customer, { name: 'X', email: other.email, role: 'user' })).statusCode).toBe(403);
    expect((await call('POST', '/api/add-user', undefined, { name: 'X', email: other.email })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/:email', () => {
  it('answers the caller about themselves', async () => {
    expect((await call('GET', `/api/admin/${customer.email}`, customer)).json()).toEqual({ admin: false });
    expect((await call('GET', `/api/admin/${admin.email}`, admin)).json()).toEqual({ admin: true });
  });

  it('lets only an admin ask about someone else', async () => {
    expect((await call('GET', `/api/admin/${admin.email}`, customer)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/${customer.email}`, admin)).json()).toEqual({ admin: false });
    expect((await call('GET', '/api/admin/nobody@example.com', admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/${admin.email}`)).statusCode).toBe(401);
  });
});

describe('GET /api/users', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/users')).statusCode).toBe(401);
    expect((await call('GET', '/api/users', customer)).statusCode).toBe(403);
  });

  it('lists users with no hash, token or internal field', async () => {
    const res = await call('GET', '/api/users', admin);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.map((u) => u.email)).toEqual(expect.arrayContaining([customer.email, other.email, admin.email]));
    for (const u of list) expect(Object.keys(u).sort()).toEqual(['_id', 'email', 'emailVerified', 'image', 'name', 'role']);
    expect(res.body).not.toMatch(/password|token|session/i);
  });
});

describe('PATCH /api/user/admin/:email', () => {
  it('is for admins only, whatever the body says', async () => {
    expect((await call('PATCH', `/api/user/admin/${customer.email}`, undefined, { role: 'admin' })).statusCode).toBe(401);
    expect((await call('PATCH', `/api/user/admin/${customer.email}`, customer, { role: 'admin' })).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/${customer.email}`, customer)).json()).toEqual({ admin: false });
  });

  it('grants and revokes admin, and the change holds on the next request', async () => {
    const granted = await call('PATCH', `/api/user/admin/${other.email}`, admin, { role: 'admin' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ email: other.email, role: 'admin' });
    expect((await call('GET', '/api/users', other)).statusCode).toBe(200);

    const revoked = await call('PATCH', `/api/user/admin/${other.email}`, admin, { role: 'user' });
    expect(revoked.json()).toMatchObject({ role: 'user' });
    expect((await call('GET', '/api/users', other)).statusCode).toBe(403);
  });

  it('never lets an admin remove their own admin role, even with other admins: 403 in the standard format', async () => {
    await call('PATCH', `/api/user/admin/${other.email}`, admin, { role: 'admin' });
    for (const email of [admin.email, admin.email.toUpperCase(), ` ${admin.email} `]) {
      const res = await call('PATCH', `/api/user/admin/${encodeURIComponent(email)}`, admin, { role: 'user' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'own_admin_role', message: messages.adminPages.ownAdminRole } });
    }
    expect((await call('GET', `/api/admin/${admin.email}`, admin)).json()).toEqual({ admin: true });
    // Granting oneself what one has is no change of role: allowed.
    expect((await call('PATCH', `/api/user/admin/${admin.email}`, admin, { role: 'admin' })).statusCode).toBe(200);
    // Another admin may.
    await call('PATCH', `/api/user/admin/${other.email}`, admin, { role: 'user' });
  });

  it('keeps the last admin an admin when the command line asks to remove them', async () => {
    const service = createUsersService(t.db);
    await expect(service.setRole(admin.email, 'user', null)).rejects.toMatchObject({ statusCode: 409, code: 'last_admin', message: messages.account.lastAdmin });
    expect((await call('GET', `/api/admin/${admin.email}`, admin)).json()).toEqual({ admin: true });
  });

  it('refuses unknown roles and users', async () => {
    expect((await call('PATCH', `/api/user/admin/${customer.email}`, admin, { role: 'owner' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/user/admin/nobody@example.com', admin, { role: 'admin' })).statusCode).toBe(404);
  });

  it('refuses a cross-site request even with a valid session cookie', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/admin/${customer.email}`,
      headers: { ...admin.headers, origin: 'https://evil.example' },
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('cross_site_request');
    expect((await call('GET', `/api/admin/${customer.email}`, customer)).json()).toEqual({ admin: false });
  });
});

describe('GET /api/admin/users (Make Admin\'s search)', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/users', customer)).statusCode).toBe(403);
  });

  it('finds accounts by part of the e-mail or the name, without hash or token', async () => {
    const byEmail = (await call('GET', `/api/admin/users?q=${encodeURIComponent(other.email.slice(0, 12).toUpperCase())}`, admin)).json() as AdminUsersPage;
    expect(byEmail.items.map((u) => u.email)).toEqual([other.email]);
    expect(byEmail.total).toBe(1);
    const byName = (await call('GET', `/api/admin/users?q=${encodeURIComponent(admin.name)}`, admin)).json() as AdminUsersPage;
    expect(byName.items.map((u) => u.email)).toEqual([admin.email]);
    for (const u of byName.items) expect(Object.keys(u).sort()).toEqual(['_id', 'email', 'emailVerified', 'image', 'name', 'role']);
    // What LIKE would read as a wildcard matches itself.
    expect((await call('GET', '/api/admin/users?q=%25', admin)).json()).toMatchObject({ items: [], total: 0 });
    expect((await call('GET', '/api/admin/users?q=_', admin)).json()).toMatchObject({ items: [], total: 0 });
  });

  it('walks every account once by e-mail, page after page', async () => {
    for (let i = 0; i < 5; i++) await t.db.insert(users).values({ id: `walk-${i}`, name: `Walker ${i}`, email: `walker${i}@example.com` });
    const seen: string[] = [];
    let total = 0;
    for (let cursor: string | null = null, pages = 0; pages < 20; pages++) {
      const res = await call('GET', `/api/admin/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`, admin);
      expect(res.statusCode).toBe(200);
      const page = res.json() as AdminUsersPage;
      seen.push(...page.items.map((u) => u.email));
      total = page.total;
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(total);
    const inOrder = await t.db.select({ email: users.email }).from(users).orderBy(asc(users.email));
    expect(seen).toEqual(inOrder.map((u) => u.email));
    expect(seen).toEqual(expect.arrayContaining(['walker0@example.com', 'walker4@example.com', admin.email]));
  });

  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['a limit of 0', 'limit=0'],
    ['a limit of 101', 'limit=101'],
    ['a NUL in the search', 'q=a%00'],
    ['a search of 101 characters', `q=${'a'.repeat(101)}`],
    ['a cursor that is no JSON', 'cursor=abc'],
    ['a cursor of a number', `cursor=${cursor([5])}`],
    ['a cursor with a NUL', `cursor=${cursor(['a\u0000'])}`],
    ['a cursor of two values', `cursor=${cursor(['a', 'b'])}`],
  ])('answers %s with 400 in the standard format', async (_, query) => {
    const res = await call('GET', `/api/admin/users?${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});
