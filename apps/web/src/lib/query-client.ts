import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again.
      retry: (count, error) => !(error instanceof ApiClientError && error.status < 500) && count < 2,
    },
  },
});
