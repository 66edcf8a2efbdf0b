import { withCount, formatPrice, messages, unitsOneCustomerMayHold, type Part } from '@coreparts/shared';

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
            {withCount(part.quantity, 'piece')}
          </dd>
        </div>
        <div className="rounded-lg bg-base-200 px-3 py-2">
          <dt className="opacity-70">Min. Order</dt>
          <dd className="font-semibold">{withCount(part.min, 'piece')}</dd>
        </div>
      </dl>
    </>
  );
}

/** Whether the part can be ordered now, as a badge. */
export function StockBadge({ part }: { part: Part }) {
  return part.quantity > 0 ? (
    <span className="badge badge-success badge-soft badge-sm shrink-0">In Stock</span>
  ) : (
    <span className="badge badge-error badge-soft badge-sm shrink-0">Out of Stock</span>
  );
}

/** The part's own limit per customer, when it has one (decision 070); never shown below its minimum order, as the server holds it. */
export function PurchaseLimit({ part }: { part: Part }) {
  if (part.limitPerCustomer === undefined) return null;
  return (
    <p className="text-sm font-semibold" data-testid="part-limit">
      {messages.hold.limitPerCustomer(unitsOneCustomerMayHold(part, part.limitPerCustomer))}
    </p>
  );
}
