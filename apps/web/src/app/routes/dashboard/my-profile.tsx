import { useEffect } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useUser, type SessionUser } from '../../../features/auth/api/get-session.ts';
import { useSignOut } from '../../../features/auth/api/sign-out.ts';
import { useMyOrders } from '../../../features/dashboard/api/get-my-orders.ts';
import { DashboardPage } from '../../../features/dashboard/components/dashboard-page.tsx';
import { ProfileCard } from '../../../features/dashboard/components/profile-card.tsx';
import { ApiClientError } from '../../../lib/api-client.ts';

/** /dashboard/myprofile (spec §2), for every signed-in person. */
export function Component() {
  const user = useUser();
  if (!user) return <Spinner />;
  return (
    <DashboardPage title="My Profile" description="Your account at a glance.">
      <Profile user={user} />
    </DashboardPage>
  );
}

function Profile({ user }: { user: SessionUser }) {
  const orders = useMyOrders(user.email);
  const { mutate: signOut } = useSignOut();
  // Spec §6, §8: a 403 on one's own orders ends the sign-in.
  const forbidden = orders.error instanceof ApiClientError && orders.error.status === 403;
  useEffect(() => {
    if (forbidden) signOut({ to: paths.login });
  }, [forbidden, signOut]);

  return <ProfileCard user={user} orderCount={orders.data?.length} ordersLoading={orders.isPending && !orders.isError} />;
}
