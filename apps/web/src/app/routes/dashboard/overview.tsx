import { soldStatusesLabel } from '@coreparts/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { partLowStockRootKey } from '@/features/parts/api/part-low-stock.ts';
import { useSalesOverview } from '@/features/sales-overview/api/get-sales-overview.ts';
import { FigureCards } from '@/features/sales-overview/components/figure-cards.tsx';
import { LowStockDefaultForm } from '@/features/sales-overview/components/low-stock-default-form.tsx';
import { LowStockTable } from '@/features/sales-overview/components/low-stock-table.tsx';
import { OrdersByState } from '@/features/sales-overview/components/orders-by-state.tsx';
// Recharts comes with this import only: it stays in this page's chunk.
import { SalesChart } from '@/features/sales-overview/components/sales-chart.tsx';
import { TopPartsTable } from '@/features/sales-overview/components/top-parts-table.tsx';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';

/** /dashboard/overview (admin): sales, orders by state, best sellers and parts running low. */
export function Component() {
  const queryClient = useQueryClient();
  const { data: overview, isPending, isError } = useSalesOverview();
  // Every part without a threshold of its own now falls back to the new default.
  const refreshPartThresholds = () => queryClient.invalidateQueries({ queryKey: partLowStockRootKey });
  return (
    <DashboardPage
      title="Overview"
      description={`Sales and stock at a glance. Days begin at midnight in the shop's time zone${overview ? ` (${overview.timeZone})` : ''}.`}
    >
      <PageTitle>Overview</PageTitle>
      {isPending && <Spinner />}
      {isError && (
        <div role="alert" className="alert alert-error alert-soft">
          The overview could not be loaded. Please try again in a moment.
        </div>
      )}
      {overview && (
        <div className="grid gap-6">
          <FigureCards overview={overview} />
          <Panel title={`Revenue and orders ${soldStatusesLabel}, last 30 days`}>
            <SalesChart days={overview.days} />
          </Panel>
          <Panel title="Orders by state">
            <OrdersByState byState={overview.byState} />
            {/* Returns (issue 44): those waiting for the shop, and those asked lately. */}
            <p className="mt-3 text-sm" data-testid="overview-returns">
              Returns: <span className="font-semibold tabular-nums">{overview.returns.open}</span> waiting,{' '}
              <span className="tabular-nums">{overview.returns.last30Days}</span> asked in the last 30 days ·{' '}
              <Link to={paths.returns} className="link">
                See returns
              </Link>
            </p>
          </Panel>
          <Panel title="Top parts, last 30 days">
            <TopPartsTable parts={overview.topParts} />
          </Panel>
          <Panel title="Low stock">
            <LowStockTable parts={overview.lowStock} />
            <LowStockDefaultForm key={overview.lowStockDefault} current={overview.lowStockDefault} onSaved={refreshPartThresholds} />
          </Panel>
        </div>
      )}
    </DashboardPage>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6" aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
