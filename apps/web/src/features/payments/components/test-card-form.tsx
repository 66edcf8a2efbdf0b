import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field.tsx';
import { confirmTestCard } from '@/features/payments/api/confirm-test-card.ts';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format.ts';
import { PayButton, type CardFormProps } from './card-form.tsx';

/** Stripe's test cards, as the test-mode processor answers them. */
const testCards = [
  { number: '4242 4242 4242 4242', result: 'succeeds' },
  { number: '4000 0000 0000 0002', result: 'is declined' },
  { number: '4000 0000 0000 9995', result: 'has insufficient funds' },
];

/**
 * The card form of test mode (the embedded default): our own fields, checked by the server the
 * way Stripe checks a card, so its messages are Stripe's. No real card is ever charged.
 */
export function TestCardForm({ clientSecret, billingDetails, paying, amount, onPay }: CardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!clientSecret) return;
    onPay(() => confirmTestCard(clientSecret, { number, expiry, cvc }, billingDetails));
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Card payment" noValidate>
      <div role="note" className="alert alert-warning items-start text-sm">
        <div>
          <p className="font-semibold">TEST MODE: no real card is charged.</p>
          <p className="mt-1">Use one of Stripe&apos;s test cards with any future date and any CVC:</p>
          <ul className="mt-1 space-y-0.5">
            {testCards.map((card) => (
              <li key={card.number}>
                <button type="button" className="link font-mono" onClick={() => setNumber(card.number)}>
                  {card.number}
                </button>{' '}
                {card.result}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <FormField
        label="Card number"
        value={number}
        onChange={(e) => setNumber(formatCardNumber(e.target.value))}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        className="font-mono"
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label="Expiry (MM/YY)"
          value={expiry}
          onChange={(e) => setExpiry(formatExpiry(e.target.value))}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          className="font-mono"
        />
        <FormField
          label="CVC"
          value={cvc}
          onChange={(e) => setCvc(formatCvc(e.target.value))}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          className="font-mono"
        />
      </div>
      <PayButton ready={Boolean(clientSecret)} paying={paying} amount={amount} />
    </form>
  );
}
