import type { AnyCategory, Part, PartsPage } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

// The API's largest page, and enough of them for any category of the catalog: the chooser checks
// every part in the page with the shared engine, so it wants the category at once.
const pageSize = 100;
const maxPages = 5;

/** The parts of a category in stock (at least their minimum order), in the catalog's order. */
export async function getCategoryParts(category: AnyCategory): Promise<Part[]> {
  const parts: Part[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const params = new URLSearchParams({ category, limit: String(pageSize) });
    if (cursor) params.set('cursor', cursor);
    const answer: PartsPage = await api.get<PartsPage>(`/parts?${params}`);
    parts.push(...answer.items);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return parts.filter((part) => part.quantity > 0 && part.quantity >= part.min);
}

export const getCategoryPartsQueryOptions = (category: AnyCategory) =>
  queryOptions({
    // Under ['parts'], so whatever refreshes the catalog after a change refreshes these too.
    queryKey: ['parts', 'builder', category],
    queryFn: () => getCategoryParts(category),
  });

export const useCategoryParts = (category: AnyCategory, { enabled = true } = {}) => useQuery({ ...getCategoryPartsQueryOptions(category), enabled });
