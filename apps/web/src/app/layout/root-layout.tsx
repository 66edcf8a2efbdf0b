import { Outlet, useLocation } from 'react-router';
import { useClaimVisitorBuilds } from '@/features/builder/api/claim-builds.ts';
import { CompareBar } from '@/features/parts/components/compare-bar.tsx';
import { useUser } from '@/features/auth/api/get-session.ts';
import { useSessionSync } from '@/features/auth/hooks/use-session-sync.ts';
import { CartProvider } from '@/features/cart/components/cart-provider.tsx';
import { useConfig, useStoreName } from '@/features/config/api/get-config.ts';
import { paths } from '@/config/paths.ts';
import { Footer } from '@/components/layout/footer.tsx';
import { NAV_DRAWER_ID } from '@/components/layout/drawer-ids.ts';
import { DrawerToggle } from '@/components/layout/drawer.tsx';
import { NavDrawerMenu, Navbar } from './navbar.tsx';
import { usePageScroll } from './use-page-scroll.ts';

const mainId = 'content';

/** Moves keyboard focus past the navbar to the page's own content (WCAG 2.4.1); above the page only while focused. */
function SkipLink() {
  return (
    <a
      href={`#${mainId}`}
      className="btn btn-primary fixed top-2 left-2 z-[60] -translate-y-[200%] focus:translate-y-0"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(mainId)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}

export function RootLayout() {
  const storeName = useStoreName();
  const social = useConfig().data?.social ?? [];
  useSessionSync();
  usePageScroll();
  // The comparison page is where the bar leads: there it would only repeat the page.
  const comparing = useLocation().pathname === paths.compare;
  const user = useUser();
  useClaimVisitorBuilds(user?.id);
  return (
    // The cart follows the session: a visitor's in the browser, a customer's on the server.
    <CartProvider userId={user ? user.id : user}>
      <div className="drawer">
        <DrawerToggle drawerId={NAV_DRAWER_ID} />
        <div className="drawer-content flex min-h-screen flex-col">
          <SkipLink />
          <Navbar storeName={storeName} />
          <main id={mainId} tabIndex={-1} className="flex-1 pt-16 outline-none">
            <Outlet />
          </main>
          <Footer storeName={storeName} social={social} />
          {!comparing && <CompareBar />}
        </div>
        <NavDrawerMenu storeName={storeName} />
      </div>
    </CartProvider>
  );
}
