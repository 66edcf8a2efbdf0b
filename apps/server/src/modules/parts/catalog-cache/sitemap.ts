/**
 * `/robots.txt` and the sitemap (decision 030): the public pages (the shop's own too, decision 051), the parts list by category and
 * every part's page, for search engines. The sitemap is built in memory once per catalog change
 * and sent prepared (decision 077), so a crawler's visit reads no database. Past the protocol's
 * 50,000 addresses per file, `/sitemap.xml` is an index of `/sitemap-1.xml`, `/sitemap-2.xml`, …
 */
import { categorySlugs, publicPaths, shopPages } from '@coreparts/shared';
import type { FastifyInstance } from 'fastify';
import { sendError } from '@/plugins/errors.ts';
import { MERCHANT_FEED_PATH } from './merchant-feed.ts';
import { builtOnDemand } from '@/lib/built-on-demand.ts';
import { escapeMarkup } from '@/lib/markup.ts';
import { crawlerCaching, prepareAnswer, sendPrepared, XML_TYPE, type PreparedAnswer } from '@/lib/prepared-answer.ts';

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_URLS_PER_FILE = 50_000;

const XML_START = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
/** Not for crawlers: the API, signed-in pages, and the development pages. */
const DISALLOWED = ['/api/', '/dashboard', '/purchase/', '/payment/', '/orderpayment/', '/update-part/', '/dev/'];

interface Sitemaps {
  /** `/sitemap.xml`: every address, or the index of the numbered files. */
  main: PreparedAnswer;
  /** `/sitemap-1.xml`, … (none while every address fits in the main file). */
  numbered: PreparedAnswer[];
}

/** The addresses (`<url>` elements) in files of up to `perFile` each; with more than one file, the main file is their index. */
async function buildSitemaps(urls: AsyncIterable<string>, perFile: number, absolute: (address: string) => string): Promise<Sitemaps> {
  const files: string[][] = [[]];
  for await (const url of urls) {
    if (files.at(-1)!.length === perFile) files.push([]);
    files.at(-1)!.push(url);
  }
  const urlset = (entries: string[]) => `${XML_START}<urlset ${NAMESPACE}>\n${entries.join('')}</urlset>\n`;
  const numbered = files.map((entries) => prepareAnswer(urlset(entries)));
  if (numbered.length === 1) return { main: numbered[0]!, numbered: [] };
  const index = numbered.map((_, n) => `<sitemap><loc>${escapeMarkup(absolute(`/sitemap-${n + 1}.xml`))}</loc></sitemap>\n`).join('');
  return { main: prepareAnswer(`${XML_START}<sitemapindex ${NAMESPACE}>\n${index}</sitemapindex>\n`), numbered };
}

export interface SitemapOptions {
  /** Addresses per file; the protocol's 50,000 unless a test wants the index with fewer parts. */
  urlsPerFile?: number;
}

export function registerSitemap(app: FastifyInstance, { urlsPerFile = SITEMAP_URLS_PER_FILE }: SitemapOptions = {}) {
  const absolute = (address: string) => new URL(address, app.config.publicUrl).href;
  // robots.txt has no directive for a product feed: shopping engines are given its address by the
  // owner; the comment names it for anyone reading (decision 091).
  const robots = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${absolute('/sitemap.xml')}`, `# Product feed: ${absolute(MERCHANT_FEED_PATH)}`, ''].join('\n');

  /** Every address the sitemap lists, one `<url>` element each, in catalog order after the fixed pages. */
  async function* urls(): AsyncGenerator<string> {
    const entry = (address: string, lastmod?: Date) =>
      `<url><loc>${escapeMarkup(absolute(address))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;
    for (const address of [publicPaths.home, publicPaths.parts, publicPaths.blog]) yield entry(address);
    for (const page of shopPages) yield entry(publicPaths.shopPage(page.slug));
    for (const category of categorySlugs) yield entry(publicPaths.partsInCategory(category));
    for await (const batch of app.parts.listedParts()) {
      for (const part of batch) yield entry(publicPaths.part(part.id), part.updatedAt);
    }
  }

  const sitemaps = builtOnDemand(() => buildSitemaps(urls(), urlsPerFile, absolute));
  app.parts.onCatalogChange(() => sitemaps.invalidate());

  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').headers(crawlerCaching).send(robots));
  app.get('/sitemap.xml', async (request, reply) => sendPrepared(request, reply, (await sitemaps.get()).main, XML_TYPE, crawlerCaching));
  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (request, reply) => {
    const { numbered } = await sitemaps.get();
    const n = /^[1-9]\d*$/.test(request.params.n) ? Number(request.params.n) : 0;
    const file = numbered[n - 1];
    if (!file) return sendError(reply, 404, 'not_found', `No sitemap ${request.params.n}`);
    return sendPrepared(request, reply, file, XML_TYPE, crawlerCaching);
  });
}
