import { PageTitle } from '@/components/ui/page-title.tsx';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { AdminPartReviews } from '@/features/reviews/components/admin-part-reviews.tsx';

/** /dashboard/part-reviews (admin): the buyers' reviews of parts, to hide or show (decision 052). */
export function Component() {
  return (
    <DashboardPage title="Part Reviews" description="Reviews customers wrote of the parts they bought. A hidden review leaves the part's page and its rating.">
      <PageTitle>Part Reviews</PageTitle>
      <AdminPartReviews />
    </DashboardPage>
  );
}
