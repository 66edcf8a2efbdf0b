import type { AnyCategory, PartSort, PartsPage, SpecCondition } from '@coreparts/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { appendSpecParams } from '@/features/parts/lib/filters.ts';
import { api } from '@/lib/api-client.ts';

/** What the shopper narrowed the catalog to (the /parts page keeps it in its URL). */
export interface PartsFilters {
  q: string;
  category: AnyCategory | null;
  sort: PartSort;
  /** Filters by the category's specifications, applied by the server (none without a category). */
  specs: SpecCondition[];
}

// Eight rows of three: more than a screen, small enough to answer at once (decision 008).
const pageSize = 24;

/** The API path of one page of the list (below `/api`). */
export function partsPagePath(filters: PartsFilters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(pageSize), sort: filters.sort });
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  appendSpecParams(params, filters.specs);
  if (cursor) params.set('cursor', cursor);
  return `/parts?${params}`;
}

export const getPartsPageQueryOptions = (filters: PartsFilters) =>
  infiniteQueryOptions({
    // Under ['parts'], so whatever refreshes the catalog after a change refreshes these pages too.
    queryKey: ['parts', 'pages', filters],
    queryFn: ({ pageParam }) => api.get<PartsPage>(partsPagePath(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The catalog page by page; while new filters load, the previous list stays on screen. */
export const usePartsPages = (filters: PartsFilters) =>
  useInfiniteQuery({ ...getPartsPageQueryOptions(filters), placeholderData: keepPreviousData });
