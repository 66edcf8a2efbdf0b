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

export interface PaymentEvent {
  id: string;
  type: string;
  intent: PaymentIntentView | null;
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
  /** Verifies a webhook's signature on its raw body; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
