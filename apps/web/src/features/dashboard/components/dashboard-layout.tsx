import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { DASHBOARD_DRAWER_ID } from '@/components/layout/drawer-ids.ts';
import { DrawerSide, DrawerToggle, useDrawer } from '@/components/layout/drawer.tsx';
import { paths } from '@/config/paths.ts';

interface DashboardLink {
  to: string;
  label: string;
  /** Pages outside the link's own address that belong to it. */
  alsoUnder?: string;
}

const everyone: DashboardLink[] = [{ to: paths.myProfile, label: 'My Profile' }];
const customerLinks: DashboardLink[] = [
  { to: paths.myOrder, label: 'My Order' },
  { to: paths.addReview, label: 'Add Review' },
];
/** Anyone signed in may save builds (decision 050): listed after their role's own pages. */
const savedBuilds: DashboardLink[] = [{ to: paths.myBuilds, label: 'My builds' }];
const adminFirst: DashboardLink[] = [{ to: paths.overview, label: 'Overview' }];
const adminLinks: DashboardLink[] = [
  { to: paths.manageAllOrder, label: 'Manage All Order' },
  { to: paths.shippingSettings, label: 'Shipping & tax' },
  { to: paths.promotions, label: 'Promotions' },
  { to: paths.giftCards, label: 'Gift cards' },
  { to: paths.returns, label: 'Returns' },
  // A product's update page (the spec's /update-part/:id) is one of Manage Product's.
  { to: paths.manageProduct, label: 'Manage Product', alsoUnder: '/update-part/' },
  { to: paths.addProduct, label: 'Add Product' },
  { to: paths.makeAdmin, label: 'Make Admin' },
  { to: paths.partReviews, label: 'Part Reviews' },
];

/** The drawer's links by role (product.md §2): everyone, then customers' or admins' own, then My builds; admins start with the overview. */
const dashboardLinks = (admin: boolean) => [...(admin ? [...adminFirst, ...everyone, ...adminLinks] : [...everyone, ...customerLinks]), ...savedBuilds];

interface DashboardLayoutProps {
  admin: boolean;
  /** While the role is being looked up only the links for everyone are shown. */
  adminLoading: boolean;
  children: ReactNode;
}

/**
 * The dashboard with its side menu: always open on large screens, a drawer on small ones,
 * opened from the navbar's button (`DASHBOARD_DRAWER_ID`).
 */
export function DashboardLayout({ admin, adminLoading, children }: DashboardLayoutProps) {
  const [, setOpen] = useDrawer(DASHBOARD_DRAWER_ID);
  const close = () => setOpen(false);
  const links = adminLoading ? everyone : dashboardLinks(admin);
  const { pathname } = useLocation();

  return (
    <div className="drawer min-h-[calc(100dvh-4rem)] bg-base-200 lg:drawer-open">
      <DrawerToggle drawerId={DASHBOARD_DRAWER_ID} />
      <div className="drawer-content min-w-0">
        <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-10 lg:py-10">{children}</div>
      </div>
      {/* On large screens the side column is as tall as the page, its background all the way down, and its links stay in view. */}
      <DrawerSide drawerId={DASHBOARD_DRAWER_ID} className="z-50 lg:static lg:z-10 lg:h-auto lg:self-stretch lg:overflow-visible">
        <nav className="flex min-h-full w-72 flex-col border-r border-base-300 bg-base-100 p-4" aria-label="Dashboard">
          <div className="lg:sticky lg:top-20">
            <p className="mb-3 px-3 text-xs font-semibold tracking-widest uppercase opacity-70">
              {admin ? 'Admin dashboard' : 'My dashboard'}
            </p>
            <ul className="menu w-full gap-1 p-0 text-base">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={close}
                    className={({ isActive }) => (isActive || (link.alsoUnder && pathname.startsWith(link.alsoUnder)) ? 'menu-active' : '')}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {adminLoading && <span role="status" className="loading loading-dots loading-sm mx-3 mt-2 opacity-50" aria-label="Loading menu" />}
          </div>
        </nav>
      </DrawerSide>
    </div>
  );
}
