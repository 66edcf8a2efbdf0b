/**
 * One payment interface, two implementations (README, "Run it"): Stripe when its keys are set
 * (stripe-provider.ts), otherwise the development test-mode processor
 * (dev-stand-ins/test-payments.ts), which follows Stripe's test-card behaviour.
 */
export interface PaymentIntentView {
  id: string;
  clientSecret: string;
  /** Stripe's statuses; only `succeeded` means the money is there. */
  status: string;
  amountCents: number;
  currency: string;
  /** The order it pays for (`metadata.orderId`). */
  orderId: string | null;
}

/** Stripe's refund statuses as the shop reads them: only `succeeded` means the money went back. */
export type ProviderRefundStatus = 'pending' | 'succeeded' | 'failed';

/** A refund as the provider answers or reports it. */
export interface RefundView {
  /** The provider's id; null when it refused to make one (more than the payment, a payment it cannot refund). */
  id: string | null;
  status: ProviderRefundStatus;
}

/** A refund as a webhook reports it. */
export interface RefundEventView extends RefundView {
  id: string;
  /** The shop's refund (`metadata.refundId`). */
  refundId: string | null;
  amountCents: number;
}

export interface PaymentEvent {
  id: string;
  type: string;
  intent: PaymentIntentView | null;
  /** For refund events (`refund.created`, `refund.updated`, `refund.failed`, `charge.refund.updated`). */
  refund: RefundEventView | null;
}

export interface PaymentProvider {
  readonly mode: 'test' | 'stripe';
  /** Creates the order's intent, or returns it again for the same idempotency key. */
  createIntent(input: { orderId: string; amountCents: number; email: string; idempotencyKey: string }): Promise<PaymentIntentView>;
  getIntent(id: string): Promise<PaymentIntentView | null>;
  /**
   * Makes sure the intent can no longer take money, before an order gives its parts back: answers
   * it `canceled`, or as it is when it cannot be canceled any more (`succeeded`, `processing`).
   */
  cancelIntent(id: string): Promise<PaymentIntentView>;
  /**
   * Gives money of a succeeded intent back, or answers the refund this idempotency key made
   * before. Never more than the intent's amount minus its earlier refunds (answered `failed`).
   * Throws when the provider could not be asked (down, timed out): the caller tries again with the
   * same key.
   */
  createRefund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string; refundId: string }): Promise<RefundView>;
  /** Verifies a webhook's signature on its raw body; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
