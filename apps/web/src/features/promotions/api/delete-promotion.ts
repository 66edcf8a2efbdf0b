import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { promotionsQueryKey } from './get-promotions.ts';

/** `DELETE /api/admin/promotions/:id` (admin): gone from carts; the orders it discounted keep their discount. */
export const deletePromotion = (id: string) => api.delete<void>(`/admin/promotions/${encodeURIComponent(id)}`);

export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsQueryKey }),
  });
}
