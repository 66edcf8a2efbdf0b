/**
 * The cart priced as the checkout will charge it (`POST /api/cart/preview` with the code, issue
 * 43): what promotions take off, each by its name, and why the code does not apply. Keyed by the
 * lines and the code, so a change asks again and the last answer stays on screen meanwhile.
 */
import type { CartPreview } from '@coreparts/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

type PricedLine = { partId: string; quantity: number };

export const useCartPricing = (lines: readonly PricedLine[], code: string, { enabled = true }: { enabled?: boolean } = {}) => {
  const sent = lines.map(({ partId, quantity }) => ({ partId, quantity }));
  return useQuery({
    queryKey: ['cart-pricing', sent, code],
    queryFn: () => api.post<CartPreview>('/cart/preview', { lines: sent, ...(code && { code }) }),
    placeholderData: keepPreviousData,
    enabled: enabled && sent.length > 0,
  });
};
