/**
 * A value kept in the browser (localStorage) that every tab sees: the visitor's cart, the parts
 * chosen for comparison. Components read it with useLocalStore, which renders the empty value on
 * the server and the stored one once the page has hydrated (useSyncExternalStore's server snapshot).
 */
import { useSyncExternalStore } from 'react';

interface LocalStoreOptions<T> {
  key: string;
  /** The value while nothing is stored, and on the server. */
  empty: T;
  /** The stored text as a value; text this page did not write reads as whatever it can make of it. */
  parse: (raw: string) => T;
  /** The value as stored text, or null to take the key away. */
  format: (value: Readonly<T>) => string | null;
}

export interface LocalStore<T> {
  /** The stored value; the same one while the stored text is the same, as useSyncExternalStore needs. */
  read: () => T;
  /** Stores the value and tells this tab's readers (other tabs hear of it from the browser). */
  write: (value: Readonly<T>) => void;
  subscribe: (onChange: () => void) => () => void;
  empty: T;
}

export function localStore<T>({ key, empty, parse, format }: LocalStoreOptions<T>): LocalStore<T> {
  const changed = `${key}-changed`;
  let cached: { raw: string | null; value: T } = { raw: null, value: empty };

  const read = () => {
    const raw = localStorage.getItem(key);
    if (raw !== cached.raw) cached = { raw, value: raw === null ? empty : parse(raw) };
    return cached.value;
  };

  const write = (value: Readonly<T>) => {
    const raw = format(value);
    if (raw === null) localStorage.removeItem(key);
    else localStorage.setItem(key, raw);
    window.dispatchEvent(new Event(changed));
  };

  const subscribe = (onChange: () => void) => {
    window.addEventListener(changed, onChange);
    // Another tab's change.
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(changed, onChange);
      window.removeEventListener('storage', onChange);
    };
  };

  return { read, write, subscribe, empty };
}

/** The store's value, rendered again whenever this tab or another changes it. */
export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.read, () => store.empty);
}
