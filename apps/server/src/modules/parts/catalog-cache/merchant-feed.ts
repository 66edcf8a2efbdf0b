/**
 * `/feeds/google-merchant.xml` (issue 42): every live part for shopping engines, as RSS 2.0 with
 * Google's `g:` fields (decision 091). Built once per change of the catalog or of stock, when it
 * is next asked for, and sent prepared (decision 077): a crawler's visit reads no database.
 */
import { categoryLabel, publicPaths, type Part } from '@coreparts/shared';
import type { FastifyInstance } from 'fastify';
import { builtOnDemand } from '@/lib/built-on-demand.ts';
import { escapeMarkup } from '@/lib/markup.ts';
import { crawlerCaching, prepareAnswer, sendPrepared, XML_TYPE } from '@/lib/prepared-answer.ts';

export const MERCHANT_FEED_PATH = '/feeds/google-merchant.xml';

/** One `g:` element, or nothing for a value the part does not have. */
const field = (name: string, value: string | undefined) => (value ? `<g:${name}>${escapeMarkup(value)}</g:${name}>` : '');

export function registerMerchantFeed(app: FastifyInstance) {
  const absolute = (address: string) => new URL(address, app.config.publicUrl).href;

  const itemOf = (part: Part) =>
    `<item>${[
      field('id', part.sku ?? part._id),
      field('title', part.name),
      field('description', part.text),
      field('link', absolute(publicPaths.part(part._id))),
      field('image_link', absolute(part.image)),
      // Its further pictures, each its own element (decision 095).
      ...part.images.slice(1).map((image) => field('additional_image_link', absolute(image))),
      field('price', `${part.price.toFixed(2)} USD`),
      field('availability', part.quantity > 0 ? 'in_stock' : 'out_of_stock'),
      field('brand', part.brand),
      field('gtin', part.gtin),
      field('mpn', part.mpn),
      field('condition', 'new'),
      field('product_type', categoryLabel(part.category)),
    ].join('')}</item>\n`;

  async function build() {
    let items = '';
    for await (const batch of app.parts.liveParts()) items += batch.map(itemOf).join('');
    const channel = `<title>${escapeMarkup(app.config.storeName)}</title><link>${escapeMarkup(absolute('/'))}</link><description>${escapeMarkup(`Computer parts from ${app.config.storeName}`)}</description>\n`;
    return prepareAnswer(`<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n${channel}${items}</channel>\n</rss>\n`);
  }

  const feed = builtOnDemand(build);
  app.parts.onCatalogChange(() => feed.invalidate());
  // Availability follows stock; the feed is built again only when it is next asked for.
  app.parts.onStockChange(() => feed.invalidate());

  app.get(MERCHANT_FEED_PATH, async (request, reply) => sendPrepared(request, reply, await feed.get(), XML_TYPE, crawlerCaching));
}
