import type { ReactNode } from 'react';
import { SectionHeader } from './section-header.tsx';

type FeaturedProductsProps = {
  /** The product cards; the route composes them from the parts feature. */
  children: ReactNode;
  count: number;
  isPending: boolean;
  isError: boolean;
};

/** Spec §2 section 5: the first parts of the catalogue and a More Parts button. */
export function FeaturedProducts({ children, count, isPending, isError }: FeaturedProductsProps) {
  return (
    <section data-testid="home-products" aria-labelledby="home-products-title" className="bg-base-200 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeader id="home-products-title" eyebrow="Fresh in stock" title="Our Products">
          Popular parts, ready to ship in the quantities you need.
        </SectionHeader>
        {isError ? (
          <div role="alert" className="alert alert-error alert-soft mx-auto max-w-xl">
            The products could not be loaded. Please try again in a moment.
          </div>
        ) : (
          // Flex rather than grid so an odd card on two-column screens sits centred, not orphaned left.
          <div
            className="flex flex-wrap justify-center gap-6 *:w-full md:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-3rem)/3)]"
            aria-busy={isPending}
          >
            {isPending ? Array.from({ length: count }, (_, i) => <ProductSkeleton key={i} />) : children}
          </div>
        )}
        <div className="mt-10 text-center">
          {/* Spec §2: the button is shown but does nothing. */}
          <button type="button" className="btn btn-outline btn-primary btn-wide">
            More Parts
          </button>
        </div>
      </div>
    </section>
  );
}

function ProductSkeleton() {
  return (
    <div className="card border border-base-300 bg-base-100" aria-hidden="true">
      <div className="skeleton aspect-[4/3] rounded-b-none" />
      <div className="card-body gap-4">
        <div className="skeleton h-4 w-24" />
        <div className="skeleton h-6 w-3/4" />
        <div className="skeleton h-8 w-32" />
        <div className="grid grid-cols-2 gap-2">
          <div className="skeleton h-14" />
          <div className="skeleton h-14" />
        </div>
        <div className="skeleton h-16" />
        <div className="skeleton h-10" />
      </div>
    </div>
  );
}
