import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let webDist: string;
const page = '<!doctype html><html><body><div id="root"></div></body></html>';
const home = '<!doctype html><html><body><div id="root"><h1>Prerendered home</h1></div></body></html>';
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  // In a folder of its own, with no page server build (dist-ssr) beside it.
  webDist = path.join(await mkdtemp(path.join(tmpdir(), 'coreparts-web-')), 'dist');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), page);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDist, 'assets', 'app-def456.js'), script);
  await writeFile(path.join(webDist, 'assets', 'app-def456.js.gz'), gzipSync(script));
  await mkdir(path.join(webDist, 'prerendered'));
  await writeFile(path.join(webDist, 'prerendered', 'home.html'), home);
  await writeFile(path.join(webDist, 'prerendered', 'pages.json'), JSON.stringify({ '/': 'home.html', '/home': 'home.html' }));
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(path.dirname(webDist), { recursive: true, force: true });
});

describe('the built page', () => {
  it.each(['/', '/home'])('answers the page prerendered for %s, not cached', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(home);
  });

  it.each(['/parts', '/purchase/123', '/dashboard/myorder', '/?from=mail'])(
    'answers the page for the client route %s, not cached',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(page);
    },
  );

  it.each(['/no/such/page', '/homepage', '/dashboard/nothing?x=1', '/missing.png'])(
    'answers the page with status 404 for %s, which is no page of the shop (decision 051)',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
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

  it('sends the gzip file the build wrote, when there is one, as it is', async () => {
    const res = await t.app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(gzipSync(script))).toBe(true);
    const plain = await t.app.inject('/assets/app-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
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
