/**
 * `/parts` rendered per request with its first page of parts (decision 013), by the page's own
 * server build (`apps/web/dist-ssr/server-render.js`, beside the built page): the cards are in
 * the HTML, so the shopper sees them before any script has run, and the data they were rendered
 * from goes with them for the page to hydrate. The first page comes from the catalog's memory
 * (parts service), and the HTML is kept until that page changes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { partsPageQuerySchema, type PartsPage, type PartsPageRenderer } from '@coreparts/shared';
import type { FastifyInstance } from 'fastify';


const ROOT = '<div id="root"></div>';
// Different searches are rendered once each until the catalog changes; past this many, start over.
const CACHE_ENTRIES = 500;

/** Renders `/parts?…` into the page's HTML; null when the build has no server renderer. */
export function partsPageRenderer(app: FastifyInstance, rendererDir: string): ((url: string) => Promise<string>) | null {
  const entry = path.join(rendererDir, 'server-render.js');
  const shellFile = path.join(rendererDir, 'shell.html');
  if (!existsSync(entry) || !existsSync(shellFile)) return null;
  const shell = readFileSync(shellFile, 'utf8');
  if (!shell.includes(ROOT)) throw new Error(`${shellFile} has no ${ROOT}`);

  // Loaded on the first request for the page, not at start: the API alone never needs React.
  let renderer: Promise<PartsPageRenderer> | null = null;
  const rendered = new Map<string, { etag: string; html: Promise<string> }>();

  async function render(renderer: PartsPageRenderer, url: string, firstPage: Buffer): Promise<string> {
    const { html, data } = await renderer.renderPartsPage(url, JSON.parse(firstPage.toString('utf8')) as PartsPage);
    // Not executed (type application/json); `<` escaped so no text in it can close the element.
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    // A function, so `$` in the page is not read as a replacement pattern.
    return shell.replace(ROOT, () => `<div id="root">${html}</div><script type="application/json" id="page-data">${json}</script>`);
  }

  return async (url) => {
    renderer ??= import(pathToFileURL(entry).href) as Promise<PartsPageRenderer>;
    const loaded = await renderer;
    // The page says which page of the API its list starts with; the API's own rules read it.
    const apiPath = loaded.partsPageApiPath(url);
    const query = partsPageQuerySchema.parse(Object.fromEntries(new URL(apiPath, 'http://localhost').searchParams));
    const firstPage = await app.parts.getPage(query);
    let page = rendered.get(apiPath);
    if (page?.etag !== firstPage.etag) {
      if (rendered.size >= CACHE_ENTRIES) rendered.clear();
      const html = render(loaded, url, firstPage.body);
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
