/**
 * The checkout's calls, one schema each, read by the server to validate and by the page for its
 * types: placing an order, moving it on, and paying for it (product.md §5).
 */
import { z } from 'zod';

/**
 * `POST /api/order`. The server reads the part, the quantity and the total the page showed (it
 * refuses a total that is not the stored price times the quantity), and prices the order itself.
 * `email`, `name`, `min`, `displayName` and `payment` are the original API's fields: still accepted
 * from old clients and ignored (an `email` other than the caller's is refused).
 */
export const placeOrderBodySchema = z.object({
  orderId: z.uuid({ error: 'must be a part id' }),
  quantity: z.number({ error: 'must be a number' }).int('must be a whole number').safe(),
  /** The total in dollars, as shown. */
  price: z.number().nonnegative().optional(),
  email: z.string().max(254).optional(),
  name: z.string().max(300).optional(),
  min: z.number().optional(),
  displayName: z.string().max(300).optional(),
  payment: z.literal('unpaid', { error: 'a new order is unpaid' }).optional(),
});
/** What the page sends: only what the server reads. */
export type PlaceOrderBody = Pick<z.input<typeof placeOrderBodySchema>, 'orderId' | 'quantity' | 'price'>;

/**
 * `Idempotency-Key` of `POST /api/order`: a client that may send an order twice (a retry after a
 * lost answer) names it with a key of its own, and the same key answers the same order again.
 */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,255}$/, 'must be 8 to 255 visible ASCII characters');

/** `PATCH /api/order/:id`: the owner after paying (`pending`), an admin once confirmed (`paid`). */
export const orderStateUpdateSchema = z.object({ payment: z.enum(['pending', 'paid']) });

/** `POST /api/create-payment-intent`: `price` is the order's total as shown, checked again. */
export const createPaymentIntentBodySchema = z.object({
  orderId: z.uuid({ error: 'must be an order id' }),
  price: z.number().nonnegative().optional(),
});
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBodySchema>;

/** `PATCH /api/payment`: the payment record, who paid and the provider's transaction. */
export const recordPaymentBodySchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().min(3).max(254),
  transactionId: z.string().min(1).max(255),
});
export type RecordPaymentBody = z.input<typeof recordPaymentBodySchema>;
