import { Fragment, type ReactNode } from 'react';
import { SectionHeader } from './section-header.tsx';

type FeaturedProductsProps = {
  /** The product cards; the route composes them from the parts feature. */
  children: ReactNode;
  /** One card's placeholder, shown `count` times while the parts load. */
  skeleton: ReactNode;
  count: number;
  isPending: boolean;
  isError: boolean;
};

/** Spec §2 section 5: the first parts of the catalogue and a More Parts button. */
export function FeaturedProducts({ children, skeleton, count, isPending, isError }: FeaturedProductsProps) {
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
            {isPending ? Array.from({ length: count }, (_, i) => <Fragment key={i}>{skeleton}</Fragment>) : children}
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
