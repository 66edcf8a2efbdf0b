/**
 * `POST /order/:id/cancel` (the owner): a paid or pending order that has not shipped is canceled,
 * its payment refunded and its parts put back in stock, so the caller refreshes the parts it shows.
 */
import type { Order } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersQueryKey } from './get-my-orders.ts';
import { orderQueryKey } from './get-order.ts';

export const cancelOrder = (id: string) => api.post<Order>(`/order/${encodeURIComponent(id)}/cancel`);

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order._id), order);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
