/**
 * A visitor's cart, kept in the browser (localStorage) until they sign in, when it joins their
 * account's (cart-provider.tsx). Every tab sees the same lines. Rendered on the server as empty
 * and read once the page has hydrated (useSyncExternalStore's server snapshot), as the comparison
 * list is.
 */
import { useSyncExternalStore } from 'react';
import { parseVisitorLines, type VisitorLine } from '@/features/cart/lib/visitor-cart.ts';

const storageKey = 'cart';
const changed = 'cart-changed';
const none: VisitorLine[] = [];

let cached: { raw: string | null; lines: VisitorLine[] } = { raw: null, lines: none };

/** The stored lines; the same array while the stored text is the same, as useSyncExternalStore needs. */
export function readVisitorLines(): VisitorLine[] {
  const raw = localStorage.getItem(storageKey);
  if (raw !== cached.raw) cached = { raw, lines: raw === null ? none : parseVisitorLines(raw) };
  return cached.lines;
}

export function writeVisitorLines(lines: readonly VisitorLine[]) {
  if (lines.length === 0) localStorage.removeItem(storageKey);
  else localStorage.setItem(storageKey, JSON.stringify(lines));
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

export const useVisitorLines = () => useSyncExternalStore(subscribe, readVisitorLines, () => none);
