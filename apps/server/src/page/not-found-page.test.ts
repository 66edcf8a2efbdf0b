/**
 * Any address that is no page of the shop answers the 404 page, rendered by the page's server
 * build, with status 404; the shop's pages keep 200 and the API its JSON 404 (decision 051).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/test/test-app.ts';
import { writeWebBuild } from '@/test/web-build.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let web: Awaited<ReturnType<typeof writeWebBuild>>;

const page = '<!doctype html><html><head><title>CoreParts</title></head><body><div id="root"></div></body></html>';
const shell = '<!doctype html><html><head><!--page-head--></head><body><div id="root"></div></body></html>';
// The page's server build as far as the server sees it (the real render: apps/web's server-render.test.tsx).
const renderer = `
export const partsPageApiPath = () => '/parts';
export const renderPartsPage = async () => ({ head: '<title>All Parts · CoreParts</title>', html: '<h1>All Parts</h1>', data: [] });
export const renderPartPage = async () => ({ head: '', html: '', data: [] });
export const renderBuildPage = async () => ({ head: '', html: '', data: [] });
export const renderNotFoundPage = async (url) => ({ head: '<title>Page not found · CoreParts</title>', html: '<h1>404 Page Not Found</h1><!--' + url + '-->', data: [] });
`;

beforeAll(async () => {
  web = await writeWebBuild({ page, shell, renderer });
  t = await createTestApp({ WEB_DIST: web.dist });
});
afterAll(async () => {
  await t?.close();
  await web?.remove();
});

describe('an address that is no page of the shop', () => {
  it.each(['/no/such/page', '/homepage', '/Parts/1/reviews', '/dashboard/nothing', '/wp-login.php?x=1'])('%s answers the 404 page with status 404', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Page not found · CoreParts</title>');
    expect(res.body).toContain(`<h1>404 Page Not Found</h1><!--${url}-->`);
  });

  it('answers HEAD with 404 too', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
  });

  it.each(['/parts', '/PARTS/', '/purchase/123', '/dashboard/myorder', '/login?from=mail'])('%s is a page: 200', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('404 Page Not Found');
  });

  it('keeps the JSON 404 under /api', async () => {
    const res = await t.app.inject('/api/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route GET /api/no/such/call' } });
  });
});
