/** Test helpers that make accounts the way people do: sign up, open the e-mailed link, sign in. */
import type { Role } from '@coreparts/shared';
import { eq } from 'drizzle-orm';
import { users } from '@/db/schema.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let nextAddress = 1;
/** Each caller gets its own client address, so the per-address rate limits stay out of the way. */
export const freshAddress = () => `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

export const browserHeaders = (t: TestApp, extra: Record<string, string> = {}) => ({
  origin: new URL(t.app.config.publicUrl).origin,
  ...extra,
});

/** The sign-up cookie each address's sign-up left, as the browser that signed up keeps it. */
const signUpCookies = new Map<string, string>();

export async function signUp(t: TestApp, body: Record<string, unknown>, remoteAddress = freshAddress()) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: browserHeaders(t), payload: body, remoteAddress });
  const proof = res.cookies.find((c) => c.name === 'coreparts_sign_up');
  if (proof && typeof body.email === 'string') signUpCookies.set(body.email.toLowerCase(), `${proof.name}=${proof.value}`);
  return res;
}

/** Opens the link of the newest mail to `email`, as a person clicking it would. */
export async function openMailedLink(t: TestApp, email: string) {
  await t.runJobs();
  const { link } = t.mailer.last(email);
  const url = new URL(link);
  const cookie = signUpCookies.get(email.toLowerCase());
  return t.app.inject({ method: 'GET', url: url.pathname + url.search, remoteAddress: freshAddress(), headers: cookie ? { cookie } : {} });
}

export async function signIn(t: TestApp, email: string, password: string, remoteAddress = freshAddress()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: browserHeaders(t),
    payload: { email, password },
    remoteAddress,
  });
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { res, cookie };
}

let counter = 0;
export interface TestAccount {
  email: string;
  password: string;
  name: string;
  /** Headers of a signed-in browser: session cookie and our origin. */
  headers: Record<string, string>;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call as a signed-in account, or, without one, as a guest on our own page. */
export const callAs = (
  t: TestApp,
  method: ApiMethod,
  url: string,
  who?: TestAccount,
  payload?: object,
) => t.app.inject({ method, url, headers: who ? who.headers : browserHeaders(t), ...(payload && { payload }) });

export async function createAccount(t: TestApp, role: Role = 'user'): Promise<TestAccount> {
  counter += 1;
  const email = `${role}${counter}-${Date.now()}@example.com`;
  const password = 'Parts2026';
  const name = `Test ${role} ${counter}`;
  const up = await signUp(t, { name, email, password });
  if (up.statusCode !== 200) throw new Error(`sign-up failed: ${up.body}`);
  await openMailedLink(t, email);
  if (role === 'admin') await t.db.update(users).set({ role }).where(eq(users.email, email));
  const { res, cookie } = await signIn(t, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { email, password, name, headers: browserHeaders(t, { cookie }) };
}
