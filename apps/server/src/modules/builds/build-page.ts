/**
 * `/builds/:id`, a saved build's shared page, rendered per request (decision 050) as a part's page
 * is (decision 030): the build, today's prices, stock and check are in the HTML, with what link
 * previews read in the head (canonical address, Open Graph, Twitter card). It is not kept: the
 * build is read with today's catalog on every request, and a build deleted or renamed through any
 * server process is seen at once. An id that names no build answers 404 with the page's 404 page.
 */
import { publicPaths, savedBuildDescription, savedBuildIdSchema, savedBuildTitle, type SavedBuild } from '@coreparts/shared';
import type { FastifyInstance } from 'fastify';
import { escapeMarkup } from '@/lib/markup.ts';
import type { PageShell } from '@/page/page-shell.ts';

export interface BuildPage {
  status: 200 | 404;
  html: string;
}

/** Renders `/builds/<segment>` (the id as the address writes it) into the page's HTML. */
export function buildPageRenderer(app: FastifyInstance, shell: PageShell): (segment: string) => Promise<BuildPage> {
  const { publicUrl, storeName } = app.config;
  return async (segment) => {
    const id = decodeURIComponent(segment);
    const build = savedBuildIdSchema.safeParse(id).success ? await app.builds.getBuild(id) : null;
    const page = await (await shell.renderer()).renderBuildPage(publicPaths.build(segment), build);
    if (!build) return { status: 404, html: shell.html(page) };
    return { status: 200, html: shell.html(page, buildHead(build, publicUrl, storeName)) };
  };
}

/**
 * The build's head tags besides the title and description (the page renders those, in the same
 * words): its canonical address and link previews, absolute on the public address. A shared build
 * is for those given its link, not for search results: it is kept out of their index.
 */
export function buildHead(build: SavedBuild, publicUrl: string, storeName: string): string {
  const url = new URL(publicPaths.build(build.id), publicUrl).href;
  const title = savedBuildTitle(build);
  const description = savedBuildDescription(build);
  const pictured = build.lines.find((line) => line.category === 'processor') ?? build.lines[0];
  const image = pictured && new URL(pictured.image, publicUrl).href;
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;
  return [
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    meta('name', 'robots', 'noindex'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', storeName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ].join('');
}
