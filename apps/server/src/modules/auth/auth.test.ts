import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '@/db/schema.ts';
import { browserHeaders, freshAddress, openMailedLink, postFromBrowser, signIn, signUp } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test', ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(() => t.close());

const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('sign-up and e-mail verification', () => {
  const email = 'new.customer@example.com';

  it('creates a customer and mails a verification link to the public address', async () => {
    const res = await signUp(t, { name: 'New Customer', email, password: 'Parts2026', callbackURL: '/login?verified=1' });
    expect(res.statusCode).toBe(200);
    await t.runJobs();
    const { message, link } = t.mailer.last(email);
    expect(message.subject).toContain('Verify');
    expect(message.html).toContain(link.replaceAll('&', '&amp;'));
    expect(link.startsWith('http://shop.test/api/auth/verify-email?token=')).toBe(true);
    expect((await userByEmail(email))).toMatchObject({ role: 'user', emailVerified: false });
  });

  it('refuses to sign in before the e-mail is verified, and says why', async () => {
    const { res } = await signIn(t, email, 'Parts2026');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'EMAIL_NOT_VERIFIED', message: expect.any(String) } });
  });

  it('verifies through the mailed link, then signs in with an HttpOnly session cookie only', async () => {
    const verified = await openMailedLink(t, email);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/login?verified=1');
    expect((await userByEmail(email))?.emailVerified).toBe(true);

    const { res, cookie } = await signIn(t, email, 'Parts2026');
    expect(res.statusCode).toBe(200);
    expect(cookie).toContain('session_token');
    expect(res.cookies.find((c) => c.name.endsWith('session_token'))?.httpOnly).toBe(true);
    // The page's Bearer token comes from PUT /api/user/:email, never from the cookie (decision 021).
    expect(res.headers['set-auth-token']).toBeUndefined();
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ email, role: 'user' });
  });

  it('answers wrong credentials without saying whether the account exists', async () => {
    const wrongPassword = await signIn(t, email, 'Wrong2026');
    const noAccount = await signIn(t, 'nobody@example.com', 'Parts2026');
    expect(wrongPassword.res.statusCode).toBe(401);
    expect(noAccount.res.statusCode).toBe(401);
    expect(wrongPassword.res.json().error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(noAccount.res.json().error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('never lets sign-up choose a role or store a password outside the hashed credential', async () => {
    const forged = 'forger@example.com';
    const res = await signUp(t, { name: 'Forger', email: forged, password: 'Parts2026', role: 'admin', confirmpassword: 'Parts2026' });
    expect(res.statusCode).toBeLessThan(500);
    const row = await userByEmail(forged);
    if (row) {
      expect(row.role).toBe('user');
      const [credential] = await t.db.select().from(accounts).where(eq(accounts.userId, row.id));
      expect(credential?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/); // scrypt salt:hash, never the password
      expect(JSON.stringify(row)).not.toContain('Parts2026');
    }
  });

  it('does not reveal an existing address at sign-up; its owner is told by e-mail', async () => {
    await t.runJobs();
    const before = t.mailer.sent.length;
    const res = await signUp(t, { name: 'Someone Else', email, password: 'Other2026' });
    expect(res.statusCode).toBe(200);
    await t.runJobs();
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(t.mailer.last(email).message.subject).toContain('already have');
    const { res: oldPassword } = await signIn(t, email, 'Parts2026');
    expect(oldPassword.statusCode).toBe(200);
  });

  it.each([
    ['too short', 'abc123'],
    ['letters only', 'abcdefghij'],
    ['symbols', 'Parts2026!'],
  ])('refuses a %s password on the server too', async (_label, password) => {
    const res = await signUp(t, { name: 'Weak', email: `weak${password.length}@example.com`, password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Must minimum 8 characters, at least one letter and one number');
  });

  it('makes a verified ADMIN_EMAILS account an admin', async () => {
    await signUp(t, { name: 'Boss', email: 'boss@example.com', password: 'Parts2026' });
    expect((await userByEmail('boss@example.com'))?.role).toBe('user');
    await openMailedLink(t, 'boss@example.com');
    expect((await userByEmail('boss@example.com'))?.role).toBe('admin');
  });
});

describe('password reset', () => {
  it('mails a link to the reset page; the new password works and the old one no longer does', async () => {
    const email = 'forgetful@example.com';
    await signUp(t, { name: 'Forgetful', email, password: 'Parts2026' });
    await openMailedLink(t, email);

    const ask = await postFromBrowser(t, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(ask.statusCode).toBe(200);
    const opened = await openMailedLink(t, email);
    expect(opened.statusCode).toBe(302);
    const target = new URL(opened.headers.location as string, 'http://shop.test');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await postFromBrowser(t, '/api/auth/reset-password', { token, newPassword: 'Fresh2027' });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t, email, 'Fresh2027')).res.statusCode).toBe(200);
    expect((await signIn(t, email, 'Parts2026')).res.statusCode).toBe(401);

    const again = await postFromBrowser(t, '/api/auth/reset-password', { token, newPassword: 'Again2028' });
    expect(again.statusCode).toBe(400);
  });

  it('answers a reset request for an unknown address exactly like a known one', async () => {
    const res = await postFromBrowser(t, '/api/auth/request-password-reset', { email: 'ghost@example.com', redirectTo: '/reset-password' });
    expect(res.statusCode).toBe(200);
    await t.runJobs();
    expect(t.mailer.sent.some((m) => m.to === 'ghost@example.com')).toBe(false);
  });
});

describe('abuse', () => {
  it('limits sign-in attempts per client address, and a forged X-Forwarded-For does not reset it', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: browserHeaders(t, { 'x-forwarded-for': `203.0.113.${i}` }),
        payload: { email: 'nobody@example.com', password: 'Parts2026' },
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error.code).toBe('too_many_requests');
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const other = await signIn(t, 'nobody@example.com', 'Parts2026');
    expect(other.res.statusCode).toBe(401);
  });

  it('never limits asking who is signed in: many browsers behind one address stay signed in', async () => {
    const address = freshAddress();
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i++) statuses.add((await t.app.inject({ url: '/api/auth/get-session', remoteAddress: address })).statusCode);
    expect(statuses).toEqual(new Set([200]));
  });

  it('refuses account calls made from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'nobody@example.com', password: 'Parts2026' },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(403);
  });

  it("keeps Better Auth's own admin endpoints closed", async () => {
    for (const url of ['/api/auth/admin/set-role', '/api/auth/admin/list-users', '/api/auth/admin/impersonate-user']) {
      const res = await t.app.inject({ method: 'POST', url, headers: browserHeaders(t), payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });
});
