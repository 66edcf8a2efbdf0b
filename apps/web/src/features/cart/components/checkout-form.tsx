import { formatPrice, fromCents, messages, toCents, type Cart, type CheckoutOptions, type Order, type ShippingAddress } from '@coreparts/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert, SubmitButton } from '@/components/ui/form-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useCheckout } from '@/features/cart/api/checkout.ts';
import { useCheckoutOptions } from '@/features/cart/api/get-checkout-options.ts';
import { useCartPricing } from '@/features/cart/api/price-cart.ts';
import { discountShown } from '@/features/cart/lib/checkout-totals.ts';
import { useDiscountCode } from '@/features/cart/lib/discount-code.ts';
import { useStoreCreditBalance } from '@/features/cart/api/balances.ts';
import { applyBalances } from '@/features/cart/lib/balances.ts';
import { useCart } from '@/features/cart/hooks/use-cart.ts';
import { refusalOf } from '@/features/cart/lib/refusal.ts';
import { useShippingChoice } from '@/features/cart/hooks/use-shipping-choice.ts';
import { EmptyCart, problemOf } from './cart-view.tsx';
import { CheckoutFigures } from './checkout-figures.tsx';
import { DiscountCodeField } from './discount-code.tsx';
import { PayWithBalances, type ChosenGiftCard } from './pay-with-balances.tsx';
import { SavedAddressChoice, ShippingAddressFields } from './shipping-address-form.tsx';
import { ShippingMethodChoice } from './shipping-method-choice.tsx';

/**
 * The checkout (signed in): where to ship and how, the cart with its subtotal, shipping, tax and
 * total, priced as the server will price them, and Place order, which sends that total for the
 * server to hold the order to. The placed order is handed to `onPlaced`, to be paid.
 */
export function CheckoutForm({ onPlaced }: { onPlaced: (order: Order) => void }) {
  const cart = useCart();
  const options = useCheckoutOptions();
  const checkout = useCheckout();
  // Placed: the emptied cart must not show while the payment page loads.
  if (cart.isPending || options.isPending || checkout.isSuccess) return <Spinner />;
  const failed = cart.error ?? options.error;
  if (failed) {
    return (
      <div role="alert" className="alert alert-error alert-soft">
        The checkout could not be loaded. Please try again in a moment.
      </div>
    );
  }
  if (cart.lines.length === 0) return <EmptyCart />;
  return <CheckoutFormFields cart={cart} options={options.data!} checkout={checkout} onPlaced={onPlaced} />;
}

interface CheckoutFormFieldsProps {
  cart: Cart;
  options: CheckoutOptions;
  checkout: ReturnType<typeof useCheckout>;
  onPlaced: (order: Order) => void;
}

function CheckoutFormFields({ cart, options, checkout, onPlaced }: CheckoutFormFieldsProps) {
  // What promotions and the code take off, priced by the server; shipping and tax on top by the
  // same shared function the server charges with (issue 43).
  const [code, setCode] = useDiscountCode();
  const pricing = useCartPricing(cart.lines, code);
  const codeApplies = Boolean(code) && pricing.data?.code?.code === code && pricing.data.code.problem === null;
  const { form, methodId, setMethodId, taxRate, totals } = useShippingChoice(options, cart.subtotal, undefined, discountShown(pricing.data));
  const blocked = cart.lines.some((line) => line.problem !== null);
  // The figures wait for the promotions' answer, so the total shown is the one charged.
  const priced = pricing.isSuccess && !pricing.isPlaceholderData;
  // Gift cards, then store credit, pay before the card (issue 43).
  const [cards, setCards] = useState<ChosenGiftCard[]>([]);
  const [useCredit, setUseCredit] = useState(false);
  const creditCents = toCents(useStoreCreditBalance().data?.balance ?? 0);
  const applied = applyBalances(totals?.totalCents ?? 0, cards.map((card) => card.balanceCents), useCredit ? creditCents : 0);

  const place = (shippingAddress: ShippingAddress) => {
    if (!totals || !priced) return;
    // The lines shown are the ones ordered, at the total shown; a part added in another tab meanwhile stays in the cart.
    const lines = cart.lines.map(({ partId, quantity, unitPrice }) => ({ partId, quantity, addedPrice: unitPrice }));
    checkout.place(
      {
        lines,
        shippingAddress,
        shippingMethodId: methodId,
        expectedTotal: fromCents(totals.totalCents),
        ...(codeApplies && { code }),
        ...(cards.length > 0 && { giftCards: cards.map((card) => card.code) }),
        ...(applied.creditCents > 0 && { storeCredit: fromCents(applied.creditCents) }),
      },
      { onSuccess: onPlaced },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(place)} aria-label="Checkout" className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-8">
          <SavedAddressChoice form={form} addresses={options.addresses} />
          <ShippingAddressFields form={form} />
          <ShippingMethodChoice methods={options.methods} subtotal={cart.subtotal} value={methodId} onChange={setMethodId} />
        </div>
      </div>
      <aside className="card border border-base-300 bg-base-100 shadow-sm lg:sticky lg:top-20" aria-label="Order summary">
        <div className="card-body gap-4">
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="card-title">Order summary</h2>
            <Link to={paths.cart} className="link link-primary text-sm">
              Edit cart
            </Link>
          </div>
          <ul className="grid gap-3" aria-label="Parts">
            {cart.lines.map((line) => (
              <li key={line.partId} className="flex items-center gap-3 text-sm">
                <img src={line.image} alt="" width={48} height={36} className="h-9 w-12 shrink-0 rounded bg-base-200 object-cover" />
                <span className="min-w-0 flex-1 break-words">
                  <span className="font-medium tabular-nums">{line.quantity} ×</span> {line.name}
                  {line.problem && <span className="block text-error">{problemOf(line)}</span>}
                </span>
                <span className="shrink-0 font-medium tabular-nums">{formatPrice(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <DiscountCodeField code={code} setCode={setCode} pricing={pricing.data} />
          {totals && <CheckoutFigures totals={totals} taxRate={taxRate} discounts={pricing.data?.discounts} />}
          <PayWithBalances cards={cards} onCardsChange={setCards} creditCents={creditCents} useCredit={useCredit} onUseCreditChange={setUseCredit} applied={applied} />
          {blocked && (
            <div role="alert" className="alert alert-error alert-soft flex flex-wrap text-sm">
              <span>{messages.cart.fixFirst}</span>
              <Link to={paths.cart} className="btn btn-sm">
                Back to cart
              </Link>
            </div>
          )}
          {checkout.error && <FormAlert>{refusalOf(checkout.error)}</FormAlert>}
          <SubmitButton pending={checkout.isPending} disabled={blocked || !totals || !priced}>
            Place order
          </SubmitButton>
        </div>
      </aside>
    </form>
  );
}
