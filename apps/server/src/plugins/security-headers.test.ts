import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { productionEnv } from '@/test/production-env.ts';
import { createTestApp } from '@/test/test-app.ts';
import { securityHeaders } from './security-headers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What @fastify/helmet sent on every answer before the headers were worked out once (issue 16). */
const expected = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https://lh3.googleusercontent.com https://avatars.githubusercontent.com;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are the same on every API answer as before, whatever the route or status', async () => {
    for (const url of ['/api/config', '/api/all-parts', '/api/order', '/api/no-such-route']) {
      const res = await t.app.inject(url);
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${name} on ${url}`).toBe(value);
    }
  });

  it('add HSTS and upgrade-insecure-requests in production, and Stripe to the CSP when it takes payments', () => {
    const production = securityHeaders(loadConfig(productionEnv));
    expect(production['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(production['content-security-policy']).toContain(';upgrade-insecure-requests');
    expect(production['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(production['content-security-policy']).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
  });
});
