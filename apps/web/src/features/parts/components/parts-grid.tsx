/**
 * The parts list as a window-scrolled, virtualized grid: only the rows near the screen are in
 * the page, so it stays as light at the end of a 100,000-part catalog as at its start. Reaching
 * the last loaded row asks for the next page.
 */
import type { Part } from '@coreparts/shared';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { PartCard, PartCardSkeleton } from './part-card.tsx';

const gap = 24; // Tailwind's gap-6, between cards and between rows.

// A card's height below its 4:3 image: 330 to 415px measured from 375 to 1600px wide, and a row
// is as tall as its tallest card. Rendered rows are measured; this keeps the first guess close.
const cardBodyHeight = 385;

/**
 * Three columns on large screens, two on medium, one on small (spec §2): the lg (1024px) and md
 * (768px) breakpoints less the page's 2rem of padding, as the list's own width.
 */
function columnsFor(listWidth: number) {
  if (listWidth >= 992) return 3;
  if (listWidth >= 736) return 2;
  return 1;
}

const gridColumns = (columns: number) => ({ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` });

interface ListBox {
  width: number;
  /** From the top of the document, as the window virtualizer counts. */
  top: number;
}

/** The list's width and place, measured before the first paint and again whenever it resizes. */
function useListBox(ref: RefObject<HTMLElement | null>): ListBox | null {
  const [box, setBox] = useState<ListBox | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: rect.width, top: rect.top + window.scrollY };
      setBox((prev) => (prev?.width === next.width && prev.top === next.top ? prev : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

interface PartsGridProps {
  parts: Part[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

export function PartsGrid({ parts, hasMore, loadingMore, loadMoreFailed, onLoadMore }: PartsGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const box = useListBox(listRef);
  const width = box?.width ?? 0;
  const columns = columnsFor(width);
  const rowCount = box ? Math.ceil(parts.length / columns) : 0;
  const imageHeight = ((width - gap * (columns - 1)) / columns) * 0.75;

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => imageHeight + cardBodyHeight,
    overscan: 2,
    gap,
    scrollMargin: box?.top ?? 0,
    // The window's size from the start, so the first render already holds the first rows.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // A row is known by its first part and the column count, so sizes measured for one layout
    // are never reused for another. (A resize can report a row of a list that just got shorter.)
    getItemKey: (index) => `${columns}:${parts[index * columns]?._id ?? index}`,
    // React 19 warns about flushSync during render; a frame's delay on fast scrolls is fine.
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();

  const lastRow = rows.at(-1)?.index ?? -1;
  const nearEnd = rowCount > 0 && lastRow >= rowCount - 1;
  useEffect(() => {
    if (nearEnd && hasMore && !loadingMore && !loadMoreFailed) onLoadMore();
  }, [nearEnd, hasMore, loadingMore, loadMoreFailed, onLoadMore]);

  return (
    <>
      <div ref={listRef} role="feed" aria-busy={loadingMore} aria-label="Parts" className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className="absolute inset-x-0 top-0 grid gap-6"
            style={{ ...gridColumns(columns), transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {parts.slice(row.index * columns, (row.index + 1) * columns).map((part) => (
              <PartCard key={part._id} part={part} eager={row.index === 0} />
            ))}
          </div>
        ))}
      </div>
      <ListEnd count={parts.length} hasMore={hasMore} loadingMore={loadingMore} loadMoreFailed={loadMoreFailed} onRetry={onLoadMore} />
    </>
  );
}

function ListEnd({ count, hasMore, loadingMore, loadMoreFailed, onRetry }: {
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onRetry: () => void;
}) {
  // Always the same height, so the page does not jump as pages come in.
  const className = 'mt-8 flex min-h-12 items-center justify-center gap-3 text-sm';
  if (loadingMore) {
    return (
      <div role="status" className={className}>
        <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
        Loading more parts…
      </div>
    );
  }
  if (loadMoreFailed) {
    return (
      <div role="alert" className={className}>
        More parts could not be loaded.
        <button type="button" className="btn btn-sm btn-outline" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (hasMore) return <div className={className} />;
  return (
    <p className={`${className} opacity-60`} data-testid="parts-end">
      End of list: {count === 1 ? 'that is the only part' : `all ${count.toLocaleString('en-US')} parts shown`}.
    </p>
  );
}

/** Placeholders the size of real cards while the first page loads, so nothing moves after. */
export function PartsGridSkeleton() {
  const listRef = useRef<HTMLDivElement>(null);
  const columns = columnsFor(useListBox(listRef)?.width ?? 0);
  return (
    <div ref={listRef} className="grid gap-6" style={gridColumns(columns)} aria-busy="true" role="status" aria-label="Loading parts">
      {Array.from({ length: columns * 2 }, (_, i) => (
        <PartCardSkeleton key={i} />
      ))}
    </div>
  );
}
