/** `POST /admin/order/:id/deliver` (admin): a shipped order has arrived. */
import type { Order } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersQueryKey } from './get-my-orders.ts';
import { orderQueryKey } from './get-order.ts';

export const deliverOrder = (id: string) => api.post<Order>(`/admin/order/${encodeURIComponent(id)}/deliver`);

export function useDeliverOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order._id), order);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
