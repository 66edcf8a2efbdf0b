/**
 * An order's figures as the server will compute them (the shared `priceOrder`, in cents): the
 * parts' subtotal, the chosen method's shipping (free from its amount on), the destination's tax
 * on both, and the total the page sends as `expectedTotal`.
 */
import { formatPrice, fromCents, messages, priceOrder, toCents, type OrderTotalsCents, type ShippingMethod } from '@coreparts/shared';

/** Whether the method ships a subtotal of this many dollars for free. */
export const shipsFree = (method: ShippingMethod, subtotal: number) => method.freeAbove !== null && toCents(subtotal) >= toCents(method.freeAbove);

/**
 * What the cart says of shipping: how much more the parts need for the first method that ships
 * free from an amount, or that the order ships free; null when no method ever ships free.
 */
export function freeShippingNote(methods: readonly ShippingMethod[], subtotal: number): string | null {
  const method = methods.find((m) => m.freeAbove !== null);
  if (!method) return null;
  if (shipsFree(method, subtotal)) return messages.shipping.freeNow(method.name);
  return messages.shipping.freeFrom(formatPrice(fromCents(toCents(method.freeAbove!) - toCents(subtotal))), method.name);
}

/** What promotions take off the parts (dollars), and whether one ships the order free. */
export interface ShownDiscount {
  discount: number;
  freeShipping: boolean;
}

export const noDiscount: ShownDiscount = { discount: 0, freeShipping: false };

/** The discount of a priced cart or a placed order, as the figures read it. */
export const discountShown = (priced: { discount: number; discounts: readonly { freeShipping: boolean }[] } | undefined): ShownDiscount =>
  priced ? { discount: priced.discount, freeShipping: priced.discounts.some((d) => d.freeShipping) } : noDiscount;

export function checkoutTotals(subtotal: number, method: ShippingMethod, taxRatePercent: number, { discount, freeShipping }: ShownDiscount = noDiscount): OrderTotalsCents {
  return priceOrder(
    toCents(subtotal),
    { priceCents: toCents(method.price), freeAboveCents: method.freeAbove === null ? null : toCents(method.freeAbove) },
    // The rate travels in percent; the server keeps it in basis points.
    Math.round(taxRatePercent * 100),
    { discountCents: toCents(discount), freeShipping },
  );
}
