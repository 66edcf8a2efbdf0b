/**
 * The signed-in person's own orders (spec §7 `GET /order?email=`). Only the profile's order
 * count needs it for now; it moves to the orders feature when that arrives.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface MyOrder {
  _id: string;
  orderId: string;
  name: string;
  min: number;
  quantity: number;
  price: number;
  payment: 'unpaid' | 'pending' | 'paid';
  email: string;
  displayName?: string;
}

export const getMyOrders = (email: string) => api.get<MyOrder[]>(`/order?email=${encodeURIComponent(email)}`);

export const getMyOrdersQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['orders', email], queryFn: () => getMyOrders(email) });

export const useMyOrders = (email: string) => useQuery(getMyOrdersQueryOptions(email));
