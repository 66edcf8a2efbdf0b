/**
 * The access token our own routes read (product.md §3, §7): asked for with `PUT /user/{email}` after
 * every sign-in, kept in localStorage under `accessToken`, and sent by the API client.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCESS_TOKEN_KEY, api } from '@/lib/api-client.ts';

export const getToken = (email: string) =>
  api.put<{ token: string }>(`/user/${encodeURIComponent(email)}`, { email });

// Nothing is stored outside a browser (pages rendered at build or by the server, decisions 011, 013).
export const readAccessToken = () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(ACCESS_TOKEN_KEY));
export const clearAccessToken = () => localStorage.removeItem(ACCESS_TOKEN_KEY);

/** Asks for a fresh token and stores it. */
export async function fetchAccessToken(email: string): Promise<string> {
  const { token } = await getToken(email);
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  return token;
}

export const accessTokenQueryKey = ['access-token'] as const;

/** A stored token is used as it is; only a missing one is asked for. */
export const getAccessTokenQueryOptions = (email: string) =>
  queryOptions({
    queryKey: [...accessTokenQueryKey, email],
    queryFn: () => fetchAccessToken(email),
    initialData: () => readAccessToken() ?? undefined,
    staleTime: Infinity,
  });

/** The token for the signed-in user; idle while nobody is signed in. */
export const useAccessToken = (email: string | undefined) =>
  useQuery({ ...getAccessTokenQueryOptions(email ?? ''), enabled: Boolean(email) });
