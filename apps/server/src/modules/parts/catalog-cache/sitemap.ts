/**
 * `/robots.txt` and the sitemap (decision 030): the public pages (the shop's own too, decision 051), the parts list by category and
 * every part's page, for search engines. The sitemap is written to files once per catalog change,
 * as the catalog is when large (decision 025), and streamed from them with an ETag, so a crawler's
 * visit reads no database and the heap holds one batch of parts at a time. Past the protocol's
 * 50,000 addresses per file, `/sitemap.xml` is an index of `/sitemap-1.xml`, `/sitemap-2.xml`, …
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { categorySlugs, publicPaths, shopPages } from '@coreparts/shared';
import type { FastifyInstance } from 'fastify';
import { sendError } from '@/plugins/errors.ts';
import { sendSpooledJson } from '@/lib/conditional-json.ts';
import { spooledOnDemand, spoolToFile, type Removable, type SpooledJson } from '@/lib/spooled-json.ts';
import { escapeMarkup } from '@/lib/markup.ts';

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_URLS_PER_FILE = 50_000;

const XML_TYPE = 'application/xml; charset=utf-8';
const XML_START = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
// Addresses are gathered into pieces of about this many before they are written.
const PIECE = 1_000;
/** Not for crawlers: the API, signed-in pages, and the development pages. */
const DISALLOWED = ['/api/', '/dashboard', '/purchase/', '/payment/', '/orderpayment/', '/update-part/', '/dev/'];

type Spooled = SpooledJson & Removable;

interface Sitemaps {
  /** `/sitemap.xml`: every address, or the index of the numbered files. */
  main: SpooledJson;
  /** `/sitemap-1.xml`, … (none while every address fits in the main file). */
  numbered: SpooledJson[];
  remove(): Promise<void>;
}

/**
 * Writes the addresses, in one pass, into files of up to `perFile` each; with more than one file,
 * the main file is their index.
 */
async function spoolSitemaps(dir: string, addresses: AsyncIterator<string>, perFile: number, absolute: (address: string) => string): Promise<Sitemaps> {
  const files: Spooled[] = [];
  const remove = () => Promise.all(files.map((file) => file.remove())).then(() => {});
  let next = await addresses.next();

  async function* urlset(): AsyncGenerator<string> {
    yield `${XML_START}<urlset ${NAMESPACE}>\n`;
    let piece = '';
    for (let count = 1; !next.done && count <= perFile; count++) {
      piece += next.value;
      if (count % PIECE === 0) {
        yield piece;
        piece = '';
      }
      next = await addresses.next();
    }
    yield `${piece}</urlset>\n`;
  }

  async function* index(count: number): AsyncGenerator<string> {
    yield `${XML_START}<sitemapindex ${NAMESPACE}>\n`;
    for (let n = 1; n <= count; n++) yield `<sitemap><loc>${escapeMarkup(absolute(`/sitemap-${n}.xml`))}</loc></sitemap>\n`;
    yield '</sitemapindex>\n';
  }

  try {
    while (!next.done) files.push(await spoolToFile(dir, urlset()));
    if (files.length === 1) return { main: files[0]!, numbered: [], remove };
    const numbered = [...files];
    files.push(await spoolToFile(dir, index(numbered.length)));
    return { main: files.at(-1)!, numbered, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

export interface SitemapOptions {
  /** Addresses per file; the protocol's 50,000 unless a test wants the index with fewer parts. */
  urlsPerFile?: number;
}

export function registerSitemap(app: FastifyInstance, { urlsPerFile = SITEMAP_URLS_PER_FILE }: SitemapOptions = {}) {
  const absolute = (address: string) => new URL(address, app.config.publicUrl).href;
  const robots = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${absolute('/sitemap.xml')}`, ''].join('\n');

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

  const dir = path.join(tmpdir(), `coreparts-sitemap-${process.pid}-${randomBytes(4).toString('hex')}`);
  const sitemaps = spooledOnDemand(dir, () => spoolSitemaps(dir, urls(), urlsPerFile, absolute));
  app.parts.onCatalogChange(() => sitemaps.invalidate());
  app.addHook('onClose', () => sitemaps.close());

  // Sent as the build gzipped them (compressed once per change), not compressed again per request.
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robots));
  app.get('/sitemap.xml', { compress: false }, async (request, reply) => sendSpooledJson(request, reply, (await sitemaps.get()).main, XML_TYPE));
  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', { compress: false }, async (request, reply) => {
    const { numbered } = await sitemaps.get();
    const n = /^[1-9]\d*$/.test(request.params.n) ? Number(request.params.n) : 0;
    const file = numbered[n - 1];
    if (!file) return sendError(reply, 404, 'not_found', `No sitemap ${request.params.n}`);
    return sendSpooledJson(request, reply, file, XML_TYPE);
  });
}
