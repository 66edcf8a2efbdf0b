/**
 * `/parts` rendered per request with its first page of parts (decision 013), by the page's own
 * server build (page-shell.ts): the cards are in the HTML, so the shopper sees them before any
 * script has run, and the data they were rendered from goes with them for the page to hydrate.
 * The first page comes from the catalog's memory (parts service), and the HTML is kept until that
 * page changes.
 */
import { partsPageQuerySchema, type PartsPage } from '@coreparts/shared';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PageShell } from '@/page/page-shell.ts';

// Different searches are rendered once each until their first page changes; past this many, the least recent goes.
const CACHE_ENTRIES = 500;

/**
 * Search parameters as the API's query parser holds them: a parameter given more than once
 * (`spec.socket=AM5&spec.socket=AM4`) keeps every value.
 */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  return query;
}

/** Renders `/parts?…` into the page's HTML. */
export function partsPageRenderer(app: FastifyInstance, shell: PageShell): (url: string) => Promise<string> {
  const rendered = new LRUCache<string, { etag: string; html: Promise<string> }>({ max: CACHE_ENTRIES });

  return async (url) => {
    const renderer = await shell.renderer();
    // The page says which page of the API its list starts with; the API's own rules read it.
    const apiPath = renderer.partsPageApiPath(url);
    const query = partsPageQuerySchema.parse(queryObject(new URL(apiPath, 'http://localhost').searchParams));
    const firstPage = await app.parts.getPage(query);
    let page = rendered.get(apiPath);
    if (page?.etag !== firstPage.etag) {
      const html = renderer.renderPartsPage(url, JSON.parse(firstPage.body.toString('utf8')) as PartsPage).then((page) => shell.html(page));
      page = { etag: firstPage.etag, html };
      rendered.set(apiPath, page);
      // A failed render must not stay cached.
      html.catch(() => {
        if (rendered.get(apiPath)?.html === html) rendered.delete(apiPath);
      });
    }
    return page.html;
  };
}
