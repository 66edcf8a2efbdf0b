/**
 * `POST /admin/order/:id/refunds` (admin): the whole order, chosen units of its lines, or an
 * amount, with a reason. The key is made once per refund the admin sets out to give: a retry of
 * the same one answers the refund it started instead of refunding twice.
 */
import type { Order, Refund, RefundBody } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { retryLostAnswer } from '@/lib/idempotency.ts';
import { ordersQueryKey } from './get-my-orders.ts';
import { orderQueryKey } from './get-order.ts';

export interface RefundOrderInput {
  id: string;
  body: RefundBody;
  idempotencyKey: string;
}

export const refundOrder = ({ id, body, idempotencyKey }: RefundOrderInput) =>
  api.post<{ refund: Refund; order: Order }>(`/admin/order/${encodeURIComponent(id)}/refunds`, body, { 'idempotency-key': idempotencyKey });

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    retry: retryLostAnswer,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderQueryKey(order._id), order);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
