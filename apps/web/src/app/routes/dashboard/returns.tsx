import { PageTitle } from '@/components/ui/page-title.tsx';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { AdminReturns } from '@/features/returns/components/admin-returns.tsx';

/** /dashboard/returns (admin): returns by state, to approve, reject and receive (issue 44). */
export function Component() {
  return (
    <DashboardPage title="Returns" description="Returns customers asked for: approve or reject them, then receive the parts and refund them.">
      <PageTitle>Returns</PageTitle>
      <AdminReturns />
    </DashboardPage>
  );
}
