import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '@/lib/query-client.ts';

export function AppProvider({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* Spec §9: auto-close 5000 ms, top-right, pause on hover. */}
      <ToastContainer position="top-right" autoClose={5000} pauseOnHover />
    </QueryClientProvider>
  );
}
