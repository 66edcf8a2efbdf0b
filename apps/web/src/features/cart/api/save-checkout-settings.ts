/** `PUT /admin/checkout-settings` (admin): every shipping method and tax rate, replacing the ones before. */
import type { CheckoutSettings, ShippingMethod, TaxRate } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { checkoutOptionsQueryKey } from './get-checkout-options.ts';

export const saveCheckoutSettings = (settings: CheckoutSettings) =>
  api.put<{ methods: ShippingMethod[]; taxRates: TaxRate[] }>('/admin/checkout-settings', settings);

/** The checkout's options follow the saved settings (the page's own copy of them included). */
export function useSaveCheckoutSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCheckoutSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutOptionsQueryKey }),
  });
}
