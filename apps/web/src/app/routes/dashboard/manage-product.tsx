import { messages, type AdminPartSort, type AnyCategory } from '@coreparts/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '@/components/ui/pager.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { useExportCatalogCsv } from '@/features/parts/api/export-catalog-csv.ts';
import { ADMIN_PARTS_PAGE_SIZE, useAdminParts, type AdminPartsFilter } from '@/features/parts/api/get-admin-parts.ts';
import { AdminPartsToolbar } from '@/features/parts/components/admin-parts-toolbar.tsx';
import { CatalogImportPanel } from '@/features/parts/components/catalog-import-panel.tsx';
import { ManagePartsList } from '@/features/parts/components/manage-parts-list.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useCursorPages } from '@/lib/use-cursor-pages.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

// Long enough to finish a word, short enough to feel live.
const searchDelayMs = 300;

/** /dashboard/manageproduct (admin): find any part among many, then update or delete it (decision 053). */
export function Component() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<AnyCategory | ''>('');
  const [sort, setSort] = useState<AdminPartSort>('name');
  const q = useDebouncedValue(search, searchDelayMs).trim();
  const filter: AdminPartsFilter = { q, category, sort };
  const pages = useCursorPages(JSON.stringify(filter), ADMIN_PARTS_PAGE_SIZE);
  const { data, isPending, isError, isPlaceholderData } = useAdminParts(filter, pages.cursor);
  const exportCsv = useExportCatalogCsv();
  const [importing, setImporting] = useState(false);
  const download = () =>
    exportCsv.mutate(undefined, {
      onError: (error) => toast.error(error instanceof ApiClientError ? error.message : 'The catalog could not be exported.'),
    });

  return (
    <DashboardPage title="Manage Product" description="Find a product by name or category, then update or delete it.">
      <PageTitle>Manage Product</PageTitle>
      <div className="mb-4 flex flex-wrap justify-end gap-2">
        {/* Every live part in the columns the catalog's import reads (issue 42). */}
        <button type="button" className="btn btn-outline btn-sm" onClick={download} disabled={exportCsv.isPending} aria-busy={exportCsv.isPending}>
          {exportCsv.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          Export catalog (CSV)
        </button>
        <button type="button" className="btn btn-outline btn-sm" aria-expanded={importing} onClick={() => setImporting(!importing)}>
          {messages.catalogImport.button}
        </button>
        <Link to={paths.addProduct} className="btn btn-primary btn-sm">
          Add Product
        </Link>
      </div>
      {importing && <CatalogImportPanel />}
      <AdminPartsToolbar search={search} onSearch={setSearch} category={category} onCategory={setCategory} sort={sort} onSort={setSort} />
      {isPending && <Spinner />}
      {isError && (
        <div role="alert" className="alert alert-error alert-soft">
          The products could not be loaded. Please try again in a moment.
        </div>
      )}
      {data && (
        <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={isPlaceholderData}>
          <ManagePartsList parts={data.items} filtered={Boolean(q || category)} />
          {data.items.length > 0 && <Pager what="products" pages={pages} page={data} busy={isPlaceholderData} />}
        </div>
      )}
    </DashboardPage>
  );
}
