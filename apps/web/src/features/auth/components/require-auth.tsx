import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useAdmin } from '@/features/auth/api/get-admin.ts';
import { useSession } from '@/features/auth/api/get-session.ts';
import { useAccessToken } from '@/features/auth/api/get-token.ts';

/**
 * The sign-in guard (product.md §2): the loading view while the session (and its access token) loads,
 * the login page when signed out, remembering where the person was going. Use it as a layout
 * route (renders the child routes) or around `children`.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const { data: session, isPending } = useSession();
  const token = useAccessToken(session?.user.email);
  if (isPending || (session && token.isPending)) return <Spinner />;
  if (!session) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}

/** The admin guard: non-admins are sent to their profile. Place it inside `RequireAuth`. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const [admin, adminLoading] = useAdmin();
  if (adminLoading) return <Spinner />;
  if (!admin) return <Navigate to={paths.myProfile} replace />;
  return children ?? <Outlet />;
}
