import { formatPrice, messages, type ShippingMethod } from '@coreparts/shared';
import { useId } from 'react';
import { shipsFree } from '@/features/cart/lib/checkout-totals.ts';

interface ShippingMethodChoiceProps {
  methods: ShippingMethod[];
  /** The parts' subtotal in dollars: a method may ship it free. */
  subtotal: number;
  value: string;
  onChange: (methodId: string) => void;
}

/** The shop's shipping methods as radio buttons: name, delivery time, and price or Free. */
export function ShippingMethodChoice({ methods, subtotal, value, onChange }: ShippingMethodChoiceProps) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-3 text-lg font-semibold">Shipping method</legend>
      {methods.length === 0 && <p className="text-sm text-error">{messages.shipping.unknownMethod}</p>}
      {methods.map((method) => (
        <label
          key={method.id}
          className="flex cursor-pointer items-center gap-3 rounded-box border border-base-300 px-4 py-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
        >
          <input
            type="radio"
            className="radio radio-primary radio-sm"
            name={name}
            value={method.id}
            checked={value === method.id}
            onChange={() => onChange(method.id)}
          />
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{method.name}</span>
            {method.eta && <span className="block text-sm opacity-70">{method.eta}</span>}
          </span>
          <span className="font-semibold tabular-nums">{shipsFree(method, subtotal) ? 'Free' : formatPrice(method.price)}</span>
        </label>
      ))}
    </fieldset>
  );
}
