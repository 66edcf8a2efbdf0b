import { PageTitle } from '@/components/ui/page-title.tsx';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { AdminPromotions } from '@/features/promotions/components/admin-promotions.tsx';

/** /dashboard/promotions (admin): discount codes and automatic promotions (issue 43). */
export function Component() {
  return (
    <DashboardPage title="Promotions" description="Discount codes shoppers type in their cart, and promotions that apply by themselves. Pause one to stop it for a while.">
      <PageTitle>Promotions</PageTitle>
      <AdminPromotions />
    </DashboardPage>
  );
}
