interface PagerProps {
  /** What the list holds, for the navigation's name: "orders", "products". */
  what: string;
  /** The first row's number, from 1. */
  first: number;
  shown: number;
  total: number;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  /** While the next page loads. */
  busy: boolean;
}

/** "Showing 26–50 of 1,204" with Previous and Next, under an admin's long list. */
export function Pager({ what, first, shown, total, onPrevious, onNext, busy }: PagerProps) {
  return (
    <nav className="mt-4 flex flex-wrap items-center justify-between gap-3" aria-label={`Pages of ${what}`}>
      <p className="text-sm opacity-70" aria-live="polite" data-testid={`${what}-range`}>
        Showing {first.toLocaleString('en-US')}–{(first + shown - 1).toLocaleString('en-US')} of {total.toLocaleString('en-US')}
      </p>
      <div className="join">
        <button type="button" className="btn join-item btn-sm" onClick={onPrevious ?? undefined} disabled={!onPrevious || busy}>
          Previous
        </button>
        <button type="button" className="btn join-item btn-sm" onClick={onNext ?? undefined} disabled={!onNext || busy}>
          Next
        </button>
      </div>
    </nav>
  );
}
