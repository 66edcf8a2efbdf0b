/** The signed-in person's own orders, newest first (product.md §5 `GET /order?email=`). */
import type { Order } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { ApiClientError, api } from '@/lib/api-client.ts';

/** The root of every list of orders: invalidating it refreshes mine and the admin's. */
export const ordersQueryKey = ['orders'] as const;

export const getMyOrders = (email: string) => api.get<Order[]>(`/order?email=${encodeURIComponent(email)}`);

export const getMyOrdersQueryOptions = (email: string) =>
  queryOptions({ queryKey: [...ordersQueryKey, email], queryFn: () => getMyOrders(email) });

/**
 * The caller's orders. The server answers 403 when the session no longer matches the e-mail;
 * product.md §1 and §8 then end the sign-in, which the caller does in `onForbidden`.
 */
export function useMyOrders(email: string, { onForbidden }: { onForbidden: () => void }) {
  const query = useQuery(getMyOrdersQueryOptions(email));
  const forbidden = query.error instanceof ApiClientError && query.error.status === 403;
  const reportForbidden = useEffectEvent(onForbidden);
  useEffect(() => {
    if (forbidden) reportForbidden();
  }, [forbidden]);
  return query;
}
