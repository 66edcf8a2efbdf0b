import { categoryLabel, partIdSchema, type Part } from '@coreparts/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useUser } from '@/features/auth/api/get-session.ts';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button.tsx';
import { partQueryKey, usePart } from '@/features/parts/api/get-part.ts';
import { getPartsQueryOptions } from '@/features/parts/api/get-parts.ts';
import { PartDetails } from '@/features/parts/components/part-details.tsx';
import { PriceHistory } from '@/features/parts/components/price-history.tsx';
import { CompareButton } from '@/features/parts/components/compare-button.tsx';
import { OrderNowLink } from '@/features/parts/components/order-now-link.tsx';
import { StockBadge } from '@/features/parts/components/part-facts.tsx';
import { SpecTable } from '@/features/parts/components/spec-table.tsx';
import { PartReviews } from '@/features/reviews/components/part-reviews.tsx';
import { StockAlertOffer } from '@/features/stock-alerts/components/stock-alert-offer.tsx';
import { PriceAlertOffer } from '@/features/price-alerts/components/price-alert-offer.tsx';
import { Component as NotFound } from './not-found.tsx';

/**
 * /parts/:id (anyone): one part, its Order Now (product.md §2) and Add to Cart, out of stock Notify
 * me when back (decision 054), and its reviews by buyers (decision 052). Rendered by the server with
 * the part, or as the 404 page with status 404 when there is no such part (decision 030).
 */
export function Component() {
  const { id = '' } = useParams();
  // An id that cannot name a part is not asked for: the server answered it with the 404 page too.
  return partIdSchema.safeParse(id).success ? <PartPage id={id} /> : <NotFound />;
}

function PartPage({ id }: { id: string }) {
  const part = usePart(id);
  if (part.isPending) return <Spinner />;
  if (part.data === null) return <NotFound />;
  if (part.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <PageTitle>Part</PageTitle>
        <div role="alert" className="alert alert-error">
          The part could not be loaded. Please try again in a moment.
        </div>
      </section>
    );
  }
  return <PartView part={part.data} />;
}

function PartView({ part }: { part: Part }) {
  const user = useUser();
  const queryClient = useQueryClient();
  // A review changes the part's rating, on this page and on the catalog's cards.
  const ratingChanged = () => {
    void queryClient.invalidateQueries({ queryKey: partQueryKey(part._id) });
    void queryClient.invalidateQueries({ queryKey: getPartsQueryOptions().queryKey });
  };
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
      <PageTitle description={part.text}>{part.name}</PageTitle>
      <nav aria-label="Breadcrumb" className="breadcrumbs mb-4 text-sm">
        <ul>
          <li>
            <Link to={paths.parts}>All Parts</Link>
          </li>
          <li>
            <Link to={paths.partsInCategory(part.category)}>{categoryLabel(part.category)}</Link>
          </li>
        </ul>
      </nav>
      <PartDetails part={part} wide>
        <div className="card-actions mt-auto items-center justify-between gap-3 pt-2">
          <StockBadge part={part} />
          {/* Phones: two buttons side by side, Order Now the width of both below them. */}
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
            <CompareButton part={part} />
            <AddToCartButton part={part} />
            <OrderNowLink part={part} className="col-span-2 sm:min-w-40" />
          </div>
        </div>
        {part.quantity === 0 && <StockAlertOffer partId={part._id} signedIn={user === undefined ? undefined : user !== null} />}
      </PartDetails>
      <SpecTable part={part} />
      <PriceHistory part={part} />
      <PriceAlertOffer part={part} signedIn={user === undefined ? undefined : user !== null} />
      <PartReviews partId={part._id} signedIn={user === undefined ? undefined : user !== null} onChanged={ratingChanged} />
    </section>
  );
}
