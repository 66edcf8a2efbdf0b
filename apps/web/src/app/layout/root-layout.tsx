import { Outlet } from 'react-router';
import { useSessionSync } from '@/features/auth/hooks/use-session-sync.ts';
import { useStoreName } from '@/features/config/api/get-config.ts';
import { Footer } from '@/components/layout/footer.tsx';
import { NAV_DRAWER_ID } from '@/components/layout/drawer-ids.ts';
import { NavDrawerMenu, Navbar } from './navbar.tsx';

export function RootLayout() {
  const storeName = useStoreName();
  useSessionSync();
  return (
    <div className="drawer">
      <input id={NAV_DRAWER_ID} type="checkbox" className="drawer-toggle" aria-label="Menu" />
      <div className="drawer-content flex min-h-screen flex-col">
        <Navbar storeName={storeName} />
        <main className="flex-1 pt-16">
          <Outlet />
        </main>
        <Footer storeName={storeName} />
      </div>
      <NavDrawerMenu storeName={storeName} />
    </div>
  );
}
