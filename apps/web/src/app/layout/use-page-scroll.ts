/**
 * Where the window stands on each page (decision 051): a new page opens at its top; Back and
 * Forward return to where the shopper was on the page they come back to. A change of the address's
 * query alone (filters, the planner's build) is the same page and keeps its place.
 *
 * React Router's ScrollRestoration restores once, as the page is committed; the parts list lays its
 * later rows out a frame after that (parts-grid.tsx), so a position far down the list would be cut
 * short. Here the position is kept per history entry and, on Back, asked for again each frame while
 * the page grows into it, until it is reached, the shopper scrolls, or a few seconds have passed.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'coreparts:scroll';
/** How long Back keeps asking for a position the page has not grown to yet. */
const RESTORE_FOR_MS = 3000;
const SHOPPER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function readPositions(): Map<string, number> {
  try {
    return new Map(Object.entries(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>));
  } catch {
    return new Map();
  }
}

export function usePageScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  // The entry the window's position belongs to, switched as the new page is committed, before
  // any scroll event its change of height causes.
  const entry = useRef(entryOf(location));
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    positions.current = readPositions();
    // The page decides where it stands, not the browser's own guess on Back.
    window.history.scrollRestoration = 'manual';
    const save = () => positions.current?.set(entry.current, window.scrollY);
    const persist = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions.current ?? [])));
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    entry.current = entryOf(location);
    const samePage = previousPath.current === location.pathname;
    const firstRender = previousPath.current === null;
    previousPath.current = location.pathname;
    if (navigationType !== 'POP') {
      if (!samePage) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    // A page loaded afresh by a link, a typed address or a shared build opens at its top; only a
    // reload or the browser's Back into the shop returns to a position kept for it.
    const saved = firstRender && !returnedTo() ? undefined : (positions.current ?? readPositions()).get(entry.current);
    if (saved === undefined) {
      // A document just loaded is at its top already: scrolling there again as it hydrates would
      // undo a shopper's first scroll (and move what they were about to click).
      if (!firstRender && !samePage) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    return restore(saved);
  }, [location, navigationType]);
}

/**
 * A history entry's name for its kept position. Every page loaded afresh has the router's key
 * "default", so the address is part of the name: one page's place is never another's.
 */
const entryOf = ({ key, pathname, search }: { key: string; pathname: string; search: string }) => `${key} ${pathname}${search}`;

/** Whether the document itself was reloaded or reached by Back or Forward, not opened anew. */
function returnedTo(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
}

/** Scrolls to `top`, again each frame while the page is shorter than that; returns the stop. */
function restore(top: number): () => void {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const event of SHOPPER_SCROLLS) window.removeEventListener(event, stop);
  };
  const step = () => {
    window.scrollTo({ top, left: 0, behavior: 'instant' });
    if (Math.abs(window.scrollY - top) < 1 || performance.now() > until) return stop();
    frame = requestAnimationFrame(step);
  };
  for (const event of SHOPPER_SCROLLS) window.addEventListener(event, stop, { passive: true });
  step();
  return stop;
}
