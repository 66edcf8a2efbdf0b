/** `POST /admin/order/:id/ship` (admin): a pending or paid order leaves with a carrier; the customer is mailed. */
import type { Order, ShipOrderBody } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersQueryKey } from './get-my-orders.ts';
import { orderQueryKey } from './get-order.ts';

export const shipOrder = ({ id, body }: { id: string; body: ShipOrderBody }) =>
  api.post<Order>(`/admin/order/${encodeURIComponent(id)}/ship`, body);

export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order._id), order);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
