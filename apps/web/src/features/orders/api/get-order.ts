/** One order, the caller's own (or any, for an admin): the payment pages read it from here. */
import type { Order } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const orderQueryKey = (id: string) => ['order', id] as const;

export const getOrder = (id: string) => api.get<Order>(`/order/${encodeURIComponent(id)}`);

export const getOrderQueryOptions = (id: string) => queryOptions({ queryKey: orderQueryKey(id), queryFn: () => getOrder(id) });

export const useOrder = (id: string) => useQuery(getOrderQueryOptions(id));
