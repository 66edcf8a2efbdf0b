/**
 * A visitor's cart joins their account's as they sign in (`POST /api/cart/merge`): a part in
 * both keeps the larger quantity, within the part's minimum and stock; parts no longer sold are
 * left out. Answers the account's cart.
 */
import type { Cart, CartLineInput } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';

export const mergeCart = (lines: readonly CartLineInput[]) => api.post<Cart>('/cart/merge', { lines });

export function useMergeCart(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeCart,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey(userId), cart),
  });
}
