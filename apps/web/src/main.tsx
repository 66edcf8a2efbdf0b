import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import './index.css';

const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;
const app = (
  <App>
    <RouterProvider router={router} />
  </App>
);

// A page prerendered at build (decision 011) is hydrated once its route's code has loaded, so the
// first render matches the HTML on screen instead of replacing it with the loading view.
if (container.hasChildNodes()) {
  void routeLoaded(router).then(() => hydrateRoot(container, app));
} else {
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
