import { formatPrice, type Part } from '@coreparts/shared';

/** Price per piece, stock and minimum order, as the parts list and the purchase page show them. */
export function PartFacts({ part }: { part: Part }) {
  return (
    <>
      <p className="text-2xl font-bold">
        {formatPrice(part.price)} <span className="text-sm font-normal opacity-70">/ piece</span>
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg bg-base-200 px-3 py-2">
          <dt className="opacity-70">Available</dt>
          <dd className="font-semibold" data-testid="part-stock">
            {part.quantity} pieces
          </dd>
        </div>
        <div className="rounded-lg bg-base-200 px-3 py-2">
          <dt className="opacity-70">Min. Order</dt>
          <dd className="font-semibold">{part.min} pieces</dd>
        </div>
      </dl>
    </>
  );
}
