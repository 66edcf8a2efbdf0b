/**
 * The parts module: the catalog's service with the catalog it holds in memory, what is kept from it
 * (catalog-cache/: the part pages, the parts page, the sitemap), kept in step with the other server
 * processes, and its routes.
 */
import fp from 'fastify-plugin';
import type { ChangeFeed } from '@/db/client.ts';
import { registerMerchantFeed } from './catalog-cache/merchant-feed.ts';
import { registerSitemap } from './catalog-cache/sitemap.ts';
import { partsRoutes } from './routes.ts';
import { createPartsService, type PartsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    parts: PartsService;
  }
}

export interface PartsModuleOptions {
  /** Other server processes on the same PostgreSQL; absent on the embedded database. */
  changes?: ChangeFeed | null;
  /** Addresses per sitemap file; the protocol's limit unless a test wants the index sooner. */
  sitemapUrlsPerFile?: number;
  /** Live parts up to which the whole catalog is held in memory; CATALOG_CACHE_LIMIT unless a test wants it passed sooner. */
  heldCatalogLimit?: number;
}

const CATALOG_CHANNEL = 'catalog_changed';
// Orders changed some stock: only what shows stock is refreshed (decision 037).
const STOCK_CHANNEL = 'catalog_stock';

export const partsModule = fp<PartsModuleOptions>(
  async (app, { changes, sitemapUrlsPerFile, heldCatalogLimit }) => {
    app.decorate(
      'parts',
      createPartsService(app.db, {
        broadcast: changes ? () => changes.announce(CATALOG_CHANNEL) : undefined,
        broadcastStock: changes ? () => changes.announce(STOCK_CHANNEL) : undefined,
        log: app.log,
        availability: app.availability,
        heldLimit: heldCatalogLimit,
        stock: app.stock,
      }),
    );
    if (changes) {
      const stopWatching = await changes.watch(CATALOG_CHANNEL, () => app.parts.catalogChangedElsewhere());
      const stopWatchingStock = await changes.watch(STOCK_CHANNEL, () => app.parts.stockChangedElsewhere());
      app.addHook('onClose', stopWatching);
      app.addHook('onClose', stopWatchingStock);
    }
    app.addHook('onClose', () => app.parts.close());
    await app.register(partsRoutes, { prefix: '/api' });
    registerSitemap(app, { urlsPerFile: sitemapUrlsPerFile });
    registerMerchantFeed(app);
  },
  { name: 'parts', dependencies: ['stock'] },
);
