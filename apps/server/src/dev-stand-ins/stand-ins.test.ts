/**
 * The development stand-ins run only in development and tests, never beside the real service
 * they stand in for, and the outbox and the local identity provider answer only to this machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/test/test-app.ts';
import { messages } from '@coreparts/shared';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const authorizeUrl = (provider: string) => `/dev/idp/${provider}/authorize`;

describe('on this machine only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it('shows the outbox to a loopback connection', async () => {
    expect((await t.app.inject({ url: '/api/dev/mail', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/dev/mail', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  // Behind a reverse proxy on the same host every visitor's connection is loopback: a request
  // that a proxy passed on says so in one of these headers, and no stand-in answers it.
  const proxyHeaders = [
    { forwarded: 'for=203.0.113.7;proto=https' },
    { 'x-forwarded-for': '203.0.113.7' },
    { 'x-forwarded-host': 'shop.example' },
    { 'x-forwarded-proto': 'https' },
    { 'x-forwarded-port': '443' },
    { via: '1.1 proxy.example' },
  ];
  const standInRoutes = [
    { method: 'GET', url: '/api/dev/mail', unproxied: 200 },
    { method: 'POST', url: '/api/dev/payments/confirm', payload: {}, unproxied: 400 },
    { method: 'GET', url: authorizeUrl('google'), unproxied: 400 },
    { method: 'POST', url: authorizeUrl('github'), payload: {}, unproxied: 400 },
    { method: 'POST', url: '/dev/idp/google/token', payload: {}, unproxied: 400 },
    { method: 'GET', url: '/dev/idp/github/userinfo', unproxied: 401 },
  ] as const;

  describe.each(standInRoutes)('$method $url', (route) => {
    it('answers a loopback connection with no proxy in between', async () => {
      const res = await t.app.inject({ ...route, remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(route.unproxied);
    });

    it.each(proxyHeaders)('refuses with 403 a request that came through a proxy (%o)', async (headers) => {
      const res = await t.app.inject({ ...route, remoteAddress: '127.0.0.1', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'forbidden', message: messages.standIns.throughProxy } });
    });
  });

  it('hides the outbox and the identity provider from any other connection, even one claiming to be local', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
      const mail = await t.app.inject({ url: '/api/dev/mail', remoteAddress: '10.0.0.5', headers });
      expect(mail.statusCode).toBe(404);
      const idp = await t.app.inject({ url: authorizeUrl('google'), remoteAddress: '10.0.0.5', headers });
      expect(idp.statusCode).toBe(404);
    }
  });
});

describe('never beside the real service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      GOOGLE_CLIENT_ID: 'real-google-client',
      GOOGLE_CLIENT_SECRET: 'real-google-secret',
      STRIPE_SECRET_KEY: 'sk_test_coreparts',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_coreparts',
      STRIPE_WEBHOOK_SECRET: 'whsec_coreparts',
    });
  });
  afterAll(() => t.close());

  it('has no outbox with SMTP_URL, no test payments with Stripe keys, no local Google with Google credentials', async () => {
    expect((await t.app.inject({ url: '/api/dev/mail' })).statusCode).toBe(404);
    const pay = await t.app.inject({ method: 'POST', url: '/api/dev/payments/confirm', payload: {} });
    expect(pay.statusCode).toBe(404);
    expect((await t.app.inject({ url: authorizeUrl('google') })).statusCode).toBe(404);
    // GitHub has no credentials here: its stand-in is still there (it wants a proper request).
    expect((await t.app.inject({ url: authorizeUrl('github') })).statusCode).toBe(400);
  });
});
