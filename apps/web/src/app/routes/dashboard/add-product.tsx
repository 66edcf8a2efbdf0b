import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { AddPartForm } from '@/features/parts/components/add-part-form.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';

/** /dashboard/addproduct (admin). */
export function Component() {
  return (
    <DashboardPage title="Add Product" description="Put a new part in the catalog. The limit per customer and the identification may stay empty; every other field is required.">
      <PageTitle>Add Product</PageTitle>
      <div className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8">
        <AddPartForm />
      </div>
    </DashboardPage>
  );
}
