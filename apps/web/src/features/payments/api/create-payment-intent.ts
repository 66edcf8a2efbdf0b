/**
 * The client secret of an order's payment intent (product.md §5 `POST /create-payment-intent`). The
 * server keeps one intent per order, so asking again answers the same secret: it is read like
 * a query, once per order, and never refetched behind the customer's back.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** `price` is the order's total, which the server checks against the order. */
export const createPaymentIntent = (orderId: string, price: number) =>
  api.post<{ clientSecret: string }>('/create-payment-intent', { orderId, price });

export const getPaymentIntentQueryOptions = (orderId: string, price: number) =>
  queryOptions({
    queryKey: ['payment-intent', orderId, price],
    queryFn: () => createPaymentIntent(orderId, price),
    staleTime: Infinity,
    gcTime: 0,
  });

export const usePaymentIntent = (orderId: string, price: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...getPaymentIntentQueryOptions(orderId, price), enabled });
