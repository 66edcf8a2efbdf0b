import type { Part, SavedBuild } from '@coreparts/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parts } from '@/db/schema.ts';
import { browserHeaders, createAccount, freshAddress, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';
import { writeWebBuild } from '@/test/web-build.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let web: Awaited<ReturnType<typeof writeWebBuild>>;
let owner: TestAccount;
let ids: Map<string, string>;

const page = '<!doctype html><html><head><title>CoreParts</title></head><body><div id="root"></div></body></html>';
const shell = '<!doctype html><html><head><meta charset="UTF-8"><!--page-head--><script type="module" src="/assets/start.js"></script></head><body><div id="root"></div></body></html>';

// The page's server build as far as the server sees it: the title and description React hoists
// (the real render is tested in apps/web's server-render.test.tsx and end to end, e2e/builder.journey.ts).
const renderer = `
export const partsPageApiPath = () => '/parts';
export const renderPartsPage = async () => ({ head: '', html: '', data: [] });
export const renderPartPage = async () => ({ head: '', html: '', data: [] });
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
export async function renderBuildPage(url, build) {
  const id = url.split('/').at(-1);
  if (!build) return { head: '<title>Page not found · CoreParts</title>', html: '<h1>404 Page Not Found</h1>', data: [['build', id], null] };
  return {
    head: '<title>' + escape(build.name ?? 'PC build') + ' · CoreParts</title>',
    html: '<h1>' + escape(build.name ?? 'PC build') + '</h1><p>$' + build.total.toFixed(2) + '</p>',
    data: [['build', id], build],
  };
}
`;

const demo = ['Arcwave A5 7600 Processor 6-Core', 'Ferrox B650M Volt Micro-ATX Motherboard', 'Halcyon Core DDR4-3200 16GB (2x8GB) Kit'];

/** The page's head and body, its link-preview tags and the data it hands to the browser. */
function read(html: string) {
  const [head = '', body = ''] = html.split('</head>');
  const data = body.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)?.[1];
  return {
    head,
    body,
    titles: [...html.matchAll(/<title>(.*?)<\/title>/g)].map((m) => m[1]),
    canonical: head.match(/<link rel="canonical" href="([^"]*)">/)?.[1],
    meta: (key: string) => head.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"\\/?>`))?.[1],
    data: data === undefined ? undefined : (JSON.parse(data) as [unknown, SavedBuild | null]),
  };
}

async function save(payload: object, who?: TestAccount): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/builds', headers: who ? who.headers : browserHeaders(t), payload, remoteAddress: freshAddress() });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

beforeAll(async () => {
  web = await writeWebBuild({ page, shell, renderer });
  t = await createTestApp({ WEB_DIST: web.dist, PUBLIC_URL: 'https://shop.example' });
  const rows = await t.db.select({ id: parts.id, name: parts.name }).from(parts).where(inArray(parts.name, demo));
  ids = new Map(rows.map((row) => [row.name, row.id]));
  owner = await createAccount(t);
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

const lines = () => demo.map((name) => ({ id: ids.get(name)!, quantity: 1 }));

describe('/builds/:id rendered on the server (decision 050)', () => {
  it('answers the build with one title and its link previews, absolute on the public address, kept out of search results', async () => {
    const id = await save({ name: 'Budget AM5', parts: lines() });
    const res = await t.app.inject(`/builds/${id}?utm_source=chat`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const { titles, canonical, meta, data, body } = read(res.body);
    const build = (await t.app.inject(`/api/builds/${id}`)).json() as SavedBuild;
    const cpu = (await t.app.parts.getPart(ids.get(demo[0]!)!)) as Part;
    const url = `https://shop.example/builds/${id}`;
    expect(titles).toEqual(['Budget AM5 · CoreParts']);
    expect(canonical).toBe(url);
    expect(meta('robots')).toBe('noindex');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:site_name')).toBe('CoreParts');
    expect(meta('og:title')).toBe('Budget AM5');
    expect(meta('og:description')).toBe(`2 errors. 3 parts, $${build.total.toFixed(2)} at today&#39;s prices: ${demo.join(', ')}.`);
    expect(meta('og:image')).toBe(`https://shop.example${cpu.image}`);
    expect(meta('og:url')).toBe(url);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe('Budget AM5');
    expect(meta('twitter:description')).toBe(meta('og:description'));
    expect(meta('twitter:image')).toBe(meta('og:image'));
    expect(data).toEqual([['build', id], build]);
    expect(body).toContain(`<h1>Budget AM5</h1><p>$${build.total.toFixed(2)}</p>`);
  });

  it('titles a build without a name by its processor', async () => {
    const id = await save({ parts: lines().reverse() });
    const { meta } = read((await t.app.inject(`/builds/${id}`)).body);
    expect(meta('og:title')).toBe(`PC build with ${demo[0]}`);
  });

  it('keeps markup in a name out of the head', async () => {
    const id = await save({ name: 'Quiet "build" <AM5> & co', parts: lines() });
    const res = await t.app.inject(`/builds/${id}`);
    expect(res.body).not.toContain('<AM5>');
    expect(read(res.body).meta('og:title')).toBe('Quiet &quot;build&quot; &lt;AM5&gt; &amp; co');
  });

  it.each([
    ['an id no build has', '/builds/AAAAAAAAAAAAAAAA'],
    ['a malformed id', '/builds/not-a-build'],
    ['an escaped id', '/builds/not%20a%20build'],
  ])('answers 404 with the 404 page for %s', async (_, url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const { titles, canonical, meta, body } = read(res.body);
    expect(titles).toEqual(['Page not found · CoreParts']);
    expect(body).toContain('<h1>404 Page Not Found</h1>');
    expect(canonical).toBeUndefined();
    expect(meta('og:title')).toBeUndefined();
  });

  it('shows a rename at once, and a deleted build as 404 at once', async () => {
    const id = await save({ name: 'Before', parts: lines() }, owner);
    expect(read((await t.app.inject(`/builds/${id}`)).body).titles).toEqual(['Before · CoreParts']);
    await t.app.inject({ method: 'PATCH', url: `/api/builds/${id}`, headers: owner.headers, payload: { name: 'After' } });
    expect(read((await t.app.inject(`/builds/${id}`)).body).titles).toEqual(['After · CoreParts']);
    await t.app.inject({ method: 'DELETE', url: `/api/builds/${id}`, headers: owner.headers });
    expect((await t.app.inject(`/builds/${id}`)).statusCode).toBe(404);
  });
});
