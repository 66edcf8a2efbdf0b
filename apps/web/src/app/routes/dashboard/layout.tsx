import { Outlet } from 'react-router';
import { useAdmin } from '@/features/auth/api/get-admin.ts';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout.tsx';

/** /dashboard: the side menu by role around the chosen page. */
export function Component() {
  const [admin, adminLoading] = useAdmin();
  return (
    <DashboardLayout admin={admin} adminLoading={adminLoading}>
      <Outlet />
    </DashboardLayout>
  );
}
