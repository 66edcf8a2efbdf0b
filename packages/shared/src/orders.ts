/**
 * The ordering rules of spec §5 (the Total button) and §4 (payment status), shared by the
 * purchase page and the server, which checks them again against the stored part.
 */
import { messages } from './messages.ts';

export const paymentStatuses = ['unpaid', 'pending', 'paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** An order as the API answers it (spec §3): `orderId` is the part, `price` the total. */
export interface Order {
  _id: string;
  orderId: string;
  name: string;
  min: number;
  quantity: number;
  price: number;
  payment: PaymentStatus;
  email: string;
  displayName: string;
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

/** Status only moves forward, one step at a time: unpaid → pending → paid. */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return (from === 'unpaid' && to === 'pending') || (from === 'pending' && to === 'paid');
}
