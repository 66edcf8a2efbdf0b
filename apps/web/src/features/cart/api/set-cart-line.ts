/**
 * Puts a part in the signed-in customer's cart, or sets its line's quantity
 * (`PUT /api/cart/lines/:partId`): refused beyond the stock (409), below the minimum (400) or
 * for a new part in a full cart (409 `cart_full`). Answers the whole cart.
 */
import type { Cart } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';

export const setCartLine = (partId: string, quantity: number) =>
  api.put<Cart>(`/cart/lines/${encodeURIComponent(partId)}`, { quantity });

export function useSetCartLine(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, quantity }: { partId: string; quantity: number }) => setCartLine(partId, quantity),
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey(userId), cart),
  });
}
