import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { paths } from '../config/paths.ts';

// Each page is its own chunk: a visitor loads only the code of the pages they open.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: Spinner,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      { path: 'home', lazy: () => import('./routes/home.tsx') },
      { path: 'parts', lazy: () => import('./routes/parts.tsx') },
      { path: 'blog', lazy: () => import('./routes/blog.tsx') },
      { path: 'index.html', element: <Navigate to={paths.home} replace /> },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]);
