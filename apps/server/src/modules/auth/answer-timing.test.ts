/**
 * The account answers that must not tell whether an address has an account take as long for one
 * that has as for one that has not (decision 035). Timed over many interleaved pairs, each call
 * from a client address of its own, and judged on the pairs' differences: one pair tells nothing
 * on a busy machine, the middle of many does. The four answers are timed side by side (each pair
 * in turn within its own answer): every answer ends on a whole step, so each other's work, well
 * within a step, does not move it, and the file takes a minute rather than two.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserHeaders, createAccount, freshAddress, signUp, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';
import { ACCOUNT_MAIL_WINDOW_MS } from './account-mail.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let known: TestAccount[];
let pending: string[];
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test', AUTH_ANSWER_STEP_MS: '300', PASSWORD_HASHING: 'shop' });
  known = [];
  for (let i = 0; i < 4; i++) known.push(await createAccount(t));
  pending = [];
  for (let i = 0; i < 4; i++) {
    pending.push(`pending${i}-${Date.now()}@example.com`);
    await signUp(t, { name: 'Pending Person', email: pending[i]!, password: 'Parts2026' });
  }
}, 60_000);
afterAll(() => t.close());

const PAIRS = 40;
let unknownCounter = 0;
const unknownAddress = () => `nobody${++unknownCounter}-${Date.now()}@example.com`;

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: browserHeaders(t), payload, remoteAddress: freshAddress() });

async function timed(call: () => Promise<{ statusCode: number }>) {
  const start = performance.now();
  const res = await call();
  return { ms: performance.now() - start, status: res.statusCode };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const quartileSpread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.75)]! - sorted[Math.floor(sorted.length * 0.25)]!;
};

/**
 * Times PAIRS pairs (known, unknown), alternating which goes first, and answers the differences
 * known − unknown. Each pair moves the mail cap's clock on, so every known address is mailed.
 */
async function pairedDifferences(ask: (email: string) => Promise<{ statusCode: number }>, knownAddress: (i: number) => string) {
  const differences: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < PAIRS; i++) {
    t.advanceClock(ACCOUNT_MAIL_WINDOW_MS + 1000);
    const first = i % 2 === 0 ? knownAddress(i) : unknownAddress();
    const second = i % 2 === 0 ? unknownAddress() : knownAddress(i);
    const a = await timed(() => ask(first));
    const b = await timed(() => ask(second));
    statuses.add(a.status).add(b.status);
    differences.push(i % 2 === 0 ? a.ms - b.ms : b.ms - a.ms);
  }
  return { differences, statuses };
}

/**
 * No tell, two ways, each loose enough that a busy shared machine's noise does not fail it and
 * strict enough for the tells this test was written against (the reset request that wrote its link
 * and mail in the request was the slower in 35 and 36 of 40 pairs, by 3 ms on PGlite and 25 ms on
 * a busy PostgreSQL; decision 062). The known address is the slower in about half the pairs, as a
 * coin would be: between 8 and 32 of 40, which a fair coin misses once in about 24,000 runs. And
 * the middle difference is within the differences' quartile spread (about seven standard errors of
 * a median of 40), and at least a millisecond, the timer's own jitter.
 */
function expectNoTell({ differences, statuses }: Awaited<ReturnType<typeof pairedDifferences>>, label: string) {
  expect(statuses.size, label).toBe(1);
  const knownSlower = differences.filter((d) => d > 0).length;
  expect(knownSlower, `${label}: pairs in which the known address was slower`).toBeGreaterThanOrEqual(8);
  expect(knownSlower, `${label}: pairs in which the known address was slower`).toBeLessThanOrEqual(PAIRS - 8);
  const middle = median(differences);
  const tolerance = Math.max(1, quartileSpread(differences));
  expect(Math.abs(middle), `${label}: known − unknown, middle of ${PAIRS} pairs, in ms`).toBeLessThanOrEqual(tolerance);
}

/** Each answer, what it is sent, and the addresses it knows: the resend mails only an unverified one. */
const knownEmails = () => known.map((k) => k.email);
const answers: [string, string, (email: string) => object, () => string[]][] = [
  ['a reset request', '/api/auth/request-password-reset', (email) => ({ email, redirectTo: '/reset-password' }), knownEmails],
  ['a sign-up', '/api/auth/sign-up/email', (email) => ({ name: 'Same Name', email, password: 'Other2026' }), knownEmails],
  ['a failed sign-in', '/api/auth/sign-in/email', (email) => ({ email, password: 'Wrong2026' }), knownEmails],
  ['a verification resend', '/api/auth/send-verification-email', (email) => ({ email, callbackURL: '/login' }), () => pending],
];

describe('answers that take as long for a known address as for an unknown one', () => {
  it.concurrent.each(answers)('%s', async (label, url, payload, knownAddresses) => {
    const addresses = knownAddresses();
    const result = await pairedDifferences((email) => post(url, payload(email)), (i) => addresses[i % addresses.length]!);
    expectNoTell(result, label);
  }, 120_000);
});
