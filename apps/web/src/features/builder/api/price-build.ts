/**
 * A build priced as the cart would price it (`POST /api/cart/preview`, issue 43): what the shop's
 * promotions take off its parts, the build discount among them.
 */
import type { CartPreview } from '@coreparts/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const useBuildPricing = (lines: readonly { partId: string; quantity: number }[]) =>
  useQuery({
    queryKey: ['build-pricing', lines],
    queryFn: () => api.post<CartPreview>('/cart/preview', { lines }),
    enabled: lines.length > 0,
  });
