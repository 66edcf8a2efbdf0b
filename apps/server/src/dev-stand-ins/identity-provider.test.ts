/**
 * Google and GitHub sign-in through the local identity provider: the real OAuth 2.0
 * authorization-code flow with PKCE, over HTTP, as a browser would follow it.
 */
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '@/db/schema.ts';
import { createAccount, signIn, signUp } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let base: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_URL: base });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A tiny browser: keeps cookies and follows nothing by itself. */
function browser() {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(new URL(url, base), { ...init, headers, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=');
      jar.set(name!, value ?? '');
    }
    return res;
  };
  return { go, jar };
}

async function signInWith(provider: 'google' | 'github', identity: { name: string; email: string; verified: boolean }) {
  const b = browser();
  const start = await b.go('/api/auth/sign-in/social', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ provider, callbackURL: '/dashboard/myprofile', errorCallbackURL: '/login?social-error=1' }),
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const authorize = new URL(url);
  expect(authorize.pathname).toBe(`/dev/idp/${provider}/authorize`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

  const page = await b.go(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Development identity provider');

  const form = new URLSearchParams({
    redirect_uri: authorize.searchParams.get('redirect_uri')!,
    state: authorize.searchParams.get('state')!,
    code_challenge: authorize.searchParams.get('code_challenge')!,
    name: identity.name,
    email: identity.email,
    ...(identity.verified && { email_verified: 'true' }),
  });
  const chosen = await b.go(authorize.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: form.toString(),
  });
  expect(chosen.status).toBe(302);
  const callback = await b.go(chosen.headers.get('location')!);
  expect(callback.status).toBe(302);
  const session = await b.go('/api/auth/get-session');
  return { landing: callback.headers.get('location')!, session: (await session.json()) as { user: { email: string; role: string } } | null };
}

describe('social sign-in through the development identity provider', () => {
  it('signs a new person in with GitHub and lands on the page they came from', async () => {
    const { landing, session } = await signInWith('github', { name: 'Octo Cat', email: 'octo@example.com', verified: true });
    expect(new URL(landing, base).pathname).toBe('/dashboard/myprofile');
    expect(session?.user).toMatchObject({ email: 'octo@example.com', role: 'user' });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'octo@example.com'));
    const linked = await t.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(linked.map((a) => a.providerId)).toEqual(['github']);
  });

  it('keys the account on provider and subject: signing in again is the same account', async () => {
    await signInWith('google', { name: 'Goo Gle', email: 'goo@example.com', verified: true });
    await signInWith('google', { name: 'Goo Gle', email: 'goo@example.com', verified: true });
    const rows = await t.db.select().from(users).where(eq(users.email, 'goo@example.com'));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, rows[0]!.id))).toHaveLength(1);
  });

  it('never takes over an existing account through an unverified e-mail', async () => {
    const owner = await createAccount(t);
    const { landing, session } = await signInWith('github', { name: 'Impostor', email: owner.email, verified: false });
    expect(new URL(landing, base).pathname).toBe('/login');
    expect(new URL(landing, base).searchParams.get('error')).toBeTruthy();
    expect(session).toBeNull();
    const [user] = await t.db.select().from(users).where(eq(users.email, owner.email));
    const linked = await t.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(linked.map((a) => a.providerId)).toEqual(['credential']);
  });

  it('creates no account and no session for an address the provider has not verified', async () => {
    const email = 'unproved@example.com';
    const { landing, session } = await signInWith('google', { name: 'Not Proved', email, verified: false });
    expect(new URL(landing, base).searchParams.get('error')).toBeTruthy();
    expect(session).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('drops an unverified password set before, when the owner arrives through a provider that verified the address', async () => {
    const email = 'squatted@example.com';
    const squat = await signUp(t, { name: 'Squatter', email, password: 'Squat2026' });
    expect(squat.statusCode).toBe(200);
    const { session } = await signInWith('google', { name: 'Real Owner', email, verified: true });
    expect(session?.user).toMatchObject({ email });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    const linked = await t.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(linked.map((a) => a.providerId)).toEqual(['google']);
    expect((await signIn(t, email, 'Squat2026')).res.statusCode).toBe(401);
  });

  it('refuses a token request without the PKCE verifier', async () => {
    const res = await fetch(`${base}/dev/idp/google/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'made-up', client_id: 'coreparts-development' }).toString(),
    });
    expect(res.status).toBe(401);
  });
});
