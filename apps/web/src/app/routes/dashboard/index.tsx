import { Navigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useAdmin } from '@/features/auth/api/get-admin.ts';

/** /dashboard: admins go to the sales overview, everyone else to My Profile. */
export function Component() {
  const [admin, adminLoading] = useAdmin();
  if (adminLoading) return <Spinner />;
  return <Navigate to={admin ? paths.overview : paths.myProfile} replace />;
}
