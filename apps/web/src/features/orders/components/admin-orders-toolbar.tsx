import { orderSearchMaxLength, paymentStatuses, paymentStatusLabels, type PaymentStatus } from '@coreparts/shared';
import { SearchToolbar } from '@/components/ui/search-toolbar.tsx';
import { ToolbarSelect, type ToolbarOption } from '@/components/ui/toolbar-select.tsx';

const stateOptions: ToolbarOption<PaymentStatus | ''>[] = [{ value: '', label: 'All' }, ...paymentStatuses.map((status) => ({ value: status, label: paymentStatusLabels[status] }))];

interface AdminOrdersToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  state: PaymentStatus | '';
  onState: (state: PaymentStatus | '') => void;
  exporting: boolean;
  onExport: () => void;
}

/** Manage All Order's search box (an order number, D085; an e-mail, a part, an order id), state filter and CSV export. */
export function AdminOrdersToolbar({ search, onSearch, state, onState, exporting, onExport }: AdminOrdersToolbarProps) {
  return (
    <SearchToolbar
      label="Search orders"
      search={search}
      onSearch={onSearch}
      searchLabel="Search orders by order number, e-mail, part or order id"
      placeholder="Order number, e-mail or part"
      maxLength={orderSearchMaxLength}
    >
      <div className="flex gap-3">
        <ToolbarSelect label="State" className="min-w-0 flex-1 md:w-48 md:flex-none" value={state} onChange={onState} options={stateOptions} />
        <button type="button" className="btn btn-outline whitespace-nowrap" onClick={onExport} disabled={exporting} aria-busy={exporting}>
          {exporting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Export CSV
        </button>
      </div>
    </SearchToolbar>
  );
}
