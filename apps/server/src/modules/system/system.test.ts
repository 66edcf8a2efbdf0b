import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ STORE_NAME: 'Test Parts' });
});
afterAll(() => t.close());

describe('system routes', () => {
  it('GET /api/config answers the public settings and no secret', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      storeName: 'Test Parts',
      payments: { mode: 'test', publishableKey: null },
      // No Google or GitHub credentials outside production: the local identity provider.
      socialSignIn: { google: true, github: true },
    });
  });

  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a JSON 404, never the page', async () => {
    for (const url of ['/api/nope', '/api', '/api/part', '/api/bench/all-parts-bare']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
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
