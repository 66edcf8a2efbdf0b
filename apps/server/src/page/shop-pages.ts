/**
 * The shop's own pages, `/shipping`, `/returns`, `/warranty`, `/privacy`, `/terms` and `/contact`
 * (decision 051): rendered with the public settings they show (store name, contact address, social
 * pages), which do not change while the process runs, so each is rendered once and kept.
 */
import { publicPaths, type ShopPage } from '@coreparts/shared';
import type { FastifyInstance } from 'fastify';
import { escapeMarkup } from '@/lib/markup.ts';
import { publicConfigOf } from '@/modules/system/public-config.ts';
import type { PageShell } from './page-shell.ts';

export function shopPageRenderer(app: FastifyInstance, shell: PageShell): (page: ShopPage) => Promise<string> {
  const config = publicConfigOf(app.config);
  const kept = new Map<string, Promise<string>>();
  const render = async (page: ShopPage) => {
    const path = publicPaths.shopPage(page.slug);
    const rendered = await (await shell.renderer()).renderShopPage(path, config);
    return shell.html(rendered, `<link rel="canonical" href="${escapeMarkup(new URL(path, app.config.publicUrl).href)}">`);
  };
  return (page) => {
    let html = kept.get(page.slug);
    if (!html) {
      html = render(page);
      kept.set(page.slug, html);
      // A failed render is tried again by the next request.
      html.catch(() => kept.delete(page.slug));
    }
    return html;
  };
}
