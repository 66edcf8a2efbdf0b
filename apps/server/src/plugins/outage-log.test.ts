/**
 * A database outage is one known condition (decision 038): it is logged once when it begins and
 * once when it ends, with its duration, however many requests and retries of background work
 * (the job queue, the catalog's refresh of stock) meet it meanwhile (decision 073). PostgreSQL is
 * reached through a proxy that cuts it off (test/tcp-proxy.ts); the embedded database cannot
 * go away on its own.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { parts } from '@/db/schema.ts';
import { createAccount, postFromBrowser, type TestAccount } from '@/test/accounts.ts';
import { capturedLog } from '@/test/captured-log.ts';
import { makePart } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';
import { writeWebBuild } from '@/test/web-build.ts';

const onPostgres = inject('database') === 'postgres';

describe.runIf(onPostgres)('a database outage in the log (PostgreSQL only: an embedded database has no connection to cut)', () => {
  const log = capturedLog();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestAccount;
  let partId: string;
  let web: Awaited<ReturnType<typeof writeWebBuild>>;
  beforeAll(async () => {
    // A page whose part pages the server renders: a part it does not hold in memory is looked up.
    web = await writeWebBuild({
      page: '<!doctype html><html><body><div id="root"></div></body></html>',
      shell: '<!doctype html><html><head><!--page-head--></head><body><div id="root"></div></body></html>',
      renderer: `export const partsPageApiPath = () => '/parts';
        export const renderPartsPage = async () => ({ head: '', html: '', data: [] });
        export const renderPartPage = async (url, part) => ({ head: '', html: part ? part.name : 'none', data: [] });`,
    });
    t = await createTestApp({ WEB_DIST: web.dist }, { logger: log.logger, throughProxy: true });
    customer = await createAccount(t);
    partId = (await makePart(t)).id;
  });
  afterAll(async () => {
    await t.close();
    await web.remove();
  });

  /** Requests of every kind a shop sees, each meeting the outage its own way. */
  const traffic = [
    () => t.app.inject('/api/health'),
    () => t.app.inject('/api/health/ready'),
    () => t.app.inject({ url: '/api/order', headers: customer.headers }),
    () => t.app.inject({ method: 'POST', url: '/api/order', headers: customer.headers, payload: { orderId: partId, quantity: 1 } }),
    () => t.app.inject({ url: '/api/auth/get-session', headers: customer.headers }),
    () => postFromBrowser(t, '/api/auth/sign-in/email', { email: customer.email, password: 'not-the-password-1' }),
    () => t.app.inject({ method: 'POST', url: '/api/add-review', headers: customer.headers, payload: { partId, rating: 5, text: 'Good.' } }),
  ];

  const stockShown = async () => ((await t.app.inject('/api/all-parts')).json() as { _id: string; quantity: number }[]).find((p) => p._id === partId)?.quantity;

  it('logs a failure to show a change of stock while the database answers once, not at every retry', async () => {
    expect(await stockShown()).toBe(10); // the catalog is held, so a change of stock is read
    log.lines.length = 0;
    // A bug, not an outage: every read fails while the stock is read again and again.
    const select = vi.spyOn(t.db, 'select').mockImplementation(() => {
      throw new Error('a bug in reading the stock');
    });
    try {
      t.app.parts.stockChangedElsewhere();
      // The first try and two retries.
      await vi.waitFor(() => expect(select.mock.calls.length).toBeGreaterThanOrEqual(3), { timeout: 3_000, interval: 50 });
    } finally {
      select.mockRestore();
      // Part pages of parts not held in memory are looked up in the outage below.
      t.app.parts.invalidateCatalog();
    }
    const warnings = log.lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } }).filter((e) => e.msg !== 'request completed');
    expect(warnings.map(({ level, msg, err }) => ({ level, msg, err: err?.message }))).toEqual([
      { level: 40, msg: 'the catalog could not show a change of stock; trying again', err: 'a bug in reading the stock' },
    ]);
  });

  it('logs one warning when it begins and one line with its duration when it ends, for 20 requests and the job poller', async () => {
    log.lines.length = 0;
    await t.proxy!.cut();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await traffic[i % traffic.length]!();
      statuses.push(res.statusCode);
      if (res.statusCode === 503 && res.json().error) expect(res.headers['retry-after']).toMatch(/^\d+$/);
      if (i % 5 === 0) {
        await t.runJobs();
        // The page is sent to render in the browser instead.
        expect((await t.app.inject(`/parts/${crypto.randomUUID()}`)).statusCode).toBe(200);
      }
    }
    expect(statuses.filter((s) => s !== 503)).toEqual([]);
    await t.proxy!.restore();
    await vi.waitFor(() => expect(t.app.availability.trouble()).toBeNull(), { timeout: 10_000, interval: 100 });
    expect((await traffic[3]!()).statusCode).toBe(201);
    expectOneOutageLogged();
  });

  it('logs only its beginning and end while a change of stock waits for the database, and shows the change after', async () => {
    const before = (await stockShown())!; // the catalog is held now
    // Another process sold some just before the outage; its notification comes when this process
    // cannot read the stock, which it tries again twice a second until the database is back.
    await t.db.update(parts).set({ quantity: before - 3 }).where(eq(parts.id, partId));
    log.lines.length = 0;
    await t.proxy!.cut();
    t.app.parts.stockChangedElsewhere();
    await new Promise((resolve) => setTimeout(resolve, 1_200)); // the first try and two retries
    await t.proxy!.restore();
    await vi.waitFor(() => expect(t.app.availability.trouble()).toBeNull(), { timeout: 10_000, interval: 100 });
    await expect.poll(stockShown, { timeout: 2_000 }).toBe(before - 3);
    expectOneOutageLogged();
  });

  function expectOneOutageLogged() {
    const entries = log.lines.map((line) => JSON.parse(line) as { level: number; msg: string; outageMs?: number; err?: unknown }).filter((e) => e.msg !== 'request completed');
    expect(entries.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 40, msg: 'The database cannot be reached: requests answer 503 until it is back.' },
      { level: 30, msg: expect.stringMatching(/^The database answers again, after \d+(\.\d)? s\.$/) },
    ]);
    expect(entries[1]!.outageMs).toBeGreaterThan(0);
  }
});
