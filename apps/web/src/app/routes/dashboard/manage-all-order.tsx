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

// Long enough to finish a word, short enough to feel live.
const searchDelayMs = 300;

/** /dashboard/manageallorder (admin): every order; pending ones are marked paid here (product.md §3). */
export function Component() {
  const [search, setSearch] = useState('');
  const [state, setState] = useState<PaymentStatus | ''>('');
  const q = useDebouncedValue(search, searchDelayMs).trim();
  const filter: AdminOrdersFilter = { q, state };
  // The cursor of every page seen so far, the first page's null first: Previous goes back one.
  const [pages, setPages] = useState<{ key: string; cursors: (string | null)[] }>({ key: '', cursors: [null] });
  const filterKey = JSON.stringify(filter);
  // A new search or state starts again from the first page.
  const cursors = pages.key === filterKey ? pages.cursors : [null];
  const cursor = cursors.at(-1) ?? null;
  const { data, isPending, isError, isPlaceholderData } = useAdminOrders(filter, cursor);
  const exportCsv = useExportOrdersCsv();

  const next = () => data?.nextCursor && setPages({ key: filterKey, cursors: [...cursors, data.nextCursor] });
  const previous = () => setPages({ key: filterKey, cursors: cursors.slice(0, -1) });
  // What the search box says now, not what the list last asked for: an admin who types and
  // exports at once gets what was typed.
  const download = () =>
    exportCsv.mutate({ q: search.trim(), state }, {
      onError: (error) => toast.error(error instanceof ApiClientError ? error.message : 'The orders could not be exported.'),
    });

  const first = (cursors.length - 1) * ADMIN_ORDERS_PAGE_SIZE + 1;
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
          <AllOrdersTable orders={data.items} firstRow={first} />
          <nav className="mt-4 flex flex-wrap items-center justify-between gap-3" aria-label="Pages of orders">
            <p className="text-sm opacity-70" aria-live="polite" data-testid="orders-range">
              Showing {first}–{first + data.items.length - 1} of {data.total}
            </p>
            <div className="join">
              <button type="button" className="btn join-item btn-sm" onClick={previous} disabled={cursors.length === 1 || isPlaceholderData}>
                Previous
              </button>
              <button type="button" className="btn join-item btn-sm" onClick={next} disabled={!data.nextCursor || isPlaceholderData}>
                Next
              </button>
            </div>
          </nav>
        </div>
      )}
    </DashboardPage>
  );
}
