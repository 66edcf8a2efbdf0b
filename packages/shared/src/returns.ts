/**
 * Returns (issue 44): a customer asks to send back units of a delivered order within the shop's
 * window, with a reason; an admin approves or rejects, then receives the units (resellable ones
 * back on the shelf) and refunds what they were paid, to the card or as store credit.
 */
import { z } from 'zod';

export const returnReasons = ['defective', 'dead-on-arrival', 'wrong-item', 'not-as-described', 'incompatible', 'no-longer-needed'] as const;
export type ReturnReason = (typeof returnReasons)[number];

/** What a shopper reads for each reason. */
export const returnReasonLabels: Record<ReturnReason, string> = {
  defective: 'Defective',
  'dead-on-arrival': 'Dead on arrival',
  'wrong-item': 'Wrong item',
  'not-as-described': 'Not as described',
  incompatible: 'Incompatible',
  'no-longer-needed': 'No longer needed',
};

/** States move only forward: requested → approved → received → refunded | replaced, or rejected. */
export const returnStates = ['requested', 'approved', 'rejected', 'received', 'refunded', 'replaced'] as const;
export type ReturnState = (typeof returnStates)[number];

/** Each state's name wherever a return is shown. */
export const returnStateLabels: Record<ReturnState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
  replaced: 'Replaced',
};

const lineId = z.uuid({ error: 'must be a line id' });
const units = z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000);

/** `POST /api/order/:id/returns`. */
export const returnRequestSchema = z.object({
  lines: z
    .array(z.object({ lineId, quantity: units, reason: z.enum(returnReasons, { error: 'must be a return reason' }) }))
    .min(1, 'must name at least one line')
    .max(50)
    .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, 'must name each line once'),
  note: z.string().trim().max(500, 'must be at most 500 characters').optional(),
});
export type ReturnRequest = z.input<typeof returnRequestSchema>;

/** `POST /api/admin/returns/:id/reject`. */
export const rejectReturnSchema = z.object({ reason: z.string().trim().min(1, 'Reason is Required').max(200) });

/** `POST /api/admin/returns/:id/receive`: each line's units as they arrived, and where the money goes. */
export const receiveReturnSchema = z.object({
  lines: z
    .array(z.object({ lineId, quantity: units, condition: z.enum(['resellable', 'damaged'], { error: 'must be resellable or damaged' }) }))
    .min(1)
    .max(100),
  /** A dead-on-arrival return may instead be replaced: a new order of the same parts at no charge. */
  refundTo: z.enum(['card', 'store-credit', 'replacement'], { error: 'must be card, store-credit or replacement' }),
});
export type ReceiveReturn = z.input<typeof receiveReturnSchema>;

/** `PUT /api/admin/settings/returns`: the window in days after delivery, and the fee for "no longer needed", in percent. */
export const returnPolicySchema = z.object({
  windowDays: z.number().int().min(1).max(365),
  restockingFeePercent: z.number().min(0).max(50).multipleOf(0.01),
});
export type ReturnPolicy = z.infer<typeof returnPolicySchema>;

export interface ReturnLineView {
  lineId: string;
  partId: string;
  name: string;
  quantity: number;
  reason: ReturnReason;
  /** Units received, by condition; 0 until received. */
  resellable: number;
  damaged: number;
}

/** A return as its customer and the admin read it. */
export interface ReturnView {
  _id: string;
  orderId: string;
  orderNumber: string;
  email: string;
  state: ReturnState;
  lines: ReturnLineView[];
  note: string | null;
  rejectReason: string | null;
  refundTo: 'card' | 'store-credit' | 'replacement' | null;
  /** The replacement order's id, for a return replaced. */
  replacementOrderId: string | null;
  /** Dollars given back, after any restocking fee; null until refunded. */
  refund: number | null;
  restockingFee: number;
  createdAt: string;
  updatedAt: string;
}
