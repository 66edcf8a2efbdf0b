/**
 * The card form with real Stripe: Stripe Elements' CardElement, confirmed by Stripe.js. This
 * module (and Stripe.js with it) is loaded only when the store runs in stripe mode.
 */
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import type { FormEvent } from 'react';
import { PayButton, type CardFormProps } from './card-form.tsx';

// One Stripe.js per key for the page's lifetime, as Stripe asks (never re-created on render).
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <ElementsForm {...props} />
    </Elements>
  );
}

function ElementsForm({ clientSecret, billingDetails, paying, amount, onPay }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    onPay(async () => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billingDetails },
      });
      if (error) throw new Error(error.message ?? 'Your card could not be charged.');
      if (paymentIntent.status !== 'succeeded') throw new Error('Your payment was not completed. Please try again.');
      return paymentIntent;
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Card payment">
      <div className="input h-auto w-full py-3">
        <CardElement className="w-full" options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }} />
      </div>
      <PayButton ready={Boolean(stripe && elements && clientSecret)} paying={paying} amount={amount} />
    </form>
  );
}
