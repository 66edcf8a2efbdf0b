import type { ReactNode } from 'react';

/** The product form's submit row: the button spins and is disabled while saving. */
export function PartFormActions({ pending, label, children }: { pending: boolean; label: string; children?: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-base-300 pt-6 sm:flex-row sm:items-center sm:justify-end">
      {children}
      <button type="submit" className="btn btn-primary sm:min-w-44" disabled={pending} aria-busy={pending}>
        {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {label}
      </button>
    </div>
  );
}
