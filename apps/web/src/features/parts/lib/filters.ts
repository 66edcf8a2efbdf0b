/** The /parts page's filters and its URL, both ways: `?q=&category=&sort=`. */
import { categorySlugs, type Category, type PartSort } from '@coreparts/shared';
import type { PartsFilters } from '@/features/parts/api/get-parts-page.ts';
import { searchMaxLength, sortLabels } from '@/features/parts/components/parts-toolbar.tsx';

const isCategory = (value: string | null): value is Category => categorySlugs.includes(value as Category);
const isSort = (value: string | null): value is PartSort => value !== null && Object.hasOwn(sortLabels, value);

/** The filters in the URL; anything unknown there means "not filtered". */
export function filtersFrom(params: URLSearchParams): PartsFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').slice(0, searchMaxLength).trim(),
    category: isCategory(category) ? category : null,
    sort: isSort(sort) ? sort : 'featured',
  };
}

/** The shortest URL for the filters: defaults are left out, so /parts is the whole catalog. */
export function searchParamsOf(filters: PartsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort !== 'featured') params.set('sort', filters.sort);
  return params;
}
