import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ STORE_NAME: 'Test Parts' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** The database stops answering, as far as `app` can tell. */
const databaseDown = (app: typeof t.app) => vi.spyOn(app.db, 'execute').mockRejectedValue(new Error('connection refused'));

describe('system routes', () => {
  it('GET /api/config answers the public settings and no secret', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      storeName: 'Test Parts',
      payments: { mode: 'test', publishableKey: null },
      // No Google or GitHub credentials outside production: the local identity provider.
      socialSignIn: { google: true, github: true },
      // The contact page's address, from MAIL_FROM when CONTACT_EMAIL is not set; no social network configured.
      contactEmail: 'no-reply@coreparts.local',
      social: [],
    });
  });

  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', disk: 'ok' });
  });

  it('GET /api/health/live answers without asking the database', async () => {
    const ping = databaseDown(t.app);
    const res = await t.app.inject('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(ping).not.toHaveBeenCalled();
  });

  it('GET /api/health/ready answers 200 while the database answers', async () => {
    const res = await t.app.inject('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', disk: 'ok' });
  });

  it('GET /api/health/ready answers 503 with Retry-After when the database does not', async () => {
    databaseDown(t.app);
    const res = await t.app.inject('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ status: 'unavailable', database: 'unreachable', disk: 'ok', shuttingDown: false });
  });

  it('GET /api/health/ready answers 503 once the app begins to close', async () => {
    const closing = await createTestApp();
    try {
      // The check is under way, waiting on the database, when the process is told to stop.
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const ping = vi.spyOn(closing.app.db, 'execute').mockReturnValue(answered as never);
      const pending = closing.app.inject('/api/health/ready');
      await vi.waitFor(() => expect(ping).toHaveBeenCalled());
      // Closing begins (its preClose hooks run within a few turns) and waits for this request (decision 072).
      let closed = false;
      const closingDone = closing.app.close().then(() => (closed = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(closed).toBe(false);
      answer();
      const res = await pending;
      await closingDone;
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ status: 'unavailable', database: 'ok', disk: 'ok', shuttingDown: true });
    } finally {
      await closing.close();
    }
  });

  it('answers unknown API paths with a JSON 404, never the page', async () => {
    for (const url of ['/api/nope', '/api', '/api/part', '/api/bench/all-parts-bare']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('compresses a large answer that is not compressed already, and leaves small ones as they are', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const large = await t.app.inject({ url: '/api/openapi.json', headers: gzip });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString()).openapi).toBe('3.1.0');
    const small = await t.app.inject({ url: '/api/config', headers: gzip });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().storeName).toBe('Test Parts');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a malformed JSON body with 400 in the standard format', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/config',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json()).toHaveProperty('error.code');
  });
});
