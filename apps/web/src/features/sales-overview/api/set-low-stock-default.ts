/** `PUT /admin/settings/low-stock` (admin): the shop's default low-stock threshold. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { salesOverviewQueryKey } from './get-sales-overview.ts';

export const setLowStockDefault = (threshold: number) =>
  api.put<{ lowStockDefault: number }>('/admin/settings/low-stock', { threshold });

/** The low-stock list follows the new default; the caller refreshes what else shows it. */
export function useSetLowStockDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLowStockDefault,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesOverviewQueryKey }),
  });
}
