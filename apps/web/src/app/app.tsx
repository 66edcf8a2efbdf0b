import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AppProvider } from './provider.tsx';

/** The whole page around its router: the same in the browser (main.tsx) and on the server (server-render.tsx). */
export function App({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProvider client={queryClient}>{children}</AppProvider>
    </StrictMode>
  );
}
