import { paymentStatuses, paymentStatusLabels, type PaymentStatus } from '@coreparts/shared';
import { SearchToolbar } from '@/components/ui/search-toolbar.tsx';

interface AdminOrdersToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  state: PaymentStatus | '';
  onState: (state: PaymentStatus | '') => void;
  exporting: boolean;
  onExport: () => void;
}

/** Manage All Order's search box, state filter and CSV export. */
export function AdminOrdersToolbar({ search, onSearch, state, onState, exporting, onExport }: AdminOrdersToolbarProps) {
  return (
    <SearchToolbar
      label="Search orders"
      search={search}
      onSearch={onSearch}
      searchLabel="Search orders by e-mail, part or order id"
      placeholder="E-mail, part or order id"
      maxLength={200}
    >
      <div className="flex gap-3">
        <label className="select min-w-0 flex-1 md:w-48 md:flex-none">
          <span className="label">State</span>
          <select value={state} onChange={(event) => onState(event.target.value as PaymentStatus | '')}>
            <option value="">All</option>
            {paymentStatuses.map((status) => (
              <option key={status} value={status}>
                {paymentStatusLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-outline whitespace-nowrap" onClick={onExport} disabled={exporting} aria-busy={exporting}>
          {exporting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Export CSV
        </button>
      </div>
    </SearchToolbar>
  );
}
