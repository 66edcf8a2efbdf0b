import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { usePart } from '@/features/parts/api/get-part.ts';
import { PartLowStockForm } from '@/features/parts/components/part-low-stock-form.tsx';
import { UpdatePartForm } from '@/features/parts/components/update-part-form.tsx';
import { salesOverviewQueryKey } from '@/features/sales-overview/api/get-sales-overview.ts';
import { ApiClientError } from '@/lib/api-client.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';

/** /update-part/:id (admin), in the dashboard beside its side menu. */
export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  // The overview's low-stock list follows the part's threshold.
  const refreshOverview = () => queryClient.invalidateQueries({ queryKey: salesOverviewQueryKey });
  const { data: part, isPending, error } = usePart(id);
  const missing = part === null || (error instanceof ApiClientError && error.status === 400);

  return (
    <div className="max-w-3xl">
      <PageTitle>Update Product</PageTitle>
      <Link to={paths.manageProduct} className="link link-hover mb-4 inline-flex items-center gap-1 text-sm opacity-70">
        <span aria-hidden="true">←</span> Manage Product
      </Link>
      <DashboardPage
        title="Update Product"
        description={part ? `${part.name}: change what you need; an emptied required field keeps its value.` : undefined}
      >
        {isPending && <Spinner />}
        {(error || missing) && (
          <div role="alert" className="alert alert-error alert-soft">
            {missing ? 'This product is not in the catalog any more.' : 'The product could not be loaded. Please try again in a moment.'}
          </div>
        )}
        {part && (
          <div className="grid gap-6">
            <div className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8">
              <UpdatePartForm key={part._id} part={part}>
                <Link to={paths.manageProduct} className="btn btn-ghost">
                  Back to products
                </Link>
              </UpdatePartForm>
            </div>
            <PartLowStockForm key={part._id} partId={part._id} onSaved={refreshOverview} />
          </div>
        )}
      </DashboardPage>
    </div>
  );
}
