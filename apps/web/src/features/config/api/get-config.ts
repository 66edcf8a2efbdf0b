import type { PublicConfig } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const getConfig = () => api.get<PublicConfig>('/config');

export const getConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity });

export const useConfig = () => useQuery(getConfigQueryOptions());

/** The store's name from configuration, with the default while it loads. */
export function useStoreName(): string {
  return useConfig().data?.storeName ?? 'CoreParts';
}
