import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { queryClient } from '@/lib/query-client.ts';
import { toastLibrary, toastsWanted } from '@/lib/toast.ts';

export function AppProvider({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}

const ToastContainer = lazy(() => toastLibrary().then(({ ToastContainer }) => ({ default: ToastContainer })));

/** The toasts' container, from the first toast on (lib/toast.ts); none on the server's page. */
function Toasts() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.now, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Spec §9: auto-close 5000 ms, top-right, pause on hover. */}
      <ToastContainer position="top-right" autoClose={5000} pauseOnHover />
    </Suspense>
  );
}
