import type { ReactNode } from 'react';

/** A review form's submit button, with a spinner while the review is being sent. */
export function ReviewSubmitButton({ busy, className, children }: { busy: boolean; className: string; children: ReactNode }) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy}>
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
