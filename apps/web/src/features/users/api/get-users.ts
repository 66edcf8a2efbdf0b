/**
 * `GET /admin/users` (admin): Make Admin's accounts, searched by e-mail or name, a page at a time
 * by e-mail (decision 053).
 */
import type { AdminUsersPage } from '@coreparts/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const ADMIN_USERS_PAGE_SIZE = 25;

export const usersQueryKey = ['users'] as const;

export function adminUsersSearch(q: string, cursor: string | null) {
  const params = new URLSearchParams({ limit: String(ADMIN_USERS_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  if (cursor) params.set('cursor', cursor);
  return `?${params.toString()}`;
}

export const getUsers = (q: string, cursor: string | null) => api.get<AdminUsersPage>(`/admin/users${adminUsersSearch(q, cursor)}`);

// Under the users' root key: a change of role refreshes every page of it.
export const getUsersQueryOptions = (q: string, cursor: string | null) =>
  queryOptions({ queryKey: [...usersQueryKey, { q: q.trim(), cursor }], queryFn: () => getUsers(q, cursor) });

/** Keeps the page on screen while the next one loads, so the table does not jump. */
export const useUsers = (q: string, cursor: string | null) => useQuery({ ...getUsersQueryOptions(q, cursor), placeholderData: keepPreviousData });
