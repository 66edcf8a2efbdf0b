/** `GET /order/:id/timeline`: an order and what happened to it, oldest first (its owner or an admin). */
import type { OrderTimeline } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersQueryKey } from './get-my-orders.ts';

export const getOrderTimeline = (id: string) => api.get<OrderTimeline>(`/order/${encodeURIComponent(id)}/timeline`);

// Under the orders' root key: paying, marking paid or deleting refreshes it with the lists.
export const getOrderTimelineQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ordersQueryKey, 'timeline', id], queryFn: () => getOrderTimeline(id) });

export const useOrderTimeline = (id: string) => useQuery(getOrderTimelineQueryOptions(id));
