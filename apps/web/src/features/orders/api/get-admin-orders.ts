/**
 * `GET /admin/orders` (admin): every order, newest first, searched by e-mail, part name or order
 * id and filtered by state, a page at a time.
 */
import type { AdminOrdersPage, PaymentStatus } from '@coreparts/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ordersQueryKey } from './get-my-orders.ts';

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export interface AdminOrdersFilter {
  /** An e-mail, a part's name or an order id; empty for all. */
  q: string;
  state: PaymentStatus | '';
}

/** The query string of a search, without what is left empty. */
export function adminOrdersSearch({ q, state }: AdminOrdersFilter, page: { cursor?: string | null; limit?: number } = {}) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (state) params.set('state', state);
  if (page.cursor) params.set('cursor', page.cursor);
  if (page.limit) params.set('limit', String(page.limit));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const getAdminOrders = (filter: AdminOrdersFilter, cursor: string | null) =>
  api.get<AdminOrdersPage>(`/admin/orders${adminOrdersSearch(filter, { cursor, limit: ADMIN_ORDERS_PAGE_SIZE })}`);

// Under the orders' root key: Mark Paid (and any order change) refreshes every page of it.
export const getAdminOrdersQueryOptions = (filter: AdminOrdersFilter, cursor: string | null) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'admin', { q: filter.q.trim(), state: filter.state, cursor }],
    queryFn: () => getAdminOrders(filter, cursor),
  });

/** Keeps the page on screen while the next one loads, so the table does not jump. */
export const useAdminOrders = (filter: AdminOrdersFilter, cursor: string | null) =>
  useQuery({ ...getAdminOrdersQueryOptions(filter, cursor), placeholderData: keepPreviousData });
