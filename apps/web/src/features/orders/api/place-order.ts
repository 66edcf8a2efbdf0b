/**
 * Places an order (spec §4 ordering flow). It starts unpaid and takes its quantity from stock,
 * so the caller refreshes the parts it shows.
 */
import type { Order } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ordersQueryKey } from './get-my-orders.ts';
import { orderQueryKey } from './get-order.ts';

/** The spec's payload (§7); the server checks the total against the stored price again. */
export interface PlaceOrderInput {
  /** The part's id. */
  orderId: string;
  name: string;
  min: number;
  quantity: number;
  /** The total in dollars. */
  price: number;
  payment: 'unpaid';
  email: string;
}

export const placeOrder = (input: PlaceOrderInput) => api.post<Order>('/order', input);

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order._id), order);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
