import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@/db/schema.ts';
import { callAs, createAccount, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = [await createAccount(t, 'admin'), await createAccount(t)];
});
afterAll(() => t.close());

const jobOf = async (kind: string) => (await t.db.select().from(jobs).where(eq(jobs.kind, kind)))[0]!;

describe('the job queue', () => {
  it('runs a job written in a transaction only if that transaction commits, and once', async () => {
    const ran: unknown[] = [];
    t.app.jobs.handle('test.commit', async (payload) => void ran.push(payload));
    await t.db
      .transaction(async (tx) => {
        await t.app.jobs.enqueue('test.commit', { n: 1 }, { tx });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await t.db.transaction(async (tx) => t.app.jobs.enqueue('test.commit', { n: 2 }, { tx }));
    await t.runJobs();
    await t.runJobs();
    expect(ran).toEqual([{ n: 2 }]);
  });

  it('tries a failing job again later, with growing delays, until it succeeds', async () => {
    let calls = 0;
    t.app.jobs.handle('test.flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`relay down (${calls})`);
    });
    await t.app.jobs.enqueue('test.flaky', {});
    await t.runJobs();
    expect(calls).toBe(1);
    expect(await jobOf('test.flaky')).toMatchObject({ attempts: 1, lastError: 'relay down (1)', doneAt: null });
    await t.runJobs();
    expect(calls).toBe(1); // not due before its delay
    t.advanceClock(2_500);
    await t.runJobs();
    expect(calls).toBe(2);
    t.advanceClock(2_500);
    await t.runJobs();
    expect(calls).toBe(2); // the second delay is longer
    t.advanceClock(2_500);
    await t.runJobs();
    expect(calls).toBe(3);
    expect((await jobOf('test.flaky')).doneAt).not.toBeNull();
  });

  it('keeps a job that keeps failing as failed, and shows it to admins only, without its payload', async () => {
    t.app.jobs.handle('test.broken', async () => {
      throw new Error('mailbox unavailable');
    });
    await t.app.jobs.enqueue('test.broken', { secretLink: 'https://shop.test/reset/abc' }, { maxAttempts: 3 });
    for (let i = 0; i < 5; i++) {
      await t.runJobs();
      t.advanceClock(60_000);
    }
    expect(await jobOf('test.broken')).toMatchObject({ attempts: 3, lastError: 'mailbox unavailable' });
    expect((await jobOf('test.broken')).failedAt).not.toBeNull();

    const listed = await callAs(t, 'GET', '/api/admin/jobs', admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json().failed).toBeGreaterThanOrEqual(1);
    expect(listed.json().failedJobs).toContainEqual(
      expect.objectContaining({ kind: 'test.broken', attempts: 3, lastError: 'mailbox unavailable' }),
    );
    expect(listed.body).not.toContain('secretLink');
    expect((await callAs(t, 'GET', '/api/admin/jobs', customer)).statusCode).toBe(403);
  });

  it('gives a job held by a process that died back once its lease runs out', async () => {
    let calls = 0;
    t.app.jobs.handle('test.orphan', async () => void (calls += 1));
    await t.app.jobs.enqueue('test.orphan', {});
    // Claimed by a process that then died: attempts counted, lease five minutes ahead.
    const lease = new Date(Date.now() + 5 * 60_000 + 60_000);
    await t.db.update(jobs).set({ attempts: 1, lockedUntil: lease }).where(eq(jobs.kind, 'test.orphan'));
    await t.runJobs();
    expect(calls).toBe(0);
    t.advanceClock(6 * 60_000 + 1_000);
    await t.runJobs();
    expect(calls).toBe(1);
  });

  it('runs each job once and each scheduled slot once, with two server processes', async (context) => {
    if (!t.anotherProcess) return context.skip('one process per embedded database');
    const other = await t.anotherProcess();
    const runs = new Map<number, number>();
    const ticks: string[] = [];
    for (const app of [t.app, other]) {
      app.jobs.handle('test.once', async (payload) => {
        const n = (payload as { n: number }).n;
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      app.jobs.every('test.tick', 3_600_000, async () => void ticks.push('tick'));
    }
    for (let n = 0; n < 40; n++) await t.app.jobs.enqueue('test.once', { n });
    await Promise.all([t.app.jobs.runDue(), other.jobs.runDue(), t.app.jobs.runDue(), other.jobs.runDue()]);
    expect([...runs.values()]).toEqual(Array.from({ length: 40 }, () => 1));
    expect(ticks).toHaveLength(1);
  });
});
