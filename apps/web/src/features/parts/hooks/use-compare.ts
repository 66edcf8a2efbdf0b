/**
 * The parts chosen for comparison, kept in the browser (localStorage) so they need no account and
 * last across pages and visits; every tab sees the same list. Rendered on the server as empty, and
 * read once the page has hydrated.
 */
import { useCallback } from 'react';
import { localStore, useLocalStore } from '@/lib/local-store.ts';
import { toast } from '@/lib/toast.ts';
import { addToCompare, maxCompared, removeFromCompare, type ComparedPart } from '@/features/parts/lib/compare-list.ts';

function isComparedPart(value: unknown): value is ComparedPart {
  const item = value as Partial<ComparedPart> | null;
  return typeof item?.id === 'string' && typeof item.category === 'string';
}

function parseCompared(raw: string): ComparedPart[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter(isComparedPart).slice(0, maxCompared);
  } catch {
    // A list this page did not write: start again.
  }
  return [];
}

const compared = localStore<ComparedPart[]>({ key: 'compare', empty: [], parse: parseCompared, format: (list) => JSON.stringify(list) });

export function useCompare() {
  const list = useLocalStore(compared);
  /** Adds the part, or says (as a toast) why it cannot be compared with the others. */
  const add = useCallback((part: ComparedPart) => {
    const result = addToCompare(compared.read(), part);
    if (result.ok) compared.write(result.list);
    else toast.error(result.message);
  }, []);
  const remove = useCallback((id: string) => compared.write(removeFromCompare(compared.read(), id)), []);
  const clear = useCallback(() => compared.write([]), []);
  return { list, add, remove, clear };
}
