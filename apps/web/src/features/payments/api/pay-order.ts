/**
 * Paying for an order (product.md §3): the card is confirmed with the payment provider, then the
 * order is moved to pending and the payment recorded. The provider step differs by mode
 * (Stripe.js or the test-mode stand-in), so the card form hands it in as `confirmCard`.
 */
import type { Order } from '@coreparts/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { confirmOrderPayment } from './confirm-order-payment.ts';
import { recordPayment } from './record-payment.ts';

export interface BillingDetails {
  name: string;
  email: string;
}

/** The provider's answer to a successful confirmation; its id is the transaction id. */
export interface ConfirmedPayment {
  id: string;
  status: string;
  amount: number;
  currency: string;
}

/** Confirms the card with the provider; rejects with the provider's own message. */
export type ConfirmCard = () => Promise<ConfirmedPayment>;

export const billingDetailsOf = (order: Order): BillingDetails => ({ name: order.displayName, email: order.email });

/** Answers the transaction id once the order is pending and the payment recorded. */
export function usePayOrder(order: Order, { onPaid }: { onPaid?: (transactionId: string) => unknown } = {}) {
  // A card the provider already charged is not confirmed again when only the recording failed:
  // pressing Pay once more retries the recording.
  const confirmed = useRef<string | null>(null);
  return useMutation({
    mutationFn: async (confirmCard: ConfirmCard) => {
      confirmed.current ??= (await confirmCard()).id;
      const transactionId = confirmed.current;
      await confirmOrderPayment(order._id);
      await recordPayment({ ...billingDetailsOf(order), transactionId });
      return transactionId;
    },
    onSuccess: (transactionId) => onPaid?.(transactionId),
  });
}
