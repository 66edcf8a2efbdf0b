import { categoryLabel } from '@coreparts/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useCompare } from '@/features/parts/hooks/use-compare.ts';
import { maxCompared } from '@/features/parts/lib/compare-list.ts';

/** How many parts wait to be compared, and the way to their comparison; nothing while none do. */
export function CompareBar() {
  const { list, clear } = useCompare();
  const [first] = list;
  if (!first) return null;
  return (
    <>
      {/* Room at the page's end, so the bar never hides the footer's last line. */}
      <div className="h-16" aria-hidden="true" />
      <aside
        aria-label="Comparison"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-base-300 bg-base-100/95 px-4 py-3 shadow-lg backdrop-blur"
        data-testid="compare-bar"
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
          <p className="min-w-0 truncate text-sm">
            <span className="font-semibold">
              {list.length} of {maxCompared}
            </span>{' '}
            {categoryLabel(first.category)} parts to compare
          </p>
          <div className="flex shrink-0 gap-2">
            <button type="button" className="btn btn-ghost btn-sm" onClick={clear}>
              Clear
            </button>
            <Link to={paths.compareParts(list.map((item) => item.id))} className="btn btn-primary btn-sm">
              Compare now
            </Link>
          </div>
        </div>
      </aside>
    </>
  );
}
