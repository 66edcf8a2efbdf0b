/**
 * One part's low-stock threshold (admin): `GET` answers its own (null: none) and the shop's
 * default; `PUT` sets it, null going back to the default.
 */
import type { PartLowStock } from '@coreparts/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The root of every part's threshold: a new shop default refreshes them all. */
export const partLowStockRootKey = ['part-low-stock'] as const;
export const partLowStockQueryKey = (id: string) => [...partLowStockRootKey, id] as const;

const lowStockPath = (id: string) => `/admin/part/${encodeURIComponent(id)}/low-stock`;

export const getPartLowStock = (id: string) => api.get<PartLowStock>(lowStockPath(id));

export const getPartLowStockQueryOptions = (id: string) =>
  queryOptions({ queryKey: partLowStockQueryKey(id), queryFn: () => getPartLowStock(id) });

export const usePartLowStock = (id: string) => useQuery(getPartLowStockQueryOptions(id));

export const setPartLowStock = ({ id, threshold }: { id: string; threshold: number | null }) =>
  api.put<PartLowStock>(lowStockPath(id), { threshold });

/** The caller refreshes what else shows the threshold (the overview's low-stock list). */
export function useSetPartLowStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPartLowStock,
    onSuccess: (saved, { id }) => queryClient.setQueryData(partLowStockQueryKey(id), saved),
  });
}
