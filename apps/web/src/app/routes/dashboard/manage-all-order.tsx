import { Spinner } from '../../../components/ui/spinner.tsx';
import { DashboardPage } from '../../../features/dashboard/components/dashboard-page.tsx';
import { useAllOrders } from '../../../features/orders/api/get-all-orders.ts';
import { AllOrdersTable } from '../../../features/orders/components/all-orders-table.tsx';

/** /dashboard/manageallorder (admin): every order; pending ones are marked paid here (spec §4). */
export function Component() {
  const { data: orders, isPending, isError } = useAllOrders();
  return (
    <DashboardPage title="Manage All Order" description="Every customer's orders. Mark a pending order paid once its payment is confirmed.">
      {isPending && <Spinner />}
      {isError && (
        <div role="alert" className="alert alert-error alert-soft">
          The orders could not be loaded. Please try again in a moment.
        </div>
      )}
      {orders?.length === 0 && <p className="rounded-box border border-base-300 bg-base-100 p-8 text-center opacity-70">No orders yet.</p>}
      {orders && orders.length > 0 && <AllOrdersTable orders={orders} />}
    </DashboardPage>
  );
}
