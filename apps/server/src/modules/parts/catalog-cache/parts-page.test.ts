import type { PartsPage } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/test/test-app.ts';
import { writeWebBuild } from '@/test/web-build.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let web: Awaited<ReturnType<typeof writeWebBuild>>;
const page = '<!doctype html><html><body><div id="root"></div></body></html>';
const shell = '<!doctype html><html><head><!--page-head--><script type="module" src="/assets/start.js"></script></head><body><div id="root"></div></body></html>';

// The page's server build as far as the server sees it: which API page to render /parts with,
// and the render itself (the real one is tested end to end, e2e/storefront.spec.ts).
const renderer = `
export const partsPageApiPath = (url) => {
  const search = new URL(url, 'http://localhost').searchParams;
  const params = new URLSearchParams({ limit: '2', sort: 'price-asc' });
  if (search.get('q')) params.set('q', search.get('q'));
  return '/parts?' + params;
};
export async function renderPartsPage(url, firstPage) {
  if (url.includes('broken')) throw new Error('cannot render');
  globalThis.partsPageRenders = (globalThis.partsPageRenders ?? 0) + 1;
  const names = firstPage.items.map((part) => '<li>' + part.name + '</li>').join('');
  const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
  return { head: '<title>Parts $&</title>', html: '<ul>' + names + '</ul><p>$& $1</p>', data: [['parts', q], firstPage] };
}
export const renderPartPage = async () => ({ head: '', html: 'a part', data: [] });
`;

const renders = () => (globalThis as { partsPageRenders?: number }).partsPageRenders ?? 0;

async function addPart(name: string, price: number) {
  return t.app.parts.addPart({
    name,
    category: 'ssd',
    price,
    quantity: 10,
    min: 1,
    image: '/images/parts/a.webp',
    description: 'A part for the page test.',
  });
}

/** The page's HTML and the data it hands to the browser. */
function read(html: string) {
  const data = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)?.[1];
  return { root: html.match(/<div id="root">(.*?)<\/div>/s)?.[1], data: data === undefined ? undefined : (JSON.parse(data) as unknown[]) };
}

beforeAll(async () => {
  web = await writeWebBuild({ page, shell, renderer });
  t = await createTestApp({ WEB_DIST: web.dist });
  await addPart('Page Test SSD Cheapest', 1.01);
  await addPart('Page Test SSD Second', 1.02);
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

describe('/parts rendered on the server (decision 013)', () => {
  it('answers the first page of the list in the page shell, with the data it was rendered from', async () => {
    const res = await t.app.inject('/parts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.body).toContain('<head><title>Parts $&</title><script type="module" src="/assets/start.js"></script></head>');
    const { root, data } = read(res.body);
    expect(root).toBe('<ul><li>Page Test SSD Cheapest</li><li>Page Test SSD Second</li></ul><p>$& $1</p>');
    const api = (await t.app.inject('/api/parts?limit=2&sort=price-asc')).json() as PartsPage;
    expect(data).toEqual([['parts', ''], api]);
  });

  it('renders a page once until its part of the catalog changes, then shows the change at once', async () => {
    await t.app.inject('/parts?q=page+test');
    const before = renders();
    expect(read((await t.app.inject('/parts?q=page+test')).body).root).toContain('Page Test SSD Cheapest');
    expect(renders()).toBe(before);

    await addPart('Page Test SSD Cheaper Still', 1.0);
    const after = read((await t.app.inject('/parts?q=page+test')).body);
    expect(renders()).toBe(before + 1);
    expect(after.root).toBe('<ul><li>Page Test SSD Cheaper Still</li><li>Page Test SSD Cheapest</li></ul><p>$& $1</p>');
  });

  it('hands over a search with markup in it as data that cannot close its element', async () => {
    const search = '</script><script>alert(1)</script>';
    const res = await t.app.inject(`/parts?q=${encodeURIComponent(search)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(2); // the start script's and the data's own
    expect(read(res.body).data?.[0]).toEqual(['parts', search]);
  });

  it('sends the page to render in the browser when the server cannot render it', async () => {
    const res = await t.app.inject('/parts?q=broken');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page);
  });

  it('does not render other addresses', async () => {
    for (const url of ['/parts/x/y', '/partsx', '/home']) expect((await t.app.inject(url)).body).toBe(page);
  });
});
