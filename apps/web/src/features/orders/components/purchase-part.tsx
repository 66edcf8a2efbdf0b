import { formatPrice, type Part } from '@coreparts/shared';

/** The part being ordered (spec §2 /purchase): image, name, price per piece, stock, minimum, text. */
export function PurchasePart({ part }: { part: Part }) {
  return (
    <article className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm">
      <figure className="aspect-[4/3] bg-base-200">
        <img src={part.image} alt={part.name} width={800} height={600} className="h-full w-full object-cover" />
      </figure>
      <div className="card-body gap-3">
        <h1 className="card-title text-2xl leading-snug">{part.name}</h1>
        <p className="text-2xl font-bold">
          {formatPrice(part.price)} <span className="text-sm font-normal opacity-60">/ piece</span>
        </p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-lg bg-base-200 px-3 py-2">
            <dt className="opacity-60">Available</dt>
            <dd className="font-semibold" data-testid="part-stock">
              {part.quantity} pieces
            </dd>
          </div>
          <div className="rounded-lg bg-base-200 px-3 py-2">
            <dt className="opacity-60">Min. Order</dt>
            <dd className="font-semibold">{part.min} pieces</dd>
          </div>
        </dl>
        <p className="opacity-75">{part.text}</p>
      </div>
    </article>
  );
}
