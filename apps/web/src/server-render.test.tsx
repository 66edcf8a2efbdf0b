import { messages, type Part } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { partsPageApiPath, prerender, renderPartPage, renderPartsPage } from './server-render.tsx';

const part: Part = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  name: 'Vortex VX 7700 Graphics Card 12GB',
  category: 'graphics-card',
  price: 549.99,
  image: '/images/parts/vortex.webp',
  text: 'Triple-fan cooling & "quiet" <fast>.',
  min: 2,
  quantity: 140,
  specs: { memoryGb: 12, memoryType: 'GDDR6', tdpW: 245, lengthMm: 310 },
};

const titles = (html: string) => html.match(/<title>/g)?.length ?? 0;

describe('pages rendered outside the browser (decisions 011, 013, 030)', () => {
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
});
