import { paymentStatuses, paymentStatusLabels, type PaymentStatus } from '@coreparts/shared';
import type { FormEvent } from 'react';
import { SearchBox } from '@/components/ui/search-box.tsx';


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
  // The search is sent as the admin pauses typing; Enter has nothing more to send.
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <form role="search" onSubmit={submit} className="mb-4 flex flex-col gap-3 md:flex-row md:items-center" aria-label="Search orders">
      <SearchBox
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        maxLength={200}
        placeholder="E-mail, part or order id"
        aria-label="Search orders by e-mail, part or order id"
      />
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
    </form>
  );
}
