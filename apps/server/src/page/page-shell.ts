/**
 * The page's server build (`apps/web/dist-ssr/server-render.js`, beside the built page) and the
 * page shell it renders into (`dist-ssr/shell.html`), for the pages the server renders per request
 * (decisions 013, 030). The build is loaded on the first request for such a page, not at start:
 * the API alone never needs React.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, RenderedPage } from '@coreparts/shared';

const ROOT = '<div id="root"></div>';
// Where the page's own head tags go, in place of the default title (apps/web/scripts/prerender.mjs).
const HEAD = '<!--page-head-->';

export interface PageShell {
  renderer(): Promise<PageRenderer>;
  /** The rendered page in the shell, with head tags of the server's own after the page's. */
  html(page: RenderedPage, serverHead?: string): string;
}

/** Data for a `<script>` element that is not executed: `<` escaped, so no text in it can close the element. */
export const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The server build and its shell in `rendererDir`; null when the build has no server renderer. */
export function loadPageShell(rendererDir: string): PageShell | null {
  const entry = path.join(rendererDir, 'server-render.js');
  const shellFile = path.join(rendererDir, 'shell.html');
  if (!existsSync(entry) || !existsSync(shellFile)) return null;
  const shell = readFileSync(shellFile, 'utf8');
  for (const mark of [ROOT, HEAD]) if (!shell.includes(mark)) throw new Error(`${shellFile} has no ${mark}`);

  let renderer: Promise<PageRenderer> | null = null;
  return {
    renderer: () => (renderer ??= import(pathToFileURL(entry).href) as Promise<PageRenderer>),
    // Functions as replacements, so `$` in the page is not read as a replacement pattern.
    html: ({ head, html, data }, serverHead = '') =>
      shell
        .replace(HEAD, () => head + serverHead)
        .replace(ROOT, () => `<div id="root">${html}</div><script type="application/json" id="page-data">${jsonInScript(data)}</script>`),
  };
}
