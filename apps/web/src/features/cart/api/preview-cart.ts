/**
 * A visitor's cart priced by the server (`POST /api/cart/preview`): today's prices and stock,
 * with each line's flags, as a signed-in customer's cart is. Read like a query, keyed by the
 * lines, so changing a quantity asks again and the last answer stays on screen meanwhile.
 */
import type { Cart, CartLineInput } from '@coreparts/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const previewCart = (lines: readonly CartLineInput[]) => api.post<Cart>('/cart/preview', { lines });

export const getCartPreviewQueryOptions = (lines: readonly CartLineInput[]) =>
  queryOptions({ queryKey: ['cart-preview', lines], queryFn: () => previewCart(lines), placeholderData: keepPreviousData });

export const useCartPreview = (lines: readonly CartLineInput[], { enabled }: { enabled: boolean }) =>
  useQuery({ ...getCartPreviewQueryOptions(lines), enabled });
