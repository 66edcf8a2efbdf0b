import { categoryLabel, messages, type Part } from '@coreparts/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { getPartsPageQueryOptions, usePartsPages, type PartsFilters } from '@/features/parts/api/get-parts-page.ts';
import { PartsGrid, PartsGridSkeleton } from '@/features/parts/components/parts-grid.tsx';
import { PartsToolbar } from '@/features/parts/components/parts-toolbar.tsx';
import { SpecFiltersPanel } from '@/features/parts/components/spec-filters-panel.tsx';
import { changedFilters, filtersFrom, searchParamsOf } from '@/features/parts/lib/filters.ts';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button.tsx';
import { queryClient } from '@/lib/query-client.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';

/**
 * Asks for the first page as soon as this route's code is here, while the page still renders,
 * rather than after. Not awaited: the page shows its placeholders meanwhile.
 */
export function loader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchInfiniteQuery(getPartsPageQueryOptions(filtersFrom(new URL(request.url).searchParams)));
  return null;
}

/** Spec §2: every part, loaded page by page as the shopper scrolls, and searchable. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(searchParams), [searchParams]);
  const { data, isError, isPlaceholderData, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    usePartsPages(filters);
  const parts = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  // While new filters load, the previous list stands in for theirs: it neither grows nor ends.
  const loadMore = useCallback(() => {
    if (!isPlaceholderData) void fetchNextPage();
  }, [isPlaceholderData, fetchNextPage]);

  const changeFilters = useCallback(
    (change: Partial<PartsFilters>) => {
      // Refining a search replaces its entry, so Back leaves the search rather than each word;
      // starting or clearing one, or any other choice, is a step of its own.
      const replace = Boolean(change.q && filters.q);
      setSearchParams(searchParamsOf(changedFilters(filters, change)), { replace });
      // New filters start a new list, from its top.
      window.scrollTo({ top: 0, behavior: 'instant' });
    },
    [filters, setSearchParams],
  );
  const clearFilters = () => changeFilters({ q: '', category: null, specs: [] });
  const firstPage = data?.pages[0];

  const title = filters.category ? categoryLabel(filters.category) : 'All Parts';
  const filtered = filters.q !== '' || filters.category !== null;
  const category = filters.category;

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <PageTitle description={`${filters.category ? categoryLabel(filters.category) : 'Computer parts'} in stock and ready to ship: search by name, kind or feature, filter by category, sort by price.`}>{title}</PageTitle>
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-1 truncate opacity-70">
          {filters.q ? (firstPage?.searchedFor ? messages.search.showingFor(filters.q, firstPage.searchedFor) : `Results for “${filters.q}”`) : 'In stock and ready to ship'}
          {firstPage && <span data-testid="parts-total"> · {partsCount(firstPage.total)}</span>}
        </p>
      </header>
      <div className="z-30 -mx-4 mb-6 border-b border-base-300 bg-base-100/95 px-4 pb-4 backdrop-blur md:sticky md:top-16 md:pt-4">
        <PartsToolbar filters={filters} onChange={changeFilters} />
      </div>
      <div className={category ? 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8' : undefined}>
        {category && (
          <SpecFiltersPanel
            category={category}
            facets={firstPage?.facets ?? []}
            conditions={filters.specs}
            total={firstPage?.total ?? null}
            onChange={(specs) => changeFilters({ specs })}
          />
        )}
        <div>
          {!isError && parts.length === 0 && (!data || isPlaceholderData) && <PartsGridSkeleton />}
          {isError && !data && (
            <div role="alert" className="alert alert-error">
              The parts could not be loaded. Please try again in a moment.
            </div>
          )}
          {data && !isPlaceholderData && parts.length === 0 && (
            <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-16 text-center">
              <p className="text-lg font-semibold">{nothingFound(filters)}</p>
              {filtered && (
                <button type="button" className="btn btn-primary" onClick={clearFilters}>
                  Clear filters
                </button>
              )}
            </div>
          )}
          {data && !isPlaceholderData && parts.length === 0 && firstPage?.nearMatches && (
            <section className="mt-8" aria-labelledby="near-matches">
              <h2 id="near-matches" className="mb-4 text-xl font-semibold">
                {messages.search.nearMatches}
              </h2>
              <PartsGrid parts={firstPage.nearMatches} cardAction={addToCart} hasMore={false} loadingMore={false} loadMoreFailed={false} onLoadMore={noMore} />
            </section>
          )}
          {parts.length > 0 && (
            <div className={isPlaceholderData ? 'opacity-50 transition-opacity' : undefined} aria-busy={isPlaceholderData}>
              <PartsGrid
                parts={parts}
                cardAction={addToCart}
                hasMore={hasNextPage || isPlaceholderData}
                loadingMore={isFetchingNextPage}
                loadMoreFailed={isFetchNextPageError}
                onLoadMore={loadMore}
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

const addToCart = (part: Part) => <AddToCartButton part={part} />;
const noMore = () => {};

const partsCount = (total: number) => (total === 1 ? '1 part' : `${total.toLocaleString('en-US')} parts`);

function nothingFound({ q, category, specs }: PartsFilters): string {
  const where = category ? ` in ${categoryLabel(category)}` : '';
  if (q) return `No parts match “${q}”${where}.`;
  if (specs.length > 0) return `No parts${where} match these filters.`;
  return category ? `No parts${where} yet.` : 'No parts yet.';
}
