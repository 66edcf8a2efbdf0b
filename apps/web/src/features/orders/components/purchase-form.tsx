import { checkOrderQuantity, formatPrice, fromCents, toCents, type Order, type Part } from '@coreparts/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/lib/toast.ts';
import { FormField, SubmitButton } from '@/components/ui/form-field.tsx';
import { usePlaceOrder } from '@/features/orders/api/place-order.ts';
import { newIdempotencyKey } from '@/lib/idempotency.ts';
import { QuantitySelector } from './quantity-selector.tsx';

interface PurchaseFormProps {
  part: Part;
  customer: { name: string; email: string };
  onPlaced: (order: Order) => void;
  /** After every attempt: placing an order (or failing to) changes what is in stock. */
  onSettled?: () => unknown;
  /** Below Place Order, for the quantity chosen: what the page adds from another feature (Add to Cart). */
  extraAction?: (quantity: number) => ReactNode;
  /**
   * Where the spec's Address and Phone stood: the page's shipping address fields, the checkout's
   * (issue 41), whose address the payment page starts from.
   */
  shipTo: ReactNode;
}

/**
 * The order form (product.md §3 ordering flow, §5): choose a quantity, press Total, then Place Order.
 * Any change of quantity hides the total again, so the total placed is always the one shown.
 */
export function PurchaseForm({ part, customer, onPlaced, onSettled, extraAction, shipTo }: PurchaseFormProps) {
  const [quantity, setQuantity] = useState(String(part.min));
  const [totalCents, setTotalCents] = useState(0);
  // The Total check's refusal stays by the field (the toast goes after 5 s) until the quantity changes.
  const [quantityError, setQuantityError] = useState<string>();
  const placeOrder = usePlaceOrder();

  const changeQuantity = (value: string) => {
    setQuantity(value);
    setTotalCents(0);
    setQuantityError(undefined);
  };

  const computeTotal = () => {
    const check = checkOrderQuantity(Number(quantity), { priceCents: toCents(part.price), min: part.min, quantity: part.quantity });
    if (!check.ok) toast.error(check.message);
    setQuantityError(check.ok ? undefined : check.message);
    setTotalCents(check.ok ? check.totalCents : 0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (totalCents === 0) return;
    placeOrder.mutate(
      {
        input: {
          orderId: part._id,
          quantity: Number(quantity),
          price: fromCents(totalCents),
        },
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: onPlaced,
        onError: (error) => {
          toast.error(error.message);
          setTotalCents(0);
        },
        onSettled,
      },
    );
  };

  return (
    <form onSubmit={submit} className="card border border-base-300 bg-base-100 shadow-sm" aria-label="Order form">
      <div className="card-body gap-4">
        <h2 className="card-title">Place your order</h2>
        {/* Spec §5: name and e-mail are the signed-in person's; the address is not sent with the order: it goes to its payment page (issue 41). */}
        <FormField label="Name" value={customer.name} readOnly boxClassName="bg-base-200" />
        <FormField label="Email" value={customer.email} readOnly boxClassName="bg-base-200" />
        {shipTo}
        <QuantitySelector value={quantity} onChange={changeQuantity} stock={part.quantity} error={quantityError} />
        <div className="flex items-center justify-between gap-4 rounded-box bg-base-200 px-4 py-3">
          <button type="button" className="btn btn-secondary btn-outline" onClick={computeTotal}>
            Total
          </button>
          <p className="text-right">
            <span className="text-sm opacity-70">Total</span>{' '}
            <output className="text-2xl font-bold" data-testid="order-total" aria-live="polite">
              {formatPrice(fromCents(totalCents))}
            </output>
          </p>
        </div>
        <SubmitButton pending={placeOrder.isPending} disabled={totalCents === 0}>
          Place Order
        </SubmitButton>
        {extraAction?.(Number(quantity))}
      </div>
    </form>
  );
}
