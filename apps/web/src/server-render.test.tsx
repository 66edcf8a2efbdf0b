import { messages, type Part, type PublicConfig, type SavedBuild } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { partsPageApiPath, prerender, renderBuildPage, renderNotFoundPage, renderPartPage, renderPartsPage, renderShopPage } from './server-render.tsx';

const part: Part = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  name: 'Vortex VX 7700 Graphics Card 12GB',
  category: 'graphics-card',
  price: 549.99,
  image: '/images/parts/vortex.webp',
  images: ['/images/parts/vortex.webp'],
  text: 'Triple-fan cooling & "quiet" <fast>.',
  min: 2,
  quantity: 140,
  specs: { memoryGb: 12, memoryType: 'GDDR6', tdpW: 245, lengthMm: 310 },
};

const titles = (html: string) => html.match(/<title>/g)?.length ?? 0;

describe('pages rendered outside the browser (decisions 011, 013, 030, 050)', () => {
  it("puts a part's title and description in the head, not in the body", async () => {
    const page = await renderPartPage(`/parts/${part._id}`, part);
    expect(page.head).toContain('<title>Vortex VX 7700 Graphics Card 12GB · CoreParts</title>');
    expect(page.head).toContain('<meta name="description" content="Triple-fan cooling &amp; &quot;quiet&quot; &lt;fast&gt;."/>');
    expect(titles(page.html)).toBe(0);
    expect(page.html).toContain('$549.99');
    expect(page.html).toContain('Graphics Card');
    expect(page.html).toMatch(new RegExp(`<a [^>]*href="/purchase/${part._id}"[^>]*>Order Now</a>`));
    expect(page.data).toEqual([[['part', part._id], part]]);
  });

  it("shows the part's specifications grouped, with units", async () => {
    const { html } = await renderPartPage(`/parts/${part._id}`, part);
    expect(html).toContain('Specifications');
    expect(html).toMatch(/<caption[^>]*>Memory<\/caption>.*Memory Type.*GDDR6/s);
    expect(html).toMatch(/Board Power<\/th><td[^>]*>245 W</);
    expect(html).toMatch(/Length<\/th><td[^>]*>310 mm</);
  });

  it("shows the part's brand, MPN, SKU and GTIN under its name, the brand leading to its other parts (decision 089)", async () => {
    const { html } = await renderPartPage(`/parts/${part._id}`, { ...part, brand: 'Vortex', mpn: 'VX7700-12GD6-TF', sku: 'CP-GPU-1001', gtin: '4006381333931' });
    const identity = html.match(/<dl[^>]*data-testid="part-identity"[^>]*>(.*?)<\/dl>/s)?.[1] ?? '';
    const facts = [...identity.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/gs)].map(([, dt, dd]) => [dt!.replace(/<[^>]+>/g, ''), dd!.replace(/<[^>]+>/g, '')]);
    expect(facts).toEqual([
      ['Brand', 'Vortex'],
      ['MPN', 'VX7700-12GD6-TF'],
      ['SKU', 'CP-GPU-1001'],
      ['GTIN', '4006381333931'],
    ]);
    expect(identity).toMatch(/<a [^>]*href="\/parts\?q=Vortex"[^>]*>Vortex<\/a>/);
    expect(html.indexOf('data-testid="part-identity"')).toBeGreaterThan(html.indexOf(part.name));
  });

  it('shows only the identity a part has, and nothing for a part without one', async () => {
    const { html } = await renderPartPage(`/parts/${part._id}`, { ...part, sku: 'CP-GPU-1001' });
    expect(html).toContain('data-testid="part-sku"');
    expect(html).not.toContain('data-testid="part-brand"');
    expect((await renderPartPage(`/parts/${part._id}`, part)).html).not.toContain('data-testid="part-identity"');
  });

  it('renders the 404 page for no part, and for an id that names none', async () => {
    for (const url of [`/parts/${part._id}`, '/parts/not-a-part']) {
      const page = await renderPartPage(url, null);
      expect(page.head).toContain('<title>Page not found · CoreParts</title>');
      expect(titles(page.head)).toBe(1);
      expect(page.html).toContain(messages.notFound);
    }
  });

  it.each([
    ['/', 'Computer parts and upgrades · CoreParts'],
    ['/blog', 'Blog · CoreParts'],
  ])('gives the prerendered page %s its own title and description in the head', async (url, title) => {
    const page = await prerender(url);
    expect(page.head).toContain(`<title>${title}</title>`);
    expect(page.head).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(titles(page.html)).toBe(0);
  });

  it('titles the parts list by its category', async () => {
    const page = await renderPartsPage('/parts?category=ssd', { items: [], nextCursor: null, total: 0, facets: [] });
    expect(page.head).toContain('<title>SSD · CoreParts</title>');
    expect(titles(page.html)).toBe(0);
  });

  it("asks the API for the URL's specification filters, and renders the category's filters with their counts", async () => {
    const url = '/parts?category=ram&spec.memoryType=DDR5&spec.speedMts.min=6000';
    expect(partsPageApiPath(url)).toBe('/parts?limit=24&sort=featured&category=ram&spec.memoryType=DDR5&spec.speedMts.min=6000');
    const facets = [
      { key: 'memoryType', kind: 'multi' as const, values: [{ value: 'DDR4', count: 3 }, { value: 'DDR5', count: 2 }] },
      { key: 'speedMts', kind: 'range' as const, min: 3200, max: 7200 },
    ];
    const { html } = await renderPartsPage(url, { items: [], nextCursor: null, total: 2, facets });
    expect(html).toMatch(/<legend[^>]*>Memory Type<\/legend>/);
    expect(html).toMatch(/checked=""[^>]*\/><span[^>]*>DDR5<\/span><span[^>]*>2<span[^>]*> parts<\/span><\/span>/);
    expect(html).toMatch(/aria-label="Speed from"[^>]*value="6000"/);
  });

  it("renders a saved build: its parts with today's prices and stock, one no longer sold flagged, the check, the total and its actions", async () => {
    const cpu: Part = { ...part, _id: '11111111-1111-4111-8111-111111111111', name: 'Arcwave A5 7600 Processor', category: 'processor', price: 199, quantity: 12, min: 1, specs: { socket: 'AM5', tdpW: 65 } };
    const build: SavedBuild = {
      id: 'Ab3_-xYz09QrStUv',
      name: 'Quiet <AM5> & co',
      createdAt: '2026-05-01T10:00:00.000Z',
      lines: [
        { partId: cpu._id, quantity: 1, name: cpu.name, category: 'processor', image: cpu.image, part: cpu },
        { partId: part._id, quantity: 2, name: part.name, category: 'graphics-card', image: part.image, part },
        { partId: '22222222-2222-4222-8222-222222222222', quantity: 1, name: 'Old DDR4 Kit', category: 'ram', image: '/images/parts/old.webp', part: null },
      ],
      check: { estimatedWatts: 605, problems: [{ severity: 'warning', code: 'no-cooler', message: 'Arcwave A5 7600 Processor comes without a cooler.', partIds: [cpu._id] }] },
      total: 199 + 2 * 549.99,
    };
    const page = await renderBuildPage(`/builds/${build.id}`, build);
    expect(page.head).toContain('<title>Quiet &lt;AM5&gt; &amp; co · CoreParts</title>');
    expect(page.head).toContain(`<meta name="description" content="1 warning. 3 parts, $1,298.98 at today&#x27;s prices: ${cpu.name}, ${part.name}, Old DDR4 Kit."/>`);
    expect(titles(page.html)).toBe(0);
    expect(page.data).toEqual([[['build', build.id], build]]);
    const { html } = page;
    expect(html).toMatch(/<h1[^>]*>Quiet &lt;AM5&gt; &amp; co<\/h1>/);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/parts/${part._id}"[^>]*>${part.name}</a>`));
    expect(html).toContain('$549.99');
    expect(html).toContain('In Stock: 140');
    expect(html).toContain('Old DDR4 Kit');
    expect(html).toContain(messages.builds.noLongerSold);
    expect(html).toContain('One part of this build is<!-- --> no longer sold');
    expect(html).toContain('Arcwave A5 7600 Processor comes without a cooler.');
    expect(html).toContain('Estimated draw <!-- -->605<!-- --> W');
    expect(html).toContain('$1,298.98');
    expect(html).toMatch(/<button[^>]*>Add build to cart<\/button>/);
    const copy = `/builder?parts=${cpu._id}:1,${part._id}:2,22222222-2222-4222-8222-222222222222:1`;
    expect(html).toMatch(new RegExp(`<a [^>]*href="${copy.replace(/[?]/g, '\\?')}"[^>]*>Open in builder</a>`));
  });

  it('renders the 404 page for no build, and for an id that names none', async () => {
    for (const url of ['/builds/Ab3_-xYz09QrStUv', '/builds/not-a-build']) {
      const page = await renderBuildPage(url, null);
      expect(page.head).toContain('<title>Page not found · CoreParts</title>');
      expect(page.html).toContain(messages.notFound);
    }
  });

  it('renders the 404 page, with its Home button, at an address that is no page (decision 051)', async () => {
    const page = await renderNotFoundPage('/no/such/page?x=1');
    expect(page.head).toContain('<title>Page not found · CoreParts</title>');
    expect(page.html).toContain(messages.notFound);
    expect(page.html).toMatch(/<a [^>]*href="\/home"[^>]*>Home<\/a>/);
    expect(page.data).toEqual([]);
  });

  it("renders a shop page with the store's name and contact address, and a footer whose links all lead to pages (decision 051)", async () => {
    const config: PublicConfig = {
      storeName: 'Parts & Co',
      payments: { mode: 'test', publishableKey: null },
      socialSignIn: { google: true, github: true },
      contactEmail: 'help@shop.example',
      social: [],
    };
    const page = await renderShopPage('/contact', config);
    expect(page.head).toContain('<title>Contact us · Parts &amp; Co</title>');
    expect(page.html).toContain('<a href="mailto:help@shop.example"');
    expect(page.html).toContain('E-mail is the quickest way to reach Parts &amp; Co: help@shop.example.');
    const footer = page.html.slice(page.html.indexOf('<footer'), page.html.indexOf('</footer>'));
    const links = [...footer.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(links).toEqual(['/builder', '/upgrade', '/shipping', '/returns', '/warranty', '/contact', '/blog', '/terms', '/privacy']);
    expect(footer).not.toContain('Follow us');
    expect(page.data).toEqual([[['config'], config]]);
  });

  it('shows a social icon only for a network whose address is configured', async () => {
    const config: PublicConfig = {
      storeName: 'CoreParts',
      payments: { mode: 'test', publishableKey: null },
      socialSignIn: { google: true, github: true },
      contactEmail: 'help@shop.example',
      social: [{ network: 'youtube', url: 'https://youtube.com/@coreparts' }],
    };
    const footer = (await renderShopPage('/shipping', config)).html.split('<footer')[1]!.split('</footer>')[0]!;
    expect(footer).toContain('Follow us');
    expect(footer).toMatch(/<a href="https:\/\/youtube.com\/@coreparts" aria-label="CoreParts on YouTube"/);
    expect(footer).not.toContain('Twitter');
    expect(footer).not.toContain('Facebook');
  });
});
