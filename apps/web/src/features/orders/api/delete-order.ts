/**
 * Deletes one of the caller's unpaid orders. The server puts its quantity back in stock, so the
 * caller refreshes the parts it shows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersQueryKey } from './get-my-orders.ts';
import { orderQueryKey } from './get-order.ts';

export const deleteOrder = (id: string) =>
  api.delete<{ acknowledged: boolean; deletedCount: number }>(`/order/${encodeURIComponent(id)}`);

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: orderQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
