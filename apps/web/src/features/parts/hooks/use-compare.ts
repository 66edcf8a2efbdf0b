/**
 * The parts chosen for comparison, kept in the browser (localStorage) so they need no account and
 * last across pages and visits; every tab sees the same list. Rendered on the server as empty, and
 * read once the page has hydrated (useSyncExternalStore's server snapshot).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { toast } from '@/lib/toast.ts';
import { addToCompare, maxCompared, removeFromCompare, type ComparedPart } from '@/features/parts/lib/compare.ts';

const storageKey = 'compare';
const changed = 'compare-changed';
const none: ComparedPart[] = [];

let cached: { raw: string | null; list: ComparedPart[] } = { raw: null, list: none };

function isComparedPart(value: unknown): value is ComparedPart {
  const item = value as Partial<ComparedPart> | null;
  return typeof item?.id === 'string' && typeof item.category === 'string';
}

/** The stored list; the same array while the stored text is the same, as useSyncExternalStore needs. */
function read(): ComparedPart[] {
  const raw = localStorage.getItem(storageKey);
  if (raw === cached.raw) return cached.list;
  let list = none;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) list = parsed.filter(isComparedPart).slice(0, maxCompared);
  } catch {
    // A list this page did not write: start again.
  }
  cached = { raw, list };
  return list;
}

function write(list: ComparedPart[]) {
  localStorage.setItem(storageKey, JSON.stringify(list));
  window.dispatchEvent(new Event(changed));
}

function subscribe(onChange: () => void) {
  window.addEventListener(changed, onChange);
  // Another tab's change.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changed, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useCompare() {
  const list = useSyncExternalStore(subscribe, read, () => none);
  /** Adds the part, or says (as a toast) why it cannot be compared with the others. */
  const add = useCallback((part: ComparedPart) => {
    const result = addToCompare(read(), part);
    if (result.ok) write(result.list);
    else toast.error(result.message);
  }, []);
  const remove = useCallback((id: string) => write(removeFromCompare(read(), id)), []);
  const clear = useCallback(() => write([]), []);
  return { list, add, remove, clear };
}
