import type { Role } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The signed-in person as Better Auth reports them. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: Role;
}

export interface Session {
  session: { id: string; expiresAt: string };
  user: SessionUser;
}

/** `null` when nobody is signed in. */
export const getSession = () => api.get<Session | null>('/auth/get-session');

export const sessionQueryKey = ['session'] as const;

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 5 * 60_000 });

export const useSession = () => useQuery(getSessionQueryOptions());

/** The signed-in user, `null` when signed out, `undefined` while the session loads. */
export function useUser(): SessionUser | null | undefined {
  const { data, isError } = useSession();
  if (isError) return null;
  return data === undefined ? undefined : (data?.user ?? null);
}
