/** Takes a part out of the signed-in customer's cart (`DELETE /api/cart/lines/:partId`). */
import type { Cart } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';

export const removeCartLine = (partId: string) => api.delete<Cart>(`/cart/lines/${encodeURIComponent(partId)}`);

export function useRemoveCartLine(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartLine,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey(userId), cart),
  });
}
