import type { Part } from '@coreparts/shared';
import { PartFacts } from './part-facts.tsx';

/** The part being ordered (product.md §2 /purchase): image, name, price per piece, stock, minimum, text. */
export function PartDetails({ part }: { part: Part }) {
  return (
    <article className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm">
      <figure className="aspect-[4/3] bg-base-200">
        <img src={part.image} alt={part.name} width={800} height={600} className="h-full w-full object-cover" />
      </figure>
      <div className="card-body gap-3">
        <h1 className="card-title text-2xl leading-snug">{part.name}</h1>
        <PartFacts part={part} />
        <p className="opacity-75">{part.text}</p>
      </div>
    </article>
  );
}
