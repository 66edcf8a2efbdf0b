import { StrictMode, type ReactNode } from 'react';
import { AppProvider } from './provider.tsx';

/** The whole page around its router: the same in the browser (main.tsx) and at build (prerender.tsx). */
export function App({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProvider>{children}</AppProvider>
    </StrictMode>
  );
}
