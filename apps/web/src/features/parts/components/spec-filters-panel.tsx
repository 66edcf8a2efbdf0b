import type { AnyCategory, SpecCondition, SpecFacet } from '@coreparts/shared';
import { useRef } from 'react';
import { SpecFilters } from './spec-filters.tsx';

interface SpecFiltersPanelProps {
  category: AnyCategory;
  facets: readonly SpecFacet[];
  conditions: readonly SpecCondition[];
  /** How many parts match, once known. */
  total: number | null;
  onChange: (conditions: SpecCondition[]) => void;
}

/** The filters beside the grid on large screens; on phones behind a button, in a drawer over the page. */
export function SpecFiltersPanel(props: SpecFiltersPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { conditions, total, onChange } = props;
  const clear = conditions.length > 0 && (
    <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange([])}>
      Clear filters
    </button>
  );
  return (
    <>
      <aside aria-label="Filters" className="hidden lg:block">
        <div className="mb-4 flex min-h-8 items-center justify-between">
          <h2 className="text-lg font-bold">Filters</h2>
          {clear}
        </div>
        <SpecFilters {...props} />
      </aside>
      <div className="mb-4 lg:hidden">
        <button type="button" className="btn btn-outline btn-block" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
          Filters{conditions.length > 0 && ` (${conditions.length})`}
        </button>
      </div>
      <dialog ref={dialog} className="modal modal-start lg:hidden" aria-label="Filters">
        <div className="modal-box flex h-full max-h-none w-80 max-w-[85vw] flex-col rounded-none p-0">
          <div className="flex items-center justify-between border-b border-base-300 px-4 py-3">
            <h2 className="text-lg font-bold">Filters</h2>
            {clear}
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <SpecFilters {...props} />
          </div>
          <div className="border-t border-base-300 p-4">
            <button type="button" className="btn btn-primary btn-block" onClick={() => dialog.current?.close()}>
              {total === null ? 'Show parts' : `Show ${total === 1 ? '1 part' : `${total.toLocaleString('en-US')} parts`}`}
            </button>
          </div>
        </div>
        <form method="dialog" className="modal-backdrop">
          <button type="submit" aria-label="Close filters">
            close
          </button>
        </form>
      </dialog>
    </>
  );
}
