/**
 * Every address the page answers with a page of its own, as React Router matches them (`:name`
 * is one segment; letters in any case; a trailing slash allowed). The page's router declares
 * the same (apps/web/src/app/routes.test.ts holds them equal); the server answers any other
 * address with the 404 page and status 404 (decision 051).
 */
export const pagePaths = [
  '/',
  '/home',
  '/index.html',
  '/parts',
  '/parts/:id',
  '/compare',
  '/blog',
  '/builder',
  '/builds/:id',
  '/upgrade',
  '/cart',
  '/login',
  '/signup',
  '/signup/check-inbox',
  '/reset-password',
  '/dev/mailbox',
  '/shipping',
  '/returns',
  '/warranty',
  '/privacy',
  '/terms',
  '/contact',
  '/purchase/:id',
  '/checkout',
  '/payment/:id',
  '/orderpayment/:id',
  '/update-part/:id',
  '/dashboard',
  '/dashboard/myprofile',
  '/dashboard/myorder',
  '/dashboard/order/:id',
  '/dashboard/addreview',
  '/dashboard/mybuilds',
  '/dashboard/overview',
  '/dashboard/manageallorder',
  '/dashboard/manageproduct',
  '/dashboard/addproduct',
  '/dashboard/makeadmin',
  '/dashboard/part-reviews',
  '/dashboard/promotions',
  '/dashboard/gift-cards',
  '/dashboard/returns',
  '/dashboard/shipping',
] as const;

const segmentsOf = (path: string) => path.replace(/(.)\/$/, '$1').split('/').slice(1);

const patterns = pagePaths.map(segmentsOf);

/** Whether `pathname` (no query) is one of the page's addresses. */
export function isPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => {
        const segment = segments[i]!;
        return part.startsWith(':') ? segment !== '' : part === segment.toLowerCase();
      }),
  );
}
