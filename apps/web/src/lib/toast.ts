/**
 * The page's toasts, announced by screen readers as their kind deserves (decision 031): news
 * politely, as a status, and failures at once, as an alert. react-toastify would make every toast
 * an alert. The page takes `toast` from here, never from react-toastify (eslint.config.js).
 *
 * react-toastify is loaded with the first toast, not with the page: no page shows one before the
 * visitor does something. Its container is mounted then (`Toasts`), and takes the toasts that
 * arrived before it.
 */
import type { ReactNode } from 'react';
import type * as Toastify from 'react-toastify';

let library: Promise<typeof Toastify> | undefined;
const onLoading = new Set<() => void>();

/** react-toastify, loaded once, on the first call. */
export function toastLibrary() {
  if (!library) {
    library = import('react-toastify');
    for (const listener of onLoading) listener();
  }
  return library;
}

/** Whether a toast has been asked for yet, for the container (`useSyncExternalStore`). */
export const toastsWanted = {
  subscribe(listener: () => void) {
    onLoading.add(listener);
    return () => void onLoading.delete(listener);
  },
  now: () => library !== undefined,
};

const show = (kind: 'success' | 'info' | 'error', role: 'status' | 'alert') => (message: ReactNode, options?: Toastify.ToastOptions) =>
  void toastLibrary().then(({ toast: toastify }) => toastify[kind](message, { role, ...options }));

export const toast = {
  success: show('success', 'status'),
  info: show('info', 'status'),
  error: show('error', 'alert'),
};
