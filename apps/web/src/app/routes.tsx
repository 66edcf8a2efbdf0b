import { shopPages } from '@coreparts/shared';
import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { RequireAdmin, RequireAuth } from '@/features/auth/components/require-auth.tsx';

const notFound = () => import('./routes/not-found.tsx');

// Each page is its own chunk: a visitor loads only the code of the pages they open.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: Spinner,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      { path: 'home', lazy: () => import('./routes/home.tsx') },
      { path: 'parts', lazy: () => import('./routes/parts.tsx') },
      { path: 'parts/:id', lazy: () => import('./routes/part.tsx') },
      { path: 'compare', lazy: () => import('./routes/compare.tsx') },
      { path: 'blog', lazy: () => import('./routes/blog.tsx') },
      { path: 'builder', lazy: () => import('./routes/builder.tsx') },
      { path: 'builds/:id', lazy: () => import('./routes/saved-build.tsx') },
      { path: 'upgrade', lazy: () => import('./routes/upgrade.tsx') },
      { path: 'cart', lazy: () => import('./routes/cart.tsx') },
      { path: 'login', lazy: () => import('./routes/login.tsx') },
      { path: 'signup', lazy: () => import('./routes/signup.tsx') },
      { path: 'signup/check-inbox', lazy: () => import('./routes/check-inbox.tsx') },
      { path: 'reset-password', lazy: () => import('./routes/reset-password.tsx') },
      { path: 'dev/mailbox', lazy: () => import('./routes/dev-mailbox.tsx') },
      // The footer's pages: shipping, returns, warranty, privacy, terms, contact (decision 051).
      ...shopPages.map(({ slug }) => ({ path: slug, lazy: () => import('./routes/shop-page.tsx') })),
      {
        // Sign-in required (product.md §2).
        element: <RequireAuth />,
        children: [
          { path: 'purchase/:id', lazy: () => import('./routes/purchase.tsx') },
          { path: 'checkout', lazy: () => import('./routes/checkout.tsx') },
          { path: 'payment/:id', lazy: () => import('./routes/payment.tsx') },
          { path: 'orderpayment/:id', lazy: () => import('./routes/order-payment.tsx') },
          {
            // The spec's address, inside the dashboard's side menu like the admin's other pages.
            element: <RequireAdmin />,
            children: [
              {
                lazy: () => import('./routes/dashboard/layout.tsx'),
                children: [{ path: 'update-part/:id', lazy: () => import('./routes/update-part.tsx') }],
              },
            ],
          },
          {
            path: 'dashboard',
            lazy: () => import('./routes/dashboard/layout.tsx'),
            children: [
              // Admins start on the sales overview, everyone else on My Profile.
              { index: true, lazy: () => import('./routes/dashboard/index.tsx') },
              { path: 'myprofile', lazy: () => import('./routes/dashboard/my-profile.tsx') },
              { path: 'myorder', lazy: () => import('./routes/dashboard/my-order.tsx') },
              { path: 'order/:id', lazy: () => import('./routes/dashboard/order-timeline.tsx') },
              { path: 'addreview', lazy: () => import('./routes/dashboard/add-review.tsx') },
              { path: 'mybuilds', lazy: () => import('./routes/dashboard/my-builds.tsx') },
              {
                element: <RequireAdmin />,
                children: [
                  { path: 'overview', lazy: () => import('./routes/dashboard/overview.tsx') },
                  { path: 'manageallorder', lazy: () => import('./routes/dashboard/manage-all-order.tsx') },
                  { path: 'manageproduct', lazy: () => import('./routes/dashboard/manage-product.tsx') },
                  { path: 'addproduct', lazy: () => import('./routes/dashboard/add-product.tsx') },
                  { path: 'makeadmin', lazy: () => import('./routes/dashboard/make-admin.tsx') },
                  { path: 'shipping', lazy: () => import('./routes/dashboard/shipping.tsx') },
                  { path: 'part-reviews', lazy: () => import('./routes/dashboard/part-reviews.tsx') },
                  { path: 'promotions', lazy: () => import('./routes/dashboard/promotions.tsx') },
                  { path: 'gift-cards', lazy: () => import('./routes/dashboard/gift-cards.tsx') },
                  { path: 'returns', lazy: () => import('./routes/dashboard/returns.tsx') },
                ],
              },
              { path: '*', lazy: notFound },
            ],
          },
        ],
      },
      { path: 'index.html', element: <Navigate to={paths.home} replace /> },
      { path: '*', lazy: notFound },
    ],
  },
];
