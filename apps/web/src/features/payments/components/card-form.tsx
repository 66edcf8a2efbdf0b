/** What both card forms share: their props and the Pay button. */
import type { BillingDetails, ConfirmCard } from '@/features/payments/api/pay-order.ts';

export interface CardFormProps {
  /** `undefined` until the order's payment intent is ready. */
  clientSecret: string | undefined;
  billingDetails: BillingDetails;
  paying: boolean;
  /** The order's total, written on the Pay button. */
  amount: string;
  onPay: (confirmCard: ConfirmCard) => void;
}

/** Disabled until the payment client and the secret are ready (product.md §3), and while paying. */
export function PayButton({ ready, paying, amount }: { ready: boolean; paying: boolean; amount: string }) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={!ready || paying} aria-busy={paying}>
      {(paying || !ready) && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {paying ? 'Paying…' : `Pay ${amount}`}
    </button>
  );
}
