/**
 * Strangers guessing at an account never keep its owner out (decision 035): a completed reset
 * clears the account's count, a browser that has signed in before is judged by its own failures,
 * and refused attempts do not keep the wait going.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserHeaders, createAccount, freshAddress, openMailedLink, postFromBrowser, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';
import { FREE_FAILURES_PER_ACCOUNT, FREE_FAILURES_PER_DEVICE, waitAfter } from './sign-in-throttle.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
});
afterAll(() => t.close());

/** A sign-in from a client address of its own, with the cookies the browser holds. */
const signInWith = (email: string, password: string, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: browserHeaders(t, cookie ? { cookie } : {}),
    payload: { email, password },
    remoteAddress: freshAddress(),
  });

/** The device cookie a successful sign-in left in the browser, as `name=value`. */
async function signedInBrowser(person: TestAccount): Promise<string> {
  const res = await signInWith(person.email, person.password);
  expect(res.statusCode).toBe(200);
  const device = res.cookies.find((c) => c.name === 'coreparts_device');
  expect(device).toBeDefined();
  return `${device!.name}=${device!.value}`;
}

/**
 * Strangers from many client addresses, each guess once the last wait is over, as a patient
 * attacker's would; the wait after the last one stays.
 */
async function guess(email: string, failures: number) {
  for (let i = 1; i <= failures; i++) {
    expect((await signInWith(email, `Guess${i}xx`)).statusCode).toBe(401);
    if (i < failures) t.advanceClock(waitAfter(i, FREE_FAILURES_PER_ACCOUNT) + 1000);
  }
}

/** Guessed at until the account waits longer than any test here runs. */
async function guessUntilHeld(email: string) {
  const failures = FREE_FAILURES_PER_ACCOUNT + 7;
  expect(waitAfter(failures, FREE_FAILURES_PER_ACCOUNT)).toBeGreaterThanOrEqual(60_000);
  await guess(email, failures);
}

// Each case makes some thirty failed sign-ins, each with its password hash.
describe('an account strangers keep guessing at', { timeout: 90_000 }, () => {
  it('lets its owner in with the new password at once after a completed reset, from anywhere', async () => {
    const person = await createAccount(t);
    await guessUntilHeld(person.email);
    const held = await signInWith(person.email, person.password);
    expect(held.statusCode).toBe(429);
    expect(held.json().error.message).toBe('Too many failed sign-ins for this account. Please wait a few minutes, or reset your password.');

    await postFromBrowser(t, '/api/auth/request-password-reset', { email: person.email, redirectTo: '/reset-password' });
    const opened = await openMailedLink(t, person.email);
    const token = new URL(opened.headers.location as string, 'http://shop.test').searchParams.get('token');
    expect((await postFromBrowser(t, '/api/auth/reset-password', { token, newPassword: 'Fresh2027' })).statusCode).toBe(200);
    expect((await signInWith(person.email, 'Fresh2027')).statusCode).toBe(200);
  });

  it('lets a browser that signed in before sign in, while a browser without one waits', async () => {
    const person = await createAccount(t);
    const browser = await signedInBrowser(person);
    await guessUntilHeld(person.email);
    expect((await signInWith(person.email, person.password)).statusCode).toBe(429);
    const trusted = await signInWith(person.email, person.password, browser);
    expect(trusted.statusCode).toBe(200);
    // The owner's sign-in does not open the account to the strangers again.
    expect((await signInWith(person.email, 'Guess100xx')).statusCode).toBe(429);
  });

  it("trusts a device cookie only for the account it was given for, and never a forged one", async () => {
    const person = await createAccount(t);
    const other = await createAccount(t);
    const othersBrowser = await signedInBrowser(other);
    await guessUntilHeld(person.email);
    expect((await signInWith(person.email, person.password, othersBrowser)).statusCode).toBe(429);
    const [name, value] = othersBrowser.split('=');
    const forged = `${name}=${value!.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await signInWith(person.email, person.password, forged)).statusCode).toBe(429);
  });

  it('stops trusting a browser that keeps failing', async () => {
    const person = await createAccount(t);
    const browser = await signedInBrowser(person);
    await guessUntilHeld(person.email);
    for (let i = 0; i < FREE_FAILURES_PER_DEVICE + 1; i++) {
      expect((await signInWith(person.email, `Typo${i}xx`, browser)).statusCode).toBe(401);
    }
    // Past the browser's own short wait, the account's long one holds it like any stranger.
    t.advanceClock(waitAfter(FREE_FAILURES_PER_DEVICE + 1, FREE_FAILURES_PER_DEVICE) + 1000);
    expect((await signInWith(person.email, person.password, browser)).statusCode).toBe(429);
  });

  it('does not lengthen the wait for attempts it refused', async () => {
    const person = await createAccount(t);
    const failures = FREE_FAILURES_PER_ACCOUNT + 5;
    await guess(person.email, failures);
    for (let i = 0; i < 5; i++) expect((await signInWith(person.email, `Again${i}xx`)).statusCode).toBe(429);
    t.advanceClock(waitAfter(failures, FREE_FAILURES_PER_ACCOUNT) + 1000);
    expect((await signInWith(person.email, person.password)).statusCode).toBe(200);
  });

  it('gives the browser an HttpOnly device cookie that lasts, sent only to sign-in', async () => {
    const person = await createAccount(t);
    const res = await signInWith(person.email, person.password);
    const device = res.cookies.find((c) => c.name === 'coreparts_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/sign-in' });
    expect(device!.maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect((await signInWith(person.email, 'Wrong2026')).cookies.find((c) => c.name === 'coreparts_device')).toBeUndefined();
  });
});
