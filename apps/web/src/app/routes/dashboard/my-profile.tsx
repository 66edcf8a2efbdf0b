import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useUser, type SessionUser } from '@/features/auth/api/get-session.ts';
import { useSignOut } from '@/features/auth/api/sign-out.ts';
import { useMyOrders } from '@/features/orders/api/get-my-orders.ts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { ProfileCard } from '@/features/dashboard/components/profile-card.tsx';

/** /dashboard/myprofile (product.md §2), for every signed-in person. */
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
  const { mutate: signOut } = useSignOut();
  // Spec §6, §8: a 403 on one's own orders ends the sign-in.
  const orders = useMyOrders(user.email, { onForbidden: () => signOut({ to: paths.login }) });

  return <ProfileCard user={user} orderCount={orders.data?.length} ordersLoading={orders.isPending && !orders.isError} />;
}
