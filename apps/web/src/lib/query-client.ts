import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (count, error) => !(error instanceof ApiClientError && error.status < 500) && count < 2,
      },
    },
  });
}

/** The page's one client; a page rendered on the server gets its own (server-render.tsx). */
export const queryClient = createQueryClient();
