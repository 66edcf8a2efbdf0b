import { PageTitle } from '@/components/ui/page-title.tsx';
import { GiftCardsAdmin } from '@/features/credit/components/gift-cards-admin.tsx';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';

/** /dashboard/gift-cards (admin): gift cards issued and store credit given (issue 43). */
export function Component() {
  return (
    <DashboardPage title="Gift cards" description="Issue gift cards, see what is left on them, and give customers store credit. Both pay at checkout before the card.">
      <PageTitle>Gift cards</PageTitle>
      <GiftCardsAdmin />
    </DashboardPage>
  );
}
