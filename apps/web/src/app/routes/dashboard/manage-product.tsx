import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { useParts } from '@/features/parts/api/get-parts.ts';
import { ManagePartsList } from '@/features/parts/components/manage-parts-list.tsx';

/** /dashboard/manageproduct (admin): update or delete any part. */
export function Component() {
  const { data: parts, isPending, isError } = useParts();
  return (
    <DashboardPage title="Manage Product" description="Update or delete any product in the catalog.">
      <div className="mb-4 flex items-center justify-between gap-4">
        <p className="text-sm font-medium opacity-70" aria-live="polite">
          {parts && `${parts.length} ${parts.length === 1 ? 'product' : 'products'}`}
        </p>
        <Link to={paths.addProduct} className="btn btn-primary btn-sm">
          Add Product
        </Link>
      </div>
      {isPending && <Spinner />}
      {isError && (
        <div role="alert" className="alert alert-error alert-soft">
          The products could not be loaded. Please try again in a moment.
        </div>
      )}
      {parts && <ManagePartsList parts={parts} />}
    </DashboardPage>
  );
}
