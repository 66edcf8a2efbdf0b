import type { PaymentStatus } from '@coreparts/shared';
import { useState } from 'react';
import { toast } from '@/lib/toast.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { useExportOrdersCsv } from '@/features/orders/api/export-orders-csv.ts';
import { ADMIN_ORDERS_PAGE_SIZE, useAdminOrders, type AdminOrdersFilter } from '@/features/orders/api/get-admin-orders.ts';
import { AdminOrdersToolbar } from '@/features/orders/components/admin-orders-toolbar.tsx';
import { AllOrdersTable } from '@/features/orders/components/all-orders-table.tsx';
import { ApiClientError } from '@/lib/api-client.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { useCursorPages } from '@/lib/use-cursor-pages.ts';

// Long enough to finish a word, short enough to feel live.
const searchDelayMs = 300;

/** /dashboard/manageallorder (admin): every order; pending ones are marked paid here (product.md §3). */
export function Component() {
  const [search, setSearch] = useState('');
  const [state, setState] = useState<PaymentStatus | ''>('');
  const q = useDebouncedValue(search, searchDelayMs).trim();
  const filter: AdminOrdersFilter = { q, state };
  const pages = useCursorPages(JSON.stringify(filter), ADMIN_ORDERS_PAGE_SIZE);
  const { data, isPending, isError, isPlaceholderData } = useAdminOrders(filter, pages.cursor);
  const exportCsv = useExportOrdersCsv();
  // What the search box says now, not what the list last asked for: an admin who types and
  // exports at once gets what was typed.
  const download = () =>
    exportCsv.mutate({ q: search.trim(), state }, {
      onError: (error) => toast.error(error instanceof ApiClientError ? error.message : 'The orders could not be exported.'),
    });

  const filtered = Boolean(q || state);

  return (
    <DashboardPage title="Manage All Order" description="Every customer's orders. Mark a pending order paid once its payment is confirmed.">
      <PageTitle>Manage All Order</PageTitle>
      <AdminOrdersToolbar
        search={search}
        onSearch={setSearch}
        state={state}
        onState={setState}
        exporting={exportCsv.isPending}
        onExport={download}
      />
      {isPending && <Spinner />}
      {isError && (
        <div role="alert" className="alert alert-error alert-soft">
          The orders could not be loaded. Please try again in a moment.
        </div>
      )}
      {data?.items.length === 0 && (
        <p className="rounded-box border border-base-300 bg-base-100 p-8 text-center opacity-70">
          {filtered ? 'No orders match this search.' : 'No orders yet.'}
        </p>
      )}
      {data && data.items.length > 0 && (
        <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={isPlaceholderData}>
          <AllOrdersTable orders={data.items} firstRow={pages.first} />
          <Pager what="orders" pages={pages} page={data} busy={isPlaceholderData} />
        </div>
      )}
    </DashboardPage>
  );
}
