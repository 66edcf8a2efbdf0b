import { Link, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useAdmin } from '@/features/auth/api/get-admin.ts';
import { useUser } from '@/features/auth/api/get-session.ts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { useOrderTimeline } from '@/features/orders/api/get-order-timeline.ts';
import { OrderTimeline } from '@/features/orders/components/order-timeline.tsx';
import { OrderReturns } from '@/features/returns/components/order-returns.tsx';
import { ApiClientError } from '@/lib/api-client.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';

/** /dashboard/order/:id (signed in): one order and everything that happened to it. */
export function Component() {
  const { id = '' } = useParams();
  const user = useUser();
  const [admin] = useAdmin();
  const { data: timeline, isPending, error } = useOrderTimeline(id);
  const missing = error instanceof ApiClientError && (error.status === 404 || error.status === 400 || error.status === 403);
  const back = admin ? { to: paths.manageAllOrder, label: 'Manage All Order' } : { to: paths.myOrder, label: 'My Order' };

  return (
    <DashboardPage title="Order details" description="The order and everything that happened to it, in your time zone.">
      <PageTitle>Order details</PageTitle>
      <Link to={back.to} className="link link-hover mb-4 inline-flex items-center gap-1 text-sm opacity-70">
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      {isPending && <Spinner />}
      {error && (
        <div role="alert" className="alert alert-error alert-soft">
          {missing ? 'This order was not found. It may have been deleted.' : 'The order could not be loaded. Please try again in a moment.'}
        </div>
      )}
      {timeline && <OrderTimeline timeline={timeline} viewerEmail={user?.email} />}
      {timeline && (
        <div className="mt-6">
          <OrderReturns order={timeline.order} owner={timeline.order.email === user?.email} />
        </div>
      )}
    </DashboardPage>
  );
}
