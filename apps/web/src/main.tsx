import { validateWithoutCompiling } from '@coreparts/shared';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import { queryClient } from './lib/query-client.ts';
import type { PageData } from './server-render.tsx';
import './index.css';

validateWithoutCompiling();

// A page rendered on the server with its data (decision 013) hands that data over here, before
// the router starts, so the route's loader and first render find it instead of asking again.
const pageData = document.getElementById('page-data')?.textContent;
if (pageData) for (const [key, data] of JSON.parse(pageData) as PageData) queryClient.setQueryData(key, data);

const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;
const app = (
  <App>
    <RouterProvider router={router} />
  </App>
);

// A page rendered ahead (at build, decision 011, or by the server, decision 013) is hydrated once
// its route's code has loaded, so the first render matches the HTML on screen instead of
// replacing it with the loading view.
if (container.hasChildNodes()) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until it is done; a part the visitor touches first is hydrated at once.
  void routeLoaded(router).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // The shell's title stands in until the page renders its own (PageTitle): one title in the head.
  document.head.querySelector('title')?.remove();
  createRoot(container).render(app);
}

function routeLoaded(dataRouter: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (dataRouter.state.initialized) return resolve();
    const stop = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
