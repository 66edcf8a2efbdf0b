/**
 * Where and how an order ships, and what that makes it cost: the address form, the chosen
 * method (the first offered to start with) and the figures for the parts' subtotal, priced as
 * the server will price them. The checkout and the payment page's shipping step share it.
 */
import { taxRateFor, type CheckoutOptions, type ShippingAddressInput } from '@coreparts/shared';
import { useState } from 'react';
import { useShipToCountry, useShipToRegion, useShippingAddressForm } from '@/features/cart/components/shipping-address-form.tsx';
import { checkoutTotals, noDiscount, type ShownDiscount } from '@/features/cart/lib/checkout-totals.ts';

/**
 * `start`: an address typed before (the purchase page's), else the one the address book offers
 * first; `discount`: what promotions take off the parts, as the server priced them (issue 43).
 */
export function useShippingChoice(options: CheckoutOptions, subtotal: number, start?: ShippingAddressInput | null, discount: ShownDiscount = noDiscount) {
  const form = useShippingAddressForm(start ?? options.lastAddress);
  const [methodId, setMethodId] = useState(options.methods[0]?.id ?? '');
  const method = options.methods.find((m) => m.id === methodId);
  // The region's rate where it has one, else the country's (issue 41), as the server picks it.
  const taxRate = taxRateFor(options.taxRates, { country: useShipToCountry(form).toUpperCase(), region: useShipToRegion(form).toUpperCase() });
  const totals = method ? checkoutTotals(subtotal, method, taxRate?.rate ?? 0, discount) : null;
  return { form, methodId, setMethodId, method, taxRate, totals };
}

export type ShippingChoice = ReturnType<typeof useShippingChoice>;
