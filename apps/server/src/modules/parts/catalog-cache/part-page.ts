/**
 * `/parts/:id` rendered per request (decision 030), as `/parts` is (decision 013): the part is in
 * the HTML for visitors and crawlers alike, with what only crawlers and link previews read in the
 * head (canonical address, Open Graph, Twitter card, schema.org `Product`). The part comes from the
 * catalog's memory (parts service); the page is kept prepared per part (the 500 asked for most
 * recently) until the catalog or the part's stock changes (decision 077). An id that names no part
 * answers 404 with the page's 404 page, which is not kept.
 */
import { categoryLabel, centsToDecimal, CURRENCY, gtinProperty, partIdSchema, publicPaths, specFields, toCents, type Part, type PartReview } from '@coreparts/shared';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { jsonInScript, type PageShell } from '@/page/page-shell.ts';
import { escapeMarkup } from '@/lib/markup.ts';
import { keptOrMade } from '@/lib/kept-or-made.ts';
import { prepareAnswer, type PreparedAnswer } from '@/lib/prepared-answer.ts';

// Part pages kept; past this many, the one asked for least recently goes.
const CACHE_ENTRIES = 500;

/** A part's page, kept prepared; or the 404 page, sent as it is. */
export type PartPage = { status: 200; page: PreparedAnswer } | { status: 404; html: string };

/** Reviews of a part its schema.org data carries: the newest few shown (decision 052). */
export const REVIEWS_IN_PAGE_DATA = 5;

/** The page of `/parts/<segment>` (the id as the address writes it, percent-encoded), rendered unless kept. */
export type PartPages = (segment: string) => Promise<PartPage>;

/**
 * Renders part pages into the page's HTML; `reviewsOf` answers a part's newest shown reviews,
 * asked for only when it has some.
 */
export function partPageRenderer(
  app: FastifyInstance,
  shell: PageShell,
  reviewsOf: (partId: string, limit: number) => Promise<PartReview[]>,
): PartPages {
  const { publicUrl, storeName } = app.config;
  const rendered = new LRUCache<string, Promise<PartPage>>({ max: CACHE_ENTRIES });
  app.parts.onCatalogChange(() => rendered.clear());
  // A page shows its part's stock: a stock change drops the pages of the parts it changed.
  app.parts.onStockChange((partIds) => {
    if (!partIds) return rendered.clear();
    for (const segment of [...rendered.keys()]) {
      const id = decodedPartId(segment);
      if (id !== null && partIds.has(id)) rendered.delete(segment);
    }
  });

  async function render(segment: string): Promise<PartPage> {
    const id = decodedPartId(segment);
    const part = id === null ? null : ((await app.parts.getPart(id)) ?? null);
    const renderer = await shell.renderer();
    const page = await renderer.renderPartPage(publicPaths.part(segment), part);
    if (!part) return { status: 404, html: shell.html(page) };
    const reviews = part.rating ? await reviewsOf(part._id, REVIEWS_IN_PAGE_DATA) : [];
    return { status: 200, page: prepareAnswer(shell.html(page, partHead(part, publicUrl, storeName, reviews))) };
  }

  // A 404 is not kept: any address can be made up.
  return (segment) => keptOrMade(rendered, segment, () => render(segment), (page) => page.status === 200);
}

/** The part id an address names, or null when it cannot name one (Fastify has refused broken escapes). */
function decodedPartId(segment: string): string | null {
  const id = decodeURIComponent(segment);
  return partIdSchema.safeParse(id).success ? id : null;
}

/** The part's specifications as schema.org `PropertyValue`s, in its table's order, with their units. */
function specProperties(part: Part) {
  return specFields(part.category).flatMap((field) => {
    const value = part.specs[field.key];
    if (value === undefined) return [];
    const unit = 'unit' in field && field.unit ? { unitText: field.unit } : {};
    return [{ '@type': 'PropertyValue', name: field.label, value: Array.isArray(value) ? value.join(', ') : value, ...unit }];
  });
}

/**
 * The part's identity as schema.org reads it (decision 089): its SKU (the part's id when it has
 * none, as before), its maker as a `Brand`, its MPN, and its GTIN under the property of its length.
 */
function identityProperties(part: Part) {
  return {
    sku: part.sku ?? part._id,
    ...(part.brand && { brand: { '@type': 'Brand', name: part.brand } }),
    ...(part.mpn && { mpn: part.mpn }),
    ...(part.gtin && { [gtinProperty(part.gtin)]: part.gtin }),
  };
}

/** The part's rating and newest reviews as schema.org's `aggregateRating` and `review`; nothing without reviews. */
function reviewProperties(part: Part, reviews: readonly PartReview[]) {
  if (!part.rating) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: part.rating.average, reviewCount: part.rating.count, bestRating: 5, worstRating: 1 },
    ...(reviews.length > 0 && {
      review: reviews.map((review) => ({
        '@type': 'Review',
        name: review.title,
        reviewBody: review.text,
        datePublished: review.createdAt.slice(0, 10),
        author: { '@type': 'Person', name: review.name },
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      })),
    }),
  };
}

/**
 * The part's head tags besides the title and description (the page renders those): its canonical
 * address, link previews, and schema.org's `Product` for search results, with its rating and
 * newest reviews when it has some. Addresses are absolute, on the configured public address
 * (PUBLIC_URL).
 */
export function partHead(part: Part, publicUrl: string, storeName: string, reviews: readonly PartReview[] = []): string {
  const url = new URL(publicPaths.part(part._id), publicUrl).href;
  const image = new URL(part.image, publicUrl).href;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: part.name,
    image: part.images.map((address) => new URL(address, publicUrl).href),
    description: part.text,
    ...identityProperties(part),
    category: categoryLabel(part.category),
    ...(Object.keys(part.specs).length > 0 && { additionalProperty: specProperties(part) }),
    ...reviewProperties(part, reviews),
    offers: {
      '@type': 'Offer',
      price: centsToDecimal(toCents(part.price)),
      priceCurrency: CURRENCY.toUpperCase(),
      availability: part.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
  };
  return [
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', storeName),
    meta('property', 'og:title', part.name),
    meta('property', 'og:description', part.text),
    meta('property', 'og:image', image),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', part.name),
    meta('name', 'twitter:description', part.text),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${jsonInScript(product)}</script>`,
  ].join('');
}
