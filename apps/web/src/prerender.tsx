/**
 * Build-time rendering of the public landing pages (decision 011), run by scripts/prerender.mjs
 * after `vite build --ssr`: the HTML the browser paints before any script has run. Data the page
 * fetches (parts, reviews, the session) is left in its loading state, as on a first visit.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';

export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <App>
      {/* No hydration data: the page's own router loads its routes, and no inline script is needed. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
}
