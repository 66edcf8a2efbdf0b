/** An admin marks a pending order paid (product.md §3: unpaid → pending → paid). */
import type { Order } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersQueryKey } from './get-my-orders.ts';
import { orderQueryKey } from './get-order.ts';

export const markOrderPaid = (id: string) => api.patch<Order>(`/order/${encodeURIComponent(id)}`, { payment: 'paid' });

export function useMarkOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderPaid,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order._id), order);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
