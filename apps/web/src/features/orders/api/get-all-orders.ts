/** Every customer's orders, newest first, for Manage All Order (admin only). */
import type { Order } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ordersQueryKey } from './get-my-orders.ts';

export const getAllOrders = () => api.get<Order[]>('/admin-order');

export const getAllOrdersQueryOptions = () => queryOptions({ queryKey: [...ordersQueryKey, 'all'], queryFn: getAllOrders });

export const useAllOrders = () => useQuery(getAllOrdersQueryOptions());
