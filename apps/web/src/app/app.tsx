import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { StoreNameContext } from '@/components/ui/page-title.tsx';
import { useStoreName } from '@/features/config/api/get-config.ts';
import { AppProvider } from './provider.tsx';

/** The whole page around its router: the same in the browser (main.tsx) and on the server (server-render.tsx). */
export function App({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProvider client={queryClient}>
        <StoreNamed>{children}</StoreNamed>
      </AppProvider>
    </StrictMode>
  );
}

/** Page titles end with the configured store name (the default while it loads, as on the server). */
function StoreNamed({ children }: { children: ReactNode }) {
  return <StoreNameContext value={useStoreName()}>{children}</StoreNameContext>;
}
