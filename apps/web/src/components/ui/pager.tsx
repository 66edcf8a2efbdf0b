import type { CursorPages } from '@/lib/use-cursor-pages.ts';

interface PagerProps {
  /** What the list holds, for the navigation's name: "orders", "products". */
  what: string;
  /** Where the list stands (`useCursorPages`). */
  pages: CursorPages;
  /** The page shown: its rows, how many there are in all, and the next page's cursor. */
  page: { items: readonly unknown[]; total: number; nextCursor: string | null };
  /** While the next page loads. */
  busy: boolean;
}

/** "Showing 26–50 of 1,204" with Previous and Next, under an admin's long list. */
export function Pager({ what, pages, page, busy }: PagerProps) {
  const { first } = pages;
  const { nextCursor } = page;
  const onPrevious = pages.index > 0 ? pages.previous : null;
  const onNext = nextCursor ? () => pages.next(nextCursor) : null;
  return (
    <nav className="mt-4 flex flex-wrap items-center justify-between gap-3" aria-label={`Pages of ${what}`}>
      <p className="text-sm opacity-70" aria-live="polite" data-testid={`${what}-range`}>
        Showing {first.toLocaleString('en-US')}–{(first + page.items.length - 1).toLocaleString('en-US')} of {page.total.toLocaleString('en-US')}
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
