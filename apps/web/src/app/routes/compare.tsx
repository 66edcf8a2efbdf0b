import { categoryLabel, type Part } from '@coreparts/shared';
import { useQueries } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button.tsx';
import { getPartQueryOptions } from '@/features/parts/api/get-part.ts';
import { CompareTable } from '@/features/parts/components/compare-table.tsx';
import { useCompare } from '@/features/parts/hooks/use-compare.ts';
import { comparedIdsFrom } from '@/features/parts/lib/compare-list.ts';

/** /compare?ids=…: the parts the address names, side by side (issue 26). Anyone may open it. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = comparedIdsFrom(searchParams);
  const results = useQueries({ queries: ids.map((id) => getPartQueryOptions(id)) });
  const { remove } = useCompare();
  // Parts removed from the catalog since the address was shared are left out.
  const parts = results.map((result) => result.data).filter((part): part is Part => Boolean(part));
  const category = parts[0]?.category;
  const sameCategory = parts.filter((part) => part.category === category);

  const removePart = (id: string) => {
    remove(id);
    setSearchParams(ids.length > 1 ? { ids: ids.filter((other) => other !== id).join(',') } : {}, { replace: true });
  };

  const title = category ? `Compare ${categoryLabel(category)} parts` : 'Compare parts';
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <PageTitle description="Parts side by side: every specification in one row, the better value marked.">{title}</PageTitle>
      <h1 className="mb-6 text-3xl font-bold">{title}</h1>
      {results.some((result) => result.isPending) ? (
        <Spinner />
      ) : results.some((result) => result.isError) ? (
        <div role="alert" className="alert alert-error">
          The parts could not be loaded. Please try again in a moment.
        </div>
      ) : sameCategory.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-16 text-center">
          <p className="text-lg font-semibold">Nothing to compare yet.</p>
          <p className="opacity-75">Choose Compare on up to four parts of one category.</p>
          <Link to={paths.parts} className="btn btn-primary">
            Browse parts
          </Link>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm">
            Rows where the parts differ are highlighted; <span className="badge badge-success badge-soft badge-xs">Best</span> marks the better value.
          </p>
          <CompareTable parts={sameCategory} onRemove={removePart} action={(part) => <AddToCartButton part={part} className="btn-sm w-full" />} />
        </>
      )}
    </section>
  );
}
