import type { AccountUser } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every account (admin only). */
export const getUsers = () => api.get<AccountUser[]>('/users');

export const usersQueryKey = ['users'] as const;

export const getUsersQueryOptions = () => queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

export const useUsers = () => useQuery(getUsersQueryOptions());
