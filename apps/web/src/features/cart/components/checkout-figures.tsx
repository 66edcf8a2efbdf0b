import { formatPrice, fromCents, taxLabel, type DiscountShown, type OrderTotalsCents, type TaxRate } from '@coreparts/shared';

/**
 * Subtotal, what each promotion takes off (issue 43), Shipping, Tax (by the rate's name:
 * "California sales tax (7.25%)") and Total of an order about to be placed or paid.
 */
export function CheckoutFigures({
  totals,
  taxRate,
  subtotalLabel = 'Subtotal',
  discounts = [],
}: {
  totals: OrderTotalsCents;
  taxRate: TaxRate | null;
  subtotalLabel?: string;
  discounts?: readonly DiscountShown[];
}) {
  const rows: [string, string][] = [
    [subtotalLabel, formatPrice(fromCents(totals.subtotalCents))],
    ...discounts.filter((d) => d.amount > 0).map((d): [string, string] => [d.name, `−${formatPrice(d.amount)}`]),
    ['Shipping', totals.shippingCents === 0 ? 'Free' : formatPrice(fromCents(totals.shippingCents))],
    [taxLabel(taxRate), formatPrice(fromCents(totals.taxCents))],
  ];
  return (
    <dl className="text-sm">
      {rows.map(([label, value], i) => (
        <div key={`${i} ${label}`} className="flex justify-between gap-4 py-1.5">
          <dt className="opacity-70">{label}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="mt-2 flex items-baseline justify-between gap-4 rounded-box bg-base-200 px-4 py-3">
        <dt className="font-medium">Total</dt>
        <dd className="text-2xl font-bold tabular-nums" data-testid="checkout-total">
          {formatPrice(fromCents(totals.totalCents))}
        </dd>
      </div>
    </dl>
  );
}
