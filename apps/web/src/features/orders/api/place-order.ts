/**
 * Places an order (product.md §3 ordering flow). It starts unpaid and takes its quantity from stock,
 * so the caller refreshes the parts it shows.
 */
import type { Order, PlaceOrderBody } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { retryLostAnswer } from '@/lib/idempotency.ts';
import { ordersQueryKey } from './get-my-orders.ts';
import { orderQueryKey } from './get-order.ts';

/** The part, the quantity and the total shown, which the server checks against the stored price. */
export type PlaceOrderInput = PlaceOrderBody;

/** One key per order the shopper places: a retry after a lost answer gets the same order back. */
export const placeOrder = (input: PlaceOrderInput, idempotencyKey: string) =>
  api.post<Order>('/order', input, { 'idempotency-key': idempotencyKey });


export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // Made once per submission; React Query's retries send the same variables, so the same key.
    mutationFn: ({ input, idempotencyKey }: { input: PlaceOrderInput; idempotencyKey: string }) => placeOrder(input, idempotencyKey),
    retry: retryLostAnswer,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order._id), order);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
