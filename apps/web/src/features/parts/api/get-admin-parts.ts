/**
 * `GET /admin/parts` (admin): Manage Product's list, searched by name, filtered by category and
 * sorted, a page at a time (decision 053).
 */
import type { AdminPartSort, AdminPartsPage, AnyCategory } from '@coreparts/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const ADMIN_PARTS_PAGE_SIZE = 25;

export interface AdminPartsFilter {
  q: string;
  category: AnyCategory | '';
  sort: AdminPartSort;
}

export function adminPartsSearch({ q, category, sort }: AdminPartsFilter, cursor: string | null) {
  const params = new URLSearchParams({ sort, limit: String(ADMIN_PARTS_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  if (category) params.set('category', category);
  if (cursor) params.set('cursor', cursor);
  return `?${params.toString()}`;
}

export const getAdminParts = (filter: AdminPartsFilter, cursor: string | null) => api.get<AdminPartsPage>(`/admin/parts${adminPartsSearch(filter, cursor)}`);

// Under ['parts']: whatever refreshes the catalog after a change (update, delete) refreshes these.
export const getAdminPartsQueryOptions = (filter: AdminPartsFilter, cursor: string | null) =>
  queryOptions({
    queryKey: ['parts', 'admin', { q: filter.q.trim(), category: filter.category, sort: filter.sort, cursor }],
    queryFn: () => getAdminParts(filter, cursor),
  });

/** Keeps the page on screen while the next one loads, so the list does not jump. */
export const useAdminParts = (filter: AdminPartsFilter, cursor: string | null) =>
  useQuery({ ...getAdminPartsQueryOptions(filter, cursor), placeholderData: keepPreviousData });
