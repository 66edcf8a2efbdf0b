import { messages, type CheckoutOptions, type Order, type ShippingAddress, type ShippingAddressInput } from '@coreparts/shared';
import { toast } from '@/lib/toast.ts';
import { FormAlert, SubmitButton } from '@/components/ui/form-field.tsx';
import { useCheckoutOptions } from '@/features/cart/api/get-checkout-options.ts';
import { useSetOrderShipping } from '@/features/cart/api/set-order-shipping.ts';
import { useShippingChoice } from '@/features/cart/hooks/use-shipping-choice.ts';
import { discountShown } from '@/features/cart/lib/checkout-totals.ts';
import { refusalOf } from '@/features/cart/lib/refusal.ts';
import { CheckoutFigures } from './checkout-figures.tsx';
import { SavedAddressChoice, ShippingAddressFields } from './shipping-address-form.tsx';
import { ShippingMethodChoice } from './shipping-method-choice.tsx';

/**
 * The payment page's first step for an order placed without an address (the purchase page's
 * Order Now), started from the address typed there or the address book's first (issue 41): where and how to ship it, with the shipping, tax and total that makes, saved on the
 * order before its card form shows. `onSaved` receives the order with its new total.
 */
export function OrderShippingStep({ order, start, onSaved }: { order: Order; start?: ShippingAddressInput | null; onSaved: (order: Order) => unknown }) {
  const options = useCheckoutOptions();
  if (options.isPending) {
    return (
      <div className="flex justify-center py-8" role="status" aria-label="Loading">
        <span className="loading loading-spinner loading-md text-primary" />
      </div>
    );
  }
  if (options.isError) {
    return (
      <div role="alert" className="alert alert-error alert-soft text-sm">
        Shipping could not be loaded. Please try again in a moment.
      </div>
    );
  }
  return <OrderShippingForm order={order} options={options.data} start={start ?? null} onSaved={onSaved} />;
}

interface OrderShippingFormProps {
  order: Order;
  options: CheckoutOptions;
  /** The address typed on the purchase page, else the one the address book offers first. */
  start: ShippingAddressInput | null;
  onSaved: (order: Order) => unknown;
}

function OrderShippingForm({ order, options, start, onSaved }: OrderShippingFormProps) {
  const { form, methodId, setMethodId, taxRate, totals } = useShippingChoice(options, order.price, start, discountShown(order));
  const save = useSetOrderShipping(order._id);
  const submit = (shippingAddress: ShippingAddress) =>
    save.mutate(
      { shippingAddress, shippingMethodId: methodId },
      {
        onSuccess: (saved) => {
          toast.success(messages.shipping.saved);
          void onSaved(saved);
        },
      },
    );
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label="Shipping" className="flex flex-col gap-6">
      <div>
        <h2 className="card-title">Shipping</h2>
        <p className="mt-1 text-sm opacity-80">{messages.shipping.required}</p>
      </div>
      <SavedAddressChoice form={form} addresses={options.addresses} />
      <ShippingAddressFields form={form} />
      <ShippingMethodChoice methods={options.methods} subtotal={order.price} value={methodId} onChange={setMethodId} />
      {totals && <CheckoutFigures totals={totals} taxRate={taxRate} subtotalLabel="Parts" discounts={order.discounts} />}
      {save.error && <FormAlert>{refusalOf(save.error)}</FormAlert>}
      <SubmitButton pending={save.isPending} disabled={!totals}>
        Continue to payment
      </SubmitButton>
    </form>
  );
}
