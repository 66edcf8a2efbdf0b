import type { Promotion, PromotionInput } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { promotionsQueryKey } from './get-promotions.ts';

/**
 * `PATCH /api/admin/promotions/:id` (admin): the fields given change, and the whole is checked
 * again; a null empties a field. Pausing is `{ active: false }`, resuming `{ active: true }`.
 */
export const updatePromotion = ({ id, patch }: { id: string; patch: Partial<PromotionInput> }) =>
  api.patch<Promotion>(`/admin/promotions/${encodeURIComponent(id)}`, patch);

export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsQueryKey }),
  });
}
