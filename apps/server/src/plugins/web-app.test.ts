import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let webDist: string;
const page = '<!doctype html><html><body><div id="root"></div></body></html>';
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'coreparts-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), page);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the built page', () => {
  it.each(['/', '/home', '/parts', '/purchase/123', '/no/such/page'])(
    'answers the page for the client route %s, not cached',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(page);
    },
  );

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates files that are not hashed', async () => {
    const res = await t.app.inject('/favicon.svg');
    expect(res.headers['cache-control']).toBe('public, max-age=3600, must-revalidate');
  });

  it('never answers the page for an API path', async () => {
    const res = await t.app.inject('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/parts' });
    expect(res.statusCode).toBe(404);
  });
});
