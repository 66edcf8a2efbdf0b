/**
 * The parts list: its first cards as a plain grid, then the rest as a window-scrolled,
 * virtualized grid: only the rows near the screen are in the page, so it stays as light at the
 * end of a 100,000-part catalog as at its start. Reaching the last loaded row asks for the next
 * page.
 *
 * The plain head needs no measuring, so the server renders it with the first page of parts
 * (decision 013) and the browser hydrates it as it is; the virtualized rest starts below it once
 * the list's width is known.
 */
import type { Part } from '@coreparts/shared';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { PartCard, PartCardSkeleton } from './part-card.tsx';

const gap = 24; // Tailwind's gap-6, between cards and between rows.

// A card's height below its 4:3 image: 330 to 415px measured from 375 to 1600px wide, and a row
// is as tall as its tallest card. Rendered rows are measured; this keeps the first guess close.
const cardBodyHeight = 385;
// A card's action below its buttons (a button and the body's gap) adds this much.
const cardActionHeight = 52;

// More than the first screen at every width, and whole rows of one, two or three columns.
const headCount = 6;

/**
 * Three columns on large screens, two on medium, one on small (product.md §2): the lg (1024px) and md
 * (768px) breakpoints less the page's 2rem of padding, as the list's own width. The plain grids
 * say the same with container queries.
 */
function columnsFor(listWidth: number) {
  if (listWidth >= 992) return 3;
  if (listWidth >= 736) return 2;
  return 1;
}
const plainGrid = 'grid grid-cols-1 gap-6 @min-[736px]:grid-cols-2 @min-[992px]:grid-cols-3';

interface ListBox {
  width: number;
  /** From the top of the document, as the window virtualizer counts. */
  top: number;
}

/**
 * Where the virtualized rows start, measured after the first paint (they start below the first
 * screen, and measuring during hydration would hold a slow phone's main thread for the page's
 * layout) and again whenever the list resizes, its head included.
 */
function useRestBox(ref: RefObject<HTMLElement | null>): ListBox | null {
  const [box, setBox] = useState<ListBox | null>(null);
  useEffect(() => {
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
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

/** What a card shows below its own buttons, from a feature the parts do not know (Add to Cart). */
export type CardAction = (part: Part) => ReactNode;

interface PartsGridProps {
  parts: Part[];
  cardAction?: CardAction;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

export function PartsGrid({ parts, cardAction, hasMore, loadingMore, loadMoreFailed, onLoadMore }: PartsGridProps) {
  const restRef = useRef<HTMLDivElement>(null);
  const box = useRestBox(restRef);
  const canLoadMore = hasMore && !loadingMore && !loadMoreFailed;
  return (
    <>
      <div role="feed" aria-busy={loadingMore} aria-label="Parts" className="@container">
        <div className={plainGrid}>
          {parts.slice(0, headCount).map((part, index) => (
            <PartCard key={part._id} part={part} eager={index < 3} action={cardAction?.(part)} />
          ))}
        </div>
        <div ref={restRef}>
          {box && <VirtualRows parts={parts.slice(headCount)} box={box} cardAction={cardAction} onNearEnd={canLoadMore ? onLoadMore : undefined} />}
        </div>
      </div>
      {/* Until the rest is laid out, the head is not the end of the list. */}
      <ListEnd count={parts.length} hasMore={hasMore || !box} loadingMore={loadingMore} loadMoreFailed={loadMoreFailed} onRetry={onLoadMore} />
    </>
  );
}

function VirtualRows({ parts, box, cardAction, onNearEnd }: { parts: Part[]; box: ListBox; cardAction?: CardAction; onNearEnd?: () => void }) {
  const columns = columnsFor(box.width);
  const rowCount = Math.ceil(parts.length / columns);
  const imageHeight = ((box.width - gap * (columns - 1)) / columns) * 0.75;

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => imageHeight + cardBodyHeight + (cardAction ? cardActionHeight : 0),
    overscan: 2,
    gap,
    // The gap below the head.
    paddingStart: gap,
    scrollMargin: box.top,
    // The window's size from the start, so the first render already holds the first rows.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // A row is known by its first part and the column count, so sizes measured for one layout
    // are never reused for another. (A resize can report a row of a list that just got shorter.)
    getItemKey: (index) => `${columns}:${parts[index * columns]?._id ?? index}`,
    // React 19 warns about flushSync during render; a frame's delay on fast scrolls is fine.
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();

  // With nothing past the head, the head's end is the list's end.
  const nearEnd = rowCount === 0 || (rows.at(-1)?.index ?? -1) >= rowCount - 1;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd]);

  if (rowCount === 0) return null;
  return (
    <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {rows.map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className="absolute inset-x-0 top-0 grid gap-6"
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {parts.slice(row.index * columns, (row.index + 1) * columns).map((part) => (
            <PartCard key={part._id} part={part} action={cardAction?.(part)} />
          ))}
        </div>
      ))}
    </div>
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
    <p className={`${className} opacity-70`} data-testid="parts-end">
      End of list: {count === 1 ? 'that is the only part' : `all ${count.toLocaleString('en-US')} parts shown`}.
    </p>
  );
}

/** Placeholders the size of real cards while the first page loads, so nothing moves after. */
export function PartsGridSkeleton() {
  return (
    <div className="@container" aria-busy="true" role="status" aria-label="Loading parts">
      <div className={plainGrid}>
        {Array.from({ length: headCount }, (_, i) => (
          <PartCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
