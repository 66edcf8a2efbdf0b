/**
 * Every pooled PostgreSQL connection busy for longer than a request may wait for one is no
 * outage (decision 038): the request answers 503 with Retry-After, readiness stays ready, and the
 * log has one line counting the requests that waited, not the outage's warning. The embedded
 * database has no pool.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { messages } from '@coreparts/shared';
import { createAccount, postFromBrowser, type TestAccount } from '@/test/accounts.ts';
import { capturedLog } from '@/test/captured-log.ts';
import { createTestApp } from '@/test/test-app.ts';

const onPostgres = inject('database') === 'postgres';

/** The pool's size and how long a request waits for one of its connections (db/client.ts). */
const POOL_MAX = 10;
const CONNECTION_WAIT_MS = 5_000;

describe.runIf(onPostgres)('a pool whose connections are all busy (PostgreSQL only)', () => {
  const log = capturedLog();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({}, { logger: log.logger });
    customer = await createAccount(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 with Retry-After, stays ready, and logs no outage', async () => {
    log.lines.length = 0;
    // Each holds one of the pool's connections for longer than a request waits for one.
    const holding = Array.from({ length: POOL_MAX }, async () => t.db.execute(sql`select pg_sleep(${(CONNECTION_WAIT_MS + 2_000) / 1000})`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const waited = await Promise.all([
      t.app.inject({ url: '/api/order', headers: customer.headers }),
      // Better Auth answers its own 500 here; the route answers the same 503 instead.
      t.app.inject({ url: '/api/auth/get-session', headers: customer.headers }),
      postFromBrowser(t, '/api/auth/sign-in/email', { email: customer.email, password: 'not-the-password-1' }),
    ]);
    for (const res of waited) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.json()).toEqual({ error: { code: 'service_unavailable', message: messages.outage.unavailable } });
    }
    expect(t.app.availability.trouble()).toBeNull();

    expect((await t.app.inject('/api/health/ready')).statusCode).toBe(200);
    await Promise.all(holding);
    expect((await t.app.inject({ url: '/api/order', headers: customer.headers })).statusCode).toBe(200);

    const entries = log.lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown }).filter((e) => e.msg !== 'request completed');
    expect(entries.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 40, msg: "The database's connections were all busy: 1 request waited too long for one and was answered 503." },
    ]);
  }, 30_000);
});
