/**
 * Serves the built page from the same process: hashed assets cached for a year, everything else
 * revalidated, and client routes falling back to index.html, or to the page prerendered at build
 * for that address (decision 011), or, for `/parts`, to the page rendered with its first parts
 * (decision 013), or, for `/parts/:id`, to the part's page rendered with it (decision 030), or, for
 * `/builds/:id`, to the saved build's page rendered with it (decision 050), or, for the shop's own
 * pages (`/shipping`, `/contact`, …), to the page rendered once with its settings. An address that is no
 * page of the shop (`pagePaths`, the router's too) is the 404 page, rendered, with status 404
 * (decision 051). `/api/*` never falls back.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPagePath, shopPageAt } from '@coreparts/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { catalogCaching, HTML_TYPE, sendPrepared } from '@/lib/prepared-answer.ts';
import { sendError } from '@/plugins/errors.ts';
import { loadPageShell } from './page-shell.ts';
import { shopPageRenderer } from './shop-pages.ts';
import { buildPageRenderer } from '@/modules/builds/build-page.ts';
import { partPageRenderer } from '@/modules/parts/catalog-cache/part-page.ts';
import { partsPageRenderer } from '@/modules/parts/catalog-cache/parts-page.ts';

const YEAR = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600, must-revalidate';

export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  const cacheControlFor = (filePath: string) => {
    if (filePath.startsWith(assetsDir)) return YEAR;
    // The pages name the current asset hashes, so they are revalidated on every visit.
    return filePath.endsWith('.html') ? 'no-cache' : HOUR;
  };
  const hasPage = existsSync(path.join(webDist, 'index.html'));
  const prerendered = readPrerenderedPages(webDist);
  // The page's server build sits beside it (apps/web/dist-ssr).
  const shell = hasPage ? loadPageShell(path.join(path.dirname(webDist), 'dist-ssr')) : null;
  const renderPartsPage = shell && partsPageRenderer(app, shell);
  const partPage = shell && partPageRenderer(app, shell, (partId, limit) => app.partReviews.newestShown(partId, limit));
  const renderBuildPage = shell && buildPageRenderer(app, shell);
  const renderShopPage = shell && shopPageRenderer(app, shell);
  if (hasPage) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.header('cache-control', cacheControlFor(filePath));
      },
    });
  } else {
    app.log.warn(`No built page at ${webDist}: serving the API only (run npm run build).`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRoute = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0]!;
    if (!hasPage || !isPageRoute || request.url === '/api' || request.url.startsWith('/api/')) {
      return sendError(reply, 404, 'not_found', `No route ${request.method} ${pathname}`);
    }
    const partSegment = PART_PAGE.exec(pathname)?.[1];
    const buildSegment = BUILD_PAGE.exec(pathname)?.[1];
    const isPage = isPagePath(pathname);
    try {
      if (!isPage && shell) return sendPage(reply, 404, shell.html(await (await shell.renderer()).renderNotFoundPage(request.url)));
      const shopPage = shopPageAt(pathname);
      if (shopPage && renderShopPage) return sendPage(reply, 200, await renderShopPage(shopPage));
      if (pathname === '/parts' && renderPartsPage) return sendPage(reply, 200, await renderPartsPage(request.url), catalogCaching);
      if (partSegment && partPage) {
        const page = await partPage(partSegment);
        return page.status === 200 ? sendPrepared(request, reply, page.page, HTML_TYPE) : sendPage(reply, page.status, page.html);
      }
      if (buildSegment && renderBuildPage) {
        const page = await renderBuildPage(buildSegment);
        return sendPage(reply, page.status, page.html);
      }
    } catch (error) {
      // The page can still render itself in the browser; an outage is reported once, elsewhere.
      if (!app.availability.noticed(error)) request.log.error({ err: error }, `Could not render ${pathname} on the server; sending the page to render in the browser`);
    }
    // Prerendered as the bare address only: a query string may change what the page shows.
    if (!isPage) return reply.code(404).sendFile('index.html');
    const page = prerendered.get(request.url);
    return reply.sendFile(page ?? 'index.html');
  });
}

/** `/parts/<id>`: a part's page (the id as the address writes it). */
const PART_PAGE = /^\/parts\/([^/]+)$/;
/** `/builds/<id>`: a saved build's page. */
const BUILD_PAGE = /^\/builds\/([^/]+)$/;

function sendPage(reply: FastifyReply, status: number, html: string, caching: Record<string, string> = { 'cache-control': 'no-cache' }) {
  return reply.status(status).type(HTML_TYPE).headers(caching).send(html);
}

/** Addresses with a page prerendered at build: `dist/prerendered/pages.json`, `{ "/": "index.html", ... }`. */
function readPrerenderedPages(webDist: string): Map<string, string> {
  const list = path.join(webDist, 'prerendered', 'pages.json');
  if (!existsSync(list)) return new Map();
  const pages = JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([url, file]) => [url, `prerendered/${path.basename(file)}`]));
}
