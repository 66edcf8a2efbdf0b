import type { Order } from '@coreparts/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useUser } from '@/features/auth/api/get-session.ts';
import { useSignOut } from '@/features/auth/api/sign-out.ts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { useMyOrders } from '@/features/orders/api/get-my-orders.ts';
import { MyOrdersTable } from '@/features/orders/components/my-orders-table.tsx';
import { partQueryKey } from '@/features/parts/api/get-part.ts';
import { getPartsQueryOptions } from '@/features/parts/api/get-parts.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';

/** /dashboard/myorder: the signed-in customer's orders (product.md §2, §4). */
export function Component() {
  const user = useUser();
  return (
    <DashboardPage title="My Order" description="Pay for your orders, delete the unpaid ones, or cancel a paid one before it ships.">
      <PageTitle>My Order</PageTitle>
      {user ? <MyOrders email={user.email} /> : <Spinner />}
    </DashboardPage>
  );
}

function MyOrders({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const { mutate: signOut } = useSignOut();
  // Spec §6, §8: a 403 on one's own orders ends the sign-in.
  const orders = useMyOrders(email, { onForbidden: () => signOut({ to: paths.login }) });
  // A deleted order's quantity is back in stock.
  const refreshStock = (order: Order) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getPartsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: partQueryKey(order.orderId) }),
    ]);

  if (orders.isPending) return <Spinner />;
  if (orders.isError) {
    return (
      <div role="alert" className="alert alert-error alert-soft">
        Your orders could not be loaded. Please try again in a moment.
      </div>
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="rounded-box border border-base-300 bg-base-100 p-8 text-center shadow-sm">
        <p className="opacity-70">You have no orders yet.</p>
        <Link to={paths.parts} className="btn btn-primary mt-4">
          See All Parts
        </Link>
      </div>
    );
  }
  return <MyOrdersTable orders={orders.data} onDeleted={refreshStock} />;
}
