import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useAccessToken } from './get-token.ts';
import { useUser } from './get-session.ts';

export const getAdmin = (email: string) =>
  api.get<{ admin: boolean }>(`/admin/${encodeURIComponent(email)}`);

export const getAdminQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['admin', email], queryFn: () => getAdmin(email) });

/**
 * Whether the signed-in person is an admin, looked up by e-mail (product.md §3). The loading flag
 * stays true until the server has answered; signed out is "not an admin", loaded.
 */
export function useAdmin(): [admin: boolean, adminLoading: boolean] {
  const user = useUser();
  const email = user?.email;
  const token = useAccessToken(email);
  const query = useQuery({
    ...getAdminQueryOptions(email ?? ''),
    enabled: Boolean(email) && token.isSuccess,
  });
  if (user === null) return [false, false];
  if (user === undefined || query.isPending) return [false, !token.isError];
  return [query.data?.admin ?? false, false];
}
