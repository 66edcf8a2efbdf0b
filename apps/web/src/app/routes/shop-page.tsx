import { shopPageAt } from '@coreparts/shared';
import { useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { useConfig, useStoreName } from '@/features/config/api/get-config.ts';
import { ShopPageView } from '@/features/shop-pages/components/shop-page-view.tsx';

/** Shipping, returns, warranty, privacy, terms and contact: the footer's pages (decision 051). */
export function Component() {
  const page = shopPageAt(useLocation().pathname.toLowerCase().replace(/(.)\/$/, '$1'))!;
  const storeName = useStoreName();
  // Rendered by the server with the configuration; in the browser the same answer, asked once.
  const contactEmail = useConfig().data?.contactEmail ?? '';
  return (
    <>
      <PageTitle description={page.description}>{page.title}</PageTitle>
      <ShopPageView page={page} facts={{ storeName, contactEmail }} />
    </>
  );
}
