import type { Part } from '@coreparts/shared';
import type { ReactNode } from 'react';
import { PartFacts, PurchaseLimit } from './part-facts.tsx';
import { PartGallery } from './part-gallery.tsx';
import { PartIdentity } from './part-identity.tsx';
import { PartRating } from './part-rating.tsx';

/**
 * One part at length (product.md §2): its pictures (a gallery when it has several), name, its identity (brand, MPN, SKU, GTIN), its
 * rating, price per piece, stock, minimum, its limit per customer if any, text, and what the page
 * adds below them. On the purchase page it shares the width with the order form; `wide`, as the
 * part's own page shows it, the picture stands beside the text on large screens.
 */
export function PartDetails({ part, wide = false, children }: { part: Part; wide?: boolean; children?: ReactNode }) {
  return (
    <article className={`card overflow-hidden border border-base-300 bg-base-100 shadow-sm ${wide ? 'lg:card-side' : ''}`}>
      <PartGallery part={part} className={`bg-base-200 ${wide ? 'lg:w-1/2 lg:shrink-0 lg:self-start' : ''}`} />
      {/* daisyUI grows every paragraph of a card's body; only the text takes the spare height, so the facts stay together and the actions at the bottom. */}
      <div className="card-body gap-3 [&_p]:grow-0">
        <h1 className="card-title text-2xl leading-snug">{part.name}</h1>
        <PartIdentity part={part} />
        <PartRating part={part} />
        <PartFacts part={part} />
        <PurchaseLimit part={part} />
        <p className="grow! opacity-75">{part.text}</p>
        {children}
      </div>
    </article>
  );
}
