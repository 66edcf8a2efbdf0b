/**
 * The page rendered outside the browser, with React Router's static router: the landing pages at
 * build (scripts/prerender.mjs, decision 011), and per request by the server `/parts` with its
 * first page of parts (decision 013), `/parts/:id` with its part (decision 030) and `/builds/:id`
 * with its saved build (decision 050), the shop's own pages (`/shipping`, …) and the 404 page at any address that is no page (decision 051). The browser hydrates what is rendered here.
 */
import { publicPaths, type PageRenderer, type Part, type PartsPage, type PublicConfig, type RenderedPage, type SavedBuild } from '@coreparts/shared';
import type { QueryKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider, type DataStrategyFunction } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import { savedBuildQueryKey } from './features/builder/api/get-saved-build.ts';
import { getConfigQueryOptions } from './features/config/api/get-config.ts';
import { partQueryKey } from './features/parts/api/get-part.ts';
import { getPartsPageQueryOptions, partsPagePath } from './features/parts/api/get-parts-page.ts';
import { filtersFrom } from './features/parts/lib/filters.ts';
import { createQueryClient } from './lib/query-client.ts';

/** Query results a rendered page starts from, handed to the browser with it (main.tsx). */
export type PageData = [QueryKey, unknown][];

// Loads each route's code but runs no loader: a loader fetches from the browser, and what a page
// shows here comes from the data it is given.
const loadCodeOnly: DataStrategyFunction = async ({ matches }) =>
  Object.fromEntries(await Promise.all(matches.map(async (match) => [match.route.id, await match.resolve(async () => null)])));

// React puts what it hoists to the head (titles, descriptions, image preloads) first in its
// output: the shell's head is where it belongs (the pages' titles, PageTitle).
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/>)*/;

async function render(url: string, data: PageData): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')), { dataStrategy: loadCodeOnly });
  if (context instanceof Response) throw new Error(`${url} answers ${context.status}, not a page`);
  const queryClient = createQueryClient();
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = renderToString(
    <App queryClient={queryClient}>
      {/* No router hydration data: the page's own router loads its routes, and no inline script is needed. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
  const head = HOISTED.exec(page)![0];
  return { head, html: page.slice(head.length), data };
}

/** A page that does not depend on the URL's query or on data: parts, reviews and the session show their loading state. */
export const prerender = (path: string) => render(path, []);

const filtersOf = (url: string) => filtersFrom(new URL(url, 'http://localhost').searchParams);

/** `/parts?…`: the API path of the first page its list shows. */
export const partsPageApiPath: PageRenderer['partsPageApiPath'] = (url) => partsPagePath(filtersOf(url), null);

/** `/parts?…` with that first page already in its list. */
export function renderPartsPage(url: string, firstPage: PartsPage): Promise<RenderedPage> {
  const { queryKey } = getPartsPageQueryOptions(filtersOf(url));
  return render(url, [[queryKey, { pages: [firstPage], pageParams: [null] }]]);
}

/** `/parts/:id` with its part, or null (no such part) for the page to show as its 404 page. */
export function renderPartPage(url: string, part: Part | null): Promise<RenderedPage> {
  const id = matchPath(publicPaths.part(':id'), new URL(url, 'http://localhost').pathname)?.params.id ?? '';
  return render(url, [[partQueryKey(id), part]]);
}

/** `/builds/:id` with its saved build, or null (no such build) for the page to show as its 404 page. */
export function renderBuildPage(url: string, build: SavedBuild | null): Promise<RenderedPage> {
  const id = matchPath(publicPaths.build(':id'), new URL(url, 'http://localhost').pathname)?.params.id ?? '';
  return render(url, [[savedBuildQueryKey(id), build]]);
}

/** A shop page (`/shipping`, `/contact`, …) with the public settings it shows: the store's name, its address, its social pages. */
export function renderShopPage(url: string, config: PublicConfig): Promise<RenderedPage> {
  return render(url, [[getConfigQueryOptions().queryKey, config]]);
}

/** An address that is no page of the shop (decision 051): the router shows its 404 page there. */
export const renderNotFoundPage: PageRenderer['renderNotFoundPage'] = (url) => render(url, []);

// The server loads this build through this type (apps/server/src/page/page-shell.ts): checked here.
({ partsPageApiPath, renderPartsPage, renderPartPage, renderBuildPage, renderShopPage, renderNotFoundPage }) satisfies PageRenderer;
