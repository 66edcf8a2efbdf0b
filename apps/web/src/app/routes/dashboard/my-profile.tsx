import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useUser, type SessionUser } from '@/features/auth/api/get-session.ts';
import { useSignOut } from '@/features/auth/api/sign-out.ts';
import { useMyOrders } from '@/features/orders/api/get-my-orders.ts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { ProfileCard } from '@/features/dashboard/components/profile-card.tsx';
import { ChangePasswordSection } from '@/features/auth/components/change-password-form.tsx';
import { ProfileEditor } from '@/features/auth/components/profile-editor.tsx';
import { StockAlertsList } from '@/features/stock-alerts/components/stock-alerts-list.tsx';
import { PriceAlertsList } from '@/features/price-alerts/components/price-alerts-list.tsx';
import { StoreCreditCard } from '@/features/credit/components/store-credit-card.tsx';
import { AddressBook } from '@/features/cart/components/address-book.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';

/** /dashboard/myprofile (product.md §2), for every signed-in person: who they are, their orders, and what they may change (decision 054). */
export function Component() {
  const user = useUser();
  if (!user) return <Spinner />;
  return (
    <DashboardPage title="My Profile" description="Your account at a glance: change your name, photo and password, and keep your addresses here.">
      <PageTitle>My Profile</PageTitle>
      <Profile user={user} />
    </DashboardPage>
  );
}

function Profile({ user }: { user: SessionUser }) {
  const { mutate: signOut } = useSignOut();
  // Spec §6, §8: a 403 on one's own orders ends the sign-in.
  const orders = useMyOrders(user.email, { onForbidden: () => signOut({ to: paths.login }) });

  const orderCount = orders.data && { orders: orders.data.length, pieces: orders.data.reduce((sum, order) => sum + order.quantity, 0) };

  return (
    <div className="flex flex-col gap-6">
      <ProfileCard user={user} orderCount={orderCount} ordersLoading={orders.isPending && !orders.isError} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileEditor user={user} />
        <ChangePasswordSection email={user.email} />
      </div>
      <AddressBook />
      <StockAlertsList />
      <PriceAlertsList />
      <StoreCreditCard />
    </div>
  );
}
