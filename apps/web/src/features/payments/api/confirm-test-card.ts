/**
 * Test mode's stand-in for Stripe.js's `confirmCardPayment` (`POST /dev/payments/confirm`): it
 * accepts Stripe's test cards and answers Stripe's own error messages. Only the embedded
 * default serves it; with real Stripe the page confirms through Stripe.js instead.
 */
import { api } from '@/lib/api-client.ts';
import type { BillingDetails, ConfirmedPayment } from './pay-order.ts';

export interface TestCard {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export async function confirmTestCard(clientSecret: string, card: TestCard, billingDetails: BillingDetails): Promise<ConfirmedPayment> {
  const { paymentIntent } = await api.post<{ paymentIntent: ConfirmedPayment }>('/dev/payments/confirm', {
    clientSecret,
    card,
    billingDetails,
  });
  return paymentIntent;
}
