import { categoryLabel, type Part } from '@coreparts/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { CompareButton } from './compare-button.tsx';
import { OrderNowLink } from './order-now-link.tsx';
import { PartFacts, StockBadge } from './part-facts.tsx';
import { PartRating } from './part-rating.tsx';

/**
 * A part as the spec's card shows it: image, name, price per piece, stock, minimum, text, and its average rating once it has reviews. The name
 * opens the part's own page (decision 030), and so does a click anywhere else on the card: one
 * link for the keyboard and screen readers, stretched over the card for the pointer. Order Now,
 * above it, goes straight to ordering; Compare puts the part in the comparison; `action`, below
 * them, is what the page adds from another feature (Add to Cart).
 */
export function PartCard({ part, eager = false, action }: { part: Part; eager?: boolean; action?: ReactNode }) {
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-lg" data-testid="part-card">
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={part.image}
          alt={part.name}
          width={800}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body gap-3">
        <div className="flex items-start justify-between gap-3">
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">{categoryLabel(part.category)}</p>
          <StockBadge part={part} />
        </div>
        <h2 className="card-title text-lg leading-snug">
          <Link to={paths.part(part._id)} className="link-hover after:absolute after:inset-0">
            {part.name}
          </Link>
        </h2>
        <PartRating part={part} />
        <PartFacts part={part} />
        <p className="text-sm opacity-75">{part.text}</p>
        <div className="card-actions relative mt-auto flex-nowrap pt-2">
          <OrderNowLink part={part} className="flex-1" />
          <CompareButton part={part} />
        </div>
        {action && <div className="relative flex flex-col">{action}</div>}
      </div>
    </article>
  );
}

/** A card's place while the parts load, shaped like the card so nothing moves when it arrives. */
export function PartCardSkeleton() {
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm" aria-hidden="true">
      <div className="skeleton aspect-[4/3] rounded-b-none" />
      <div className="card-body gap-3">
        <div className="flex justify-between">
          <div className="skeleton h-4 w-24" />
          <div className="skeleton h-5 w-16" />
        </div>
        <div className="skeleton h-6 w-3/4" />
        <div className="skeleton h-8 w-1/2" />
        <div className="grid grid-cols-2 gap-2">
          <div className="skeleton h-14" />
          <div className="skeleton h-14" />
        </div>
        <div className="skeleton h-10" />
        <div className="skeleton mt-2 h-10" />
      </div>
    </div>
  );
}
