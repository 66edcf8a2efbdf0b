import { messages, type Part } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { prerender, renderPartPage, renderPartsPage } from './server-render.tsx';

const part: Part = {
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  name: 'Vortex VX 7700 Graphics Card 12GB',
  category: 'graphics-card',
  price: 549.99,
  image: '/images/parts/vortex.webp',
  text: 'Triple-fan cooling & "quiet" <fast>.',
  min: 2,
  quantity: 140,
  specs: {},
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
});
