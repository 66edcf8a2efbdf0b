/**
 * Where a one-part order goes (`PUT /api/order/:id/shipping`, its owner, before it is paid): the
 * order placed from the purchase page has no address until then, and cannot be paid without
 * one. Answers the order with its shipping, tax and total.
 */
import type { Order, OrderShippingBody } from '@coreparts/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const setOrderShipping = (orderId: string, body: OrderShippingBody) =>
  api.put<Order>(`/order/${encodeURIComponent(orderId)}/shipping`, body);

export const useSetOrderShipping = (orderId: string) =>
  useMutation({ mutationFn: (body: OrderShippingBody) => setOrderShipping(orderId, body) });
