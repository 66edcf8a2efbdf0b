/**
 * An order's figures as the server will compute them (the shared `priceOrder`, in cents): the
 * parts' subtotal, the chosen method's shipping (free from its amount on), the destination's tax
 * on both, and the total the page sends as `expectedTotal`.
 */
import { priceOrder, toCents, type OrderTotalsCents, type ShippingMethod } from '@coreparts/shared';

/** Whether the method ships a subtotal of this many dollars for free. */
export const shipsFree = (method: ShippingMethod, subtotal: number) => method.freeAbove !== null && toCents(subtotal) >= toCents(method.freeAbove);

export function checkoutTotals(subtotal: number, method: ShippingMethod, taxRatePercent: number): OrderTotalsCents {
  return priceOrder(
    toCents(subtotal),
    { priceCents: toCents(method.price), freeAboveCents: method.freeAbove === null ? null : toCents(method.freeAbove) },
    // The rate travels in percent; the server keeps it in basis points.
    Math.round(taxRatePercent * 100),
  );
}
