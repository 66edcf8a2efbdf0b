import { Link, NavLink, useLocation } from 'react-router';
import { DASHBOARD_DRAWER_ID, NAV_DRAWER_ID } from '@/components/layout/drawer-ids.ts';
import { DrawerButton, DrawerSide, useDrawer } from '@/components/layout/drawer.tsx';
import { paths } from '@/config/paths.ts';
import { useUser } from '@/features/auth/api/get-session.ts';
import { useSignOut } from '@/features/auth/api/sign-out.ts';
import { CartLink } from '@/features/cart/components/cart-link.tsx';
import { HeaderSearch } from '@/features/search/components/header-search.tsx';

const links = [
  { to: paths.home, label: 'Home' },
  { to: paths.parts, label: 'All Parts' },
  { to: paths.myProfile, label: 'Dashboard' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.builder, label: 'PC Builder' },
  { to: paths.upgrade, label: 'Upgrade' },
];

/**
 * The drawer offers the spec's Home, Blog, Dashboard, then Login or SignOut (product.md §2), and the
 * cart; below them, under their own heading, the shop's pages the spec's four do not reach.
 */
export const drawerLinks = [links[0], links[3], links[2]] as typeof links;
const drawerShopLinks = [links[1], links[4], links[5]] as typeof links;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 font-medium whitespace-nowrap transition-colors ${isActive ? 'bg-primary/10 text-primary' : 'hover:bg-base-200'}`;

export function Navbar({ storeName }: { storeName: string }) {
  const { pathname } = useLocation();
  // The update page (the spec's /update-part/:id) is in the dashboard too (decision 053).
  const onDashboard = pathname.includes('dashboard') || pathname.startsWith('/update-part/');

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-base-300 bg-base-100/90 backdrop-blur">
      <nav className="navbar mx-auto h-16 max-w-7xl px-4" aria-label="Main">
        <div className="navbar-start gap-1">
          <DrawerButton drawerId={NAV_DRAWER_ID} label="Open menu">
            <MenuIcon />
          </DrawerButton>
          <Link to={paths.home} className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {storeName}
          </Link>
        </div>
        <div className="navbar-end gap-1">
          {/* At every width: a field from md, an icon that opens one below the bar on a phone (decision 084). */}
          <HeaderSearch />
          <ul className="hidden items-center gap-1 lg:flex">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <AccountLink className={linkClass} />
            </li>
          </ul>
          {/* At every width: the phone's bar shows it beside the menu button. */}
          <CartLink className={({ isActive }) => `btn btn-ghost btn-square ${isActive ? 'bg-primary/10 text-primary' : ''}`} />
          {onDashboard && (
            <DrawerButton drawerId={DASHBOARD_DRAWER_ID} label="Open dashboard menu">
              <PanelIcon />
            </DrawerButton>
          )}
        </div>
      </nav>
    </header>
  );
}

export function NavDrawerMenu({ storeName }: { storeName: string }) {
  const [, setOpen] = useDrawer(NAV_DRAWER_ID);
  const close = () => setOpen(false);
  return (
    <DrawerSide drawerId={NAV_DRAWER_ID} className="z-50">
      <nav className="min-h-full w-80 bg-base-100 p-4" aria-label="Menu">
        <p className="mb-4 px-3 text-lg font-bold">{storeName}</p>
        <ul className="menu w-full gap-1 p-0 text-base">
          {drawerLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <AccountLink onClick={close} />
          </li>
          <li>
            <CartLink withText onClick={close} />
          </li>
        </ul>
        <p id="drawer-shop" className="mt-4 border-t border-base-300 px-3 pt-4 pb-1 text-sm font-semibold text-base-content/70">
          Shop
        </p>
        <ul className="menu w-full gap-1 p-0 text-base" aria-labelledby="drawer-shop">
          {drawerShopLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </DrawerSide>
  );
}

/**
 * Login when signed out, SignOut when signed in (product.md §2); a placeholder of the same size while
 * the session loads, so a signed-in visitor does not see Login flash by.
 */
function AccountLink({ className, onClick }: { className?: (state: { isActive: boolean }) => string; onClick?: () => void }) {
  const user = useUser();
  const signOut = useSignOut();
  if (user === undefined) return <span className="skeleton mx-3 my-2 block h-6 w-16" aria-hidden="true" />;
  if (user === null) {
    return (
      <NavLink to={paths.login} className={className} onClick={onClick}>
        Login
      </NavLink>
    );
  }
  return (
    <button
      type="button"
      className={`${className?.({ isActive: false }) ?? ''} cursor-pointer`}
      disabled={signOut.isPending}
      onClick={() => {
        onClick?.();
        signOut.mutate({});
      }}
    >
      SignOut
    </button>
  );
}

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  );
}

function PanelIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16" />
    </svg>
  );
}
