import type { LoginInput } from '@coreparts/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accessTokenQueryKey, clearAccessToken, fetchAccessToken } from './get-token.ts';
import { getSessionQueryOptions, type SessionUser } from './get-session.ts';
import { forgetSocialSignIn } from './social-sign-in.ts';

export const signInWithEmail = (input: LoginInput) =>
  api.post<{ user: SessionUser }>('/auth/sign-in/email', input);

/**
 * After the identity provider accepted someone: a fresh access token first (product.md §3), then the
 * session everyone else reads, so the page never shows a signed-in user without a token.
 */
export async function startSession(queryClient: QueryClient, email: string) {
  queryClient.removeQueries({ queryKey: accessTokenQueryKey });
  const token = await fetchAccessToken(email);
  queryClient.setQueryData([...accessTokenQueryKey, email], token);
  await queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      // A token or a half-finished social sign-in of someone else must not carry over.
      clearAccessToken();
      forgetSocialSignIn();
      const { user } = await signInWithEmail(input);
      await startSession(queryClient, user.email);
      return user;
    },
  });
}
