/**
 * Accounts against people acting in bad faith (decision 021): what an answer tells, old links
 * and sessions after a password change, the field rules, mail bombing, password guessing, the
 * ADMIN_EMAILS role and the page's Bearer token.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema.ts';
import {
  browserHeaders,
  callAs,
  createAccount,
  freshAddress,
  openMailedLink,
  postFromBrowser,
  signIn,
  signUp,
  type TestAccount,
} from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';
import { ACCOUNT_MAIL_WINDOW_MS } from './account-mail.ts';
import { FREE_FAILURES_PER_ACCOUNT, LONGEST_WAIT_MS, waitAfter } from './sign-in-throttle.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test', ADMIN_EMAILS: 'owner@example.com' });
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = (label: string) => `${label}${++counter}-${Date.now()}@example.com`;

const post = (url: string, payload: object, headers: Record<string, string> = browserHeaders(t)) =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: freshAddress() });

/** An answer with what differs between any two calls (ids, times, the address asked) set aside. */
function comparable(res: { statusCode: number; body: string }, email: string) {
  const body = res.body
    .replaceAll(email, '<email>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<time>');
  return { status: res.statusCode, body };
}

const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('answers that tell nobody whether an address has an account', () => {
  let verified: TestAccount;
  let unverifiedEmail: string;
  beforeAll(async () => {
    verified = await createAccount(t);
    unverifiedEmail = uniqueEmail('pending');
    await signUp(t, { name: 'Pending Person', email: unverifiedEmail, password: 'Parts2026' });
  });

  it('answers sign-up the same for a new address, an unverified one and a verified one', async () => {
    const newEmail = uniqueEmail('fresh');
    const answers = await Promise.all(
      [newEmail, unverifiedEmail, verified.email].map(async (email) =>
        comparable(await signUp(t, { name: 'Same Name', email, password: 'Other2026' }), email),
      ),
    );
    expect(answers[0]!.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('answers a failed sign-in, a reset request and a verification resend the same for known and unknown addresses', async () => {
    const unknown = uniqueEmail('ghost');
    for (const [url, payload] of [
      ['/api/auth/sign-in/email', (email: string) => ({ email, password: 'Wrong2026' })],
      ['/api/auth/request-password-reset', (email: string) => ({ email, redirectTo: '/reset-password' })],
      ['/api/auth/send-verification-email', (email: string) => ({ email, callbackURL: '/login' })],
    ] as const) {
      const known = comparable(await post(url, payload(verified.email)), verified.email);
      const pending = comparable(await post(url, payload(unverifiedEmail)), unverifiedEmail);
      const stranger = comparable(await post(url, payload(unknown)), unknown);
      expect(pending, url).toEqual(known);
      expect(stranger, url).toEqual(known);
    }
  });
});

describe('a password reset or change ends every other way in', () => {
  const askReset = (email: string) => post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
  const resetToken = async (email: string) => {
    const opened = await openMailedLink(t, email);
    return new URL(opened.headers.location as string, 'http://shop.test').searchParams.get('token')!;
  };
  const signedIn = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json() !== null;

  it('a completed reset voids the other reset links and every session', async () => {
    const person = await createAccount(t);
    const other = await signIn(t, person.email, person.password);
    await askReset(person.email);
    const older = await resetToken(person.email);
    await askReset(person.email);
    const newer = await resetToken(person.email);

    const done = await post('/api/auth/reset-password', { token: newer, newPassword: 'Fresh2027' });
    expect(done.statusCode).toBe(200);
    const replay = await post('/api/auth/reset-password', { token: older, newPassword: 'Thief2027' });
    expect(replay.statusCode).toBe(400);
    expect(await signedIn(other.cookie)).toBe(false);
    expect((await signIn(t, person.email, 'Fresh2027')).res.statusCode).toBe(200);
  });

  it('a password change signs out every other session and voids outstanding reset links, whatever the request asks', async () => {
    const person = await createAccount(t);
    const other = await signIn(t, person.email, person.password);
    await askReset(person.email);
    const pending = await resetToken(person.email);

    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: person.password, newPassword: 'Changed2027', revokeOtherSessions: false },
      person.headers,
    );
    expect(changed.statusCode).toBe(200);
    expect(await signedIn(other.cookie)).toBe(false);
    expect(await signedIn(sessionCookie(changed))).toBe(true);
    const replay = await post('/api/auth/reset-password', { token: pending, newPassword: 'Thief2027' });
    expect(replay.statusCode).toBe(400);
    expect((await signIn(t, person.email, 'Changed2027')).res.statusCode).toBe(200);
  });
});

describe('an address signed up by someone else', () => {
  it("becomes its owner's through a password reset: the squatter's password stops working", async () => {
    const email = uniqueEmail('squatted');
    await signUp(t, { name: 'Squatter', email, password: 'Squat2026' });
    await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const opened = await openMailedLink(t, email);
    const token = new URL(opened.headers.location as string, 'http://shop.test').searchParams.get('token')!;
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Owner2027' })).statusCode).toBe(200);
    expect((await signIn(t, email, 'Owner2027')).res.statusCode).toBe(200);
    expect((await signIn(t, email, 'Squat2026')).res.statusCode).toBe(401);
  });

  it("never becomes the squatter's when its owner clicks the verification mail they did not ask for", async () => {
    const email = uniqueEmail('clicked');
    await signUp(t, { name: 'Squatter', email, password: 'Squat2026' });
    await t.runJobs();
    const link = new URL(t.mailer.last(email).link);
    // The owner's browser never signed up: the click verifies nothing and asks for a password.
    const clicked = await t.app.inject({ url: link.pathname + link.search, remoteAddress: freshAddress() });
    expect(clicked.statusCode).toBe(302);
    const page = new URL(clicked.headers.location as string);
    expect(page.pathname).toBe('/reset-password');
    expect((await t.db.select().from(users).where(eq(users.email, email)))[0]!.emailVerified).toBe(false);
    expect((await signIn(t, email, 'Squat2026')).res.statusCode).toBe(403);

    const token = page.searchParams.get('token')!;
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Owner2027' })).statusCode).toBe(200);
    expect((await t.db.select().from(users).where(eq(users.email, email)))[0]!.emailVerified).toBe(true);
    expect((await signIn(t, email, 'Squat2026')).res.statusCode).toBe(401);
    expect((await signIn(t, email, 'Owner2027')).res.statusCode).toBe(200);
  });

  it('verifies as usual in the browser that signed up, and ignores a link that is not ours', async () => {
    const email = uniqueEmail('honest');
    await signUp(t, { name: 'Honest Customer', email, password: 'Honest2026' });
    expect((await openMailedLink(t, email)).statusCode).toBe(302);
    expect((await t.db.select().from(users).where(eq(users.email, email)))[0]!.emailVerified).toBe(true);
    const forged = await t.app.inject({ url: '/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im93bmVyQGV4YW1wbGUuY29tIn0.forged' });
    expect(forged.headers.location ?? '').not.toContain('/reset-password');
  });

  it('refuses a link that would send the browser to another host: 400, for every redirect Better Auth takes', async () => {
    for (const query of ['token=x&callbackURL=%2F%2Fevil.example', 'token=x&errorCallbackURL=%2F%5Cevil.example', 'callbackURL=%2F%2Fevil.example&callbackURL=%2F']) {
      const res = await t.app.inject({ url: `/api/auth/verify-email?${query}`, remoteAddress: freshAddress() });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
  });
});

describe('one set of field rules on every path', () => {
  let person: TestAccount;
  beforeAll(async () => {
    person = await createAccount(t);
  });
  const updateUser = (payload: object) => post('/api/auth/update-user', payload, person.headers);

  it.each([
    ['20,000 characters', 'n'.repeat(20_000)],
    ['a link', 'Click https://evil.example to claim'],
    ['a bare domain', 'Prize at evil.example today'],
    ['a control character', 'Ada\u0000Lovelace'],
  ])('refuses a name with %s at sign-up, profile update and add-user', async (_label, name) => {
    const up = await signUp(t, { name, email: uniqueEmail('named'), password: 'Parts2026' });
    expect(up.statusCode).toBe(400);
    expect((await updateUser({ name })).statusCode).toBe(400);
    expect((await callAs(t, 'POST', '/api/add-user', person, { email: person.email, name })).statusCode).toBe(400);
  });

  it('keeps a plain name, trimmed', async () => {
    expect((await updateUser({ name: '  Ada Lovelace  ' })).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, person.email));
    expect(row?.name).toBe('Ada Lovelace');
  });

  it.each(['javascript:alert(1)', 'http://plain.example/a.png', 'data:image/png;base64,AAAA', '/uploads/../../etc/passwd'])(
    'refuses the photo %j',
    async (image) => {
      expect((await updateUser({ image })).statusCode).toBe(400);
    },
  );

  it.each(['/uploads/0b0e5a8c-4a53-4d0e-9a57-2f8e0b7d7c11.webp', '/images/avatars/ada.webp', 'https://avatars.githubusercontent.com/u/1'])(
    'accepts the photo %j',
    async (image) => {
      expect((await updateUser({ image })).statusCode).toBe(200);
    },
  );

  it('holds a new password to the sign-up rule at change and reset', async () => {
    const weak = 'Parts2026!';
    const change = await post('/api/auth/change-password', { currentPassword: person.password, newPassword: weak }, person.headers);
    expect(change.statusCode).toBe(400);
    expect(change.json().error.message).toBe('Must minimum 8 characters, at least one letter and one number');
    const reset = await post('/api/auth/reset-password', { token: 'whatever', newPassword: weak });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.message).toBe('Must minimum 8 characters, at least one letter and one number');
  });
});

describe('mail bombing', () => {
  it('sends one address at most 3 account mails in 15 minutes, from any client address, and answers as usual', async () => {
    const email = uniqueEmail('bombed');
    await t.runJobs();
    const before = t.mailer.sent.filter((m) => m.to === email).length;
    const asks = [
      () => signUp(t, { name: 'Bombed Person', email, password: 'Parts2026' }),
      () => signUp(t, { name: 'Bombed Person', email, password: 'Parts2026' }),
      () => post('/api/auth/send-verification-email', { email, callbackURL: '/login' }),
      () => post('/api/auth/send-verification-email', { email, callbackURL: '/login' }),
      () => post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }),
    ];
    const answers = [];
    for (const ask of asks) answers.push(comparable(await ask(), email));
    await t.runJobs();
    expect(t.mailer.sent.filter((m) => m.to === email).length - before).toBe(3);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[3]).toEqual(answers[2]);
    expect(answers[4]!.status).toBe(200);

    t.advanceClock(ACCOUNT_MAIL_WINDOW_MS + 1000);
    await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    await t.runJobs();
    expect(t.mailer.sent.filter((m) => m.to === email).length - before).toBe(4);
  });
});

describe('across server processes (PostgreSQL)', { timeout: 60_000 }, () => {
  it('keeps one mail cap and one sign-in count for all processes', async (ctx) => {
    if (!t.anotherProcess) return ctx.skip();
    const other = await t.anotherProcess();
    const apps = [t.app, other];
    const email = uniqueEmail('everywhere');
    await t.runJobs();
    const before = t.mailer.sent.filter((m) => m.to === email).length;
    await signUp(t, { name: 'Everywhere', email, password: 'Parts2026' });
    for (let i = 0; i < 5; i++) {
      const res = await postFromBrowser(t, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }, apps[i % 2]!);
      expect(res.statusCode).toBe(200);
    }
    await t.runJobs();
    expect(t.mailer.sent.filter((m) => m.to === email).length - before).toBe(3);

    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT + 1; i++) {
      expect((await signIn({ ...t, app: apps[i % 2]! }, email, `Guess${i}xx`)).res.statusCode).toBe(401);
    }
    for (const app of apps) expect((await signIn({ ...t, app }, email, 'Parts2026')).res.statusCode).toBe(429);
  });
});

// Every failed sign-in takes the uniform answer time (decision 035), and these make twenty or more.
describe('password guessing at one account', { timeout: 60_000 }, () => {
  const attempt = (email: string, password: string) => signIn(t, email, password).then(({ res }) => res);

  it('slows guesses from many addresses at one account, and only that account', async () => {
    const target = await createAccount(t);
    const bystander = await createAccount(t);
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT + 1; i++) {
      expect((await attempt(target.email, `Guess${i}xx`)).statusCode).toBe(401);
    }
    const slowed = await attempt(target.email, target.password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error.code).toBe('too_many_requests');
    expect((await attempt(bystander.email, bystander.password)).statusCode).toBe(200);

    t.advanceClock(waitAfter(FREE_FAILURES_PER_ACCOUNT + 1, FREE_FAILURES_PER_ACCOUNT) + 1000);
    expect((await attempt(target.email, target.password)).statusCode).toBe(200);
    // A success clears the count: the next mistake is not slowed.
    expect((await attempt(target.email, 'Wrong2026')).statusCode).toBe(401);
    expect((await attempt(target.email, target.password)).statusCode).toBe(200);
  });

  it('slows an unknown address exactly like a known one', async () => {
    const ghost = uniqueEmail('nobody');
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT + 1; i++) await attempt(ghost, `Guess${i}xx`);
    expect((await attempt(ghost, 'Guess99xx')).statusCode).toBe(429);
  });

  it('doubles the wait after each further failure, up to a ceiling', () => {
    const free = FREE_FAILURES_PER_ACCOUNT;
    expect(waitAfter(free, free)).toBe(0);
    expect(waitAfter(free + 1, free)).toBe(1000);
    expect(waitAfter(free + 2, free)).toBe(2000);
    expect(waitAfter(free + 40, free)).toBe(LONGEST_WAIT_MS);
  });
});

describe('ADMIN_EMAILS is the source of truth', () => {
  it('makes the verified address an admin, and refuses to demote it with a clear 409', async () => {
    await signUp(t, { name: 'Shop Owner', email: 'owner@example.com', password: 'Parts2026' });
    await openMailedLink(t, 'owner@example.com');
    const admin = await createAccount(t, 'admin');
    const demote = await callAs(t, 'PATCH', '/api/user/admin/owner@example.com', admin, { role: 'user' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toContain('ADMIN_EMAILS');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(row?.role).toBe('admin');
  });

  it('keeps a dashboard demotion of any other admin: no re-promotion on the next profile update', async () => {
    const admin = await createAccount(t, 'admin');
    const demoted = await createAccount(t, 'admin');
    expect((await callAs(t, 'PATCH', `/api/user/admin/${demoted.email}`, admin, { role: 'user' })).statusCode).toBe(200);
    expect((await post('/api/auth/update-user', { name: 'Still Here' }, demoted.headers)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, demoted.email));
    expect(row?.role).toBe('user');
  });
});

describe("the page's Bearer token", () => {
  it('is a credential of its own, not the session cookie, and no answer hands out a session token', async () => {
    const person = await createAccount(t);
    const { res, cookie } = await signIn(t, person.email, person.password);
    expect(res.headers['set-auth-token']).toBeUndefined();
    expect(res.json()).not.toHaveProperty('token');
    const cookieValue = decodeURIComponent(cookie.split('session_token=')[1]!.split(';')[0]!);
    const sessionToken = cookieValue.split('.')[0]!;

    const issued = await t.app.inject({ method: 'PUT', url: `/api/user/${person.email}`, headers: browserHeaders(t, { cookie }) });
    const { token } = issued.json() as { token: string };
    expect(cookieValue).not.toContain(token);
    const asBearer = (value: string) =>
      t.app.inject({ url: `/api/admin/${person.email}`, headers: { authorization: `Bearer ${value}` } });
    expect((await asBearer(token)).statusCode).toBe(200);
    expect((await asBearer(sessionToken)).statusCode).toBe(401);

    const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().session).not.toHaveProperty('token');
    const listed = await t.app.inject({ url: '/api/auth/list-sessions', headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().length).toBeGreaterThan(1);
    expect(listed.body).not.toContain(sessionToken);
    for (const s of listed.json()) expect(s).not.toHaveProperty('token');
  });

  it('dies with its session', async () => {
    const person = await createAccount(t);
    const issued = await callAs(t, 'PUT', `/api/user/${person.email}`, person);
    const { token } = issued.json() as { token: string };
    const asBearer = () => t.app.inject({ url: `/api/admin/${person.email}`, headers: { authorization: `Bearer ${token}` } });
    expect((await asBearer()).statusCode).toBe(200);
    expect((await callAs(t, 'POST', '/api/auth/sign-out', person)).statusCode).toBe(200);
    expect((await asBearer()).statusCode).toBe(401);
  });
});
