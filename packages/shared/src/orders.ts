/**
 * The ordering rules of product.md §3 (the Total button) and §4 (payment status), shared by the
 * purchase page and the server, which checks them again against the stored part.
 */
import type { DiscountShown, FulfilmentStatus } from './cart.ts';
import { trackingUrl } from './carriers.ts';
import { messages } from './messages.ts';
import { formatPrice, fromCents, toCents } from './money.ts';
import type { ShippingAddress } from './shipping-address.ts';

/** `expired`: left unpaid past its hold, its parts given back (decision 022). */
export const paymentStatuses = ['unpaid', 'pending', 'paid', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Each payment state's name wherever an order's state is shown: tables, filters, the overview (issue 29). */
export const paymentStatusLabels: Record<PaymentStatus, string> = { unpaid: 'Unpaid', pending: 'Pending', paid: 'Paid', expired: 'Expired' };
/** The states the sales figures count: the card payment went through (pending until an admin confirms it, then paid). */
export const soldStatuses = ['pending', 'paid'] as const satisfies readonly PaymentStatus[];
/** "Pending or Paid": what the overview's order counts are, in the states' own names. */
export const soldStatusesLabel = soldStatuses.map((status) => paymentStatusLabels[status]).join(' or ');

/** One part of an order, at the name, minimum and price it was ordered at. */
export interface OrderLine {
  id: string;
  partId: string;
  name: string;
  min: number;
  quantity: number;
  /** Dollars. */
  unitPrice: number;
  total: number;
  /** This line's share of the order's discount, in dollars: it was paid `total - discount`. */
  discount: number;
  /** Units of this line refunded so far. */
  refundedQuantity: number;
}

/** A promotion an order was given, as the order keeps it: its name, its code if any, cents off. */
export interface OrderDiscount {
  promotionId: string;
  name: string;
  code: string | null;
  amountCents: number;
  freeShipping: boolean;
}

/**
 * An order as the API answers it (product.md §5). The spec's fields describe its first line
 * (`orderId` the part, `name`, `min`) and all of it (`quantity` the units, `price` the parts'
 * total); `lines` lists every part, and `total` is what the card is charged: parts less any discount, shipping, tax.
 */
export interface Order {
  _id: string;
  /** The order's number people read out and search by, e.g. `CP-100001` (decision 085). */
  number: string;
  orderId: string;
  name: string;
  min: number;
  quantity: number;
  price: number;
  lines: OrderLine[];
  /** What promotions took off the parts before tax, and which: `total` is what is charged after it. */
  discount: number;
  discounts: DiscountShown[];
  shipping: number;
  tax: number;
  /** The tax rate's name and percent the order was charged ("California sales tax", 7.25); null and 0 without one. */
  taxName: string | null;
  taxRate: number;
  total: number;
  /** What gift cards and store credit paid before the card (issue 43), in dollars. */
  giftCard: number;
  storeCredit: number;
  /** Refunded so far, in dollars. */
  refunded: number;
  shippingAddress: ShippingAddress | null;
  shippingMethod: string | null;
  fulfilment: FulfilmentStatus;
  carrier: string | null;
  trackingNumber: string | null;
  payment: PaymentStatus;
  email: string;
  displayName: string;
  /** When an unpaid order's hold on its parts ends (ISO time); null once it is not unpaid. */
  expiresAt: string | null;
  /** When it was delivered (ISO time): returns are accepted for a while after (issue 44). */
  deliveredAt: string | null;
}

/**
 * Cents that `units` more units of a line were paid, `before` of them already given back: the
 * line's total after its discount, shared out so that giving back every unit returns all of it
 * (issue 43). The refund's amount on the server and the figure the admin's dialog asks about.
 */
export function paidForUnits(line: { quantity: number; totalCents: number; discountCents: number }, before: number, units: number): number {
  const paid = line.totalCents - line.discountCents;
  return Math.floor((paid * (before + units)) / line.quantity) - Math.floor((paid * before) / line.quantity);
}

export type QuantityCheck = { ok: true; totalCents: number } | { ok: false; reason: 'stock' | 'invalid' | 'minimum'; message: string };

/** What the Total button says for a quantity of a part: the total in cents, or why not. */
export function checkOrderQuantity(
  quantity: number,
  part: { priceCents: number; min: number; quantity: number },
): QuantityCheck {
  if (quantity > part.quantity) return { ok: false, reason: 'stock', message: messages.order.unavailableQuantity };
  if (!Number.isInteger(quantity) || quantity < 1) {
    return { ok: false, reason: 'invalid', message: messages.order.invalidQuantity };
  }
  if (quantity < part.min) return { ok: false, reason: 'minimum', message: messages.order.belowMinimum(part.min) };
  return { ok: true, totalCents: part.priceCents * quantity };
}

/**
 * Units of a part one customer's unpaid orders may hold together: the part's own limit, else the
 * shop's; never below its minimum order, which would make the part impossible to order (decision 070).
 */
export const unitsOneCustomerMayHold = (part: { min: number; limitPerCustomer?: number | null | undefined }, shopDefault: number) =>
  Math.max(part.limitPerCustomer ?? shopDefault, part.min);

/** An unpaid order's hold end as the customer reads it: the hour and minute of their own clock. */
export const formatHoldTime = (expiresAt: string) => new Date(expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The first order number; the ones before it are never given, so every number has six digits for a long while. */
export const ORDER_NUMBER_START = 100_001;
const ORDER_NUMBER_PREFIX = 'CP-';
/** The largest number the column holds. */
const MAX_ORDER_NUMBER = 2_147_483_647;

/** An order's stored number as people read it: `CP-100001`. */
export const formatOrderNumber = (n: number) => `${ORDER_NUMBER_PREFIX}${n}`;

/**
 * The order number a search names, with or without its prefix, in any case: `CP-100001`,
 * `cp100001`, `#100001`, `100001`. Null when the text is not one.
 */
export function orderNumberIn(text: string): number | null {
  const match = /^#?\s*(?:cp\s*-?\s*)?(\d{1,10})$/i.exec(text.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 && n <= MAX_ORDER_NUMBER ? n : null;
}

/** An order's one state line, cut where a page links the tracking number (decision 085). */
export interface OrderStateLine {
  /** The whole line, as a mail writes it. */
  text: string;
  /** The words before the tracking number (all of them when there is none). */
  lead: string;
  /** The tracking number, and its carrier's page when the carrier is a known one. */
  tracking: { number: string; url: string | null } | null;
  /** The words after the tracking number: what was refunded. */
  tail: string;
}

export type OrderStateFields = Pick<Order, 'payment' | 'fulfilment' | 'carrier' | 'trackingNumber' | 'total' | 'refunded'>;

/**
 * Where an order is, in one plain line: its payment until it is paid, then where its parcel is,
 * then what of its charge was given back. "Payment received — preparing", "Shipped with UPS 1Z…",
 * "Delivered · $20.00 refunded".
 */
export function orderStateLine(order: OrderStateFields): OrderStateLine {
  const words = messages.orderState;
  let lead: string;
  let tracking: OrderStateLine['tracking'] = null;
  if (order.fulfilment === 'canceled') lead = words.canceled;
  else if (order.fulfilment === 'delivered') lead = words.delivered;
  else if (order.fulfilment === 'shipped') {
    lead = order.carrier ? words.shippedWith(order.carrier) : words.shipped;
    if (order.trackingNumber) tracking = { number: order.trackingNumber, url: trackingUrl(order.carrier, order.trackingNumber) };
  } else if (order.payment === 'unpaid') lead = words.unpaid;
  else if (order.payment === 'expired') lead = words.expired;
  else lead = words.preparing;
  const refundedCents = toCents(order.refunded);
  const tail =
    refundedCents <= 0 ? '' : ` · ${refundedCents >= toCents(order.total) ? words.refundedInFull : words.refunded(formatPrice(fromCents(refundedCents)))}`;
  return { text: `${lead}${tracking ? ` ${tracking.number}` : ''}${tail}`, lead, tracking, tail };
}
