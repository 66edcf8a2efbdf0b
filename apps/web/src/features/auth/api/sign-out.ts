import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { api } from '@/lib/api-client.ts';
import { clearAccessToken } from './get-token.ts';
import { sessionQueryKey } from './get-session.ts';

export const signOut = () => api.post<unknown>('/auth/sign-out', {});

/** Forgets everything fetched for the signed-in person; only the (now empty) session stays. */
export function endSession(queryClient: QueryClient) {
  clearAccessToken();
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

/**
 * Signs out and leaves for `to` (the home page by default). The page forgets the sign-in even
 * when the server cannot be reached: the person asked to be signed out here.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ to = paths.root }: { to?: string } = {}) => {
      await signOut().catch(() => undefined);
      // Leave the signed-in pages first, so they do not re-fetch with the session gone.
      await navigate(to);
      endSession(queryClient);
    },
  });
}
