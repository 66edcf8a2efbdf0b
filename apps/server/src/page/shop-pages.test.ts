/**
 * The shop's own pages (decision 051): rendered by the server with the public settings they show,
 * once per process, with their canonical address; the settings also reach the page through
 * `GET /api/config`, social pages only where configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/test/test-app.ts';
import { writeWebBuild } from '@/test/web-build.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let web: Awaited<ReturnType<typeof writeWebBuild>>;

const page = '<!doctype html><html><head><title>CoreParts</title></head><body><div id="root"></div></body></html>';
const shell = '<!doctype html><html><head><!--page-head--></head><body><div id="root"></div></body></html>';
// The page's server build as far as the server sees it (the real render: apps/web's server-render.test.tsx);
// it counts its renders where the test can read them.
const renderer = `
export const partsPageApiPath = () => '/parts';
export const renderPartsPage = async () => ({ head: '', html: '', data: [] });
export const renderPartPage = async () => ({ head: '', html: '', data: [] });
export const renderBuildPage = async () => ({ head: '', html: '', data: [] });
export const renderNotFoundPage = async () => ({ head: '', html: '<h1>404 Page Not Found</h1>', data: [] });
export async function renderShopPage(url, config) {
  globalThis.shopPageRenders = (globalThis.shopPageRenders ?? 0) + 1;
  return { head: '<title>' + url + ' · ' + config.storeName + '</title>', html: '<h1>' + url + '</h1><p>' + config.contactEmail + '</p>', data: [[['config'], config]] };
}
`;
const renders = () => (globalThis as { shopPageRenders?: number }).shopPageRenders ?? 0;

beforeAll(async () => {
  web = await writeWebBuild({ page, shell, renderer });
  t = await createTestApp({
    WEB_DIST: web.dist,
    PUBLIC_URL: 'https://shop.example',
    STORE_NAME: 'Parts & Co',
    CONTACT_EMAIL: 'help@shop.example',
    SOCIAL_YOUTUBE_URL: 'https://youtube.com/@partsandco',
  });
});
afterAll(async () => {
  await t?.close();
  await web?.remove();
});

describe("the shop's own pages", () => {
  it.each(['/shipping', '/returns', '/warranty', '/privacy', '/terms', '/contact'])('%s is rendered by the server with the settings and its canonical address', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<title>${url} · Parts & Co</title><link rel="canonical" href="https://shop.example${url}">`);
    expect(res.body).toContain(`<div id="root"><h1>${url}</h1><p>help@shop.example</p></div>`);
    expect(res.body).toContain('"contactEmail":"help@shop.example"');
  });

  it('renders each page once and keeps it', async () => {
    const before = renders();
    for (let i = 0; i < 3; i++) expect((await t.app.inject('/contact?from=footer')).statusCode).toBe(200);
    expect(renders()).toBe(before);
  });

  it('hands the page the contact address and only the social pages configured', async () => {
    const config = (await t.app.inject('/api/config')).json();
    expect(config.contactEmail).toBe('help@shop.example');
    expect(config.social).toEqual([{ network: 'youtube', url: 'https://youtube.com/@partsandco' }]);
  });
});
