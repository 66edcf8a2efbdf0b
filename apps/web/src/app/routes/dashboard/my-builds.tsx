import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/features/auth/api/get-session.ts';
import { MyBuildsList } from '@/features/builder/components/my-builds-list.tsx';
import { BuildPriceWatch } from '@/features/price-alerts/components/build-price-watch.tsx';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';

/** /dashboard/mybuilds (signed in): the builds the customer saved, to open, share, rename or delete (decision 050). */
export function Component() {
  const user = useUser();
  return (
    <DashboardPage title="My builds" description="The PC builds you saved: open one, share its link, or put it in your cart from its page.">
      <PageTitle>My builds</PageTitle>
      {user ? <MyBuildsList userId={user.id} extra={(build, name) => <BuildPriceWatch build={build} name={name} />} /> : <Spinner />}
    </DashboardPage>
  );
}
