import type { Promotion, PromotionInput } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { promotionsQueryKey } from './get-promotions.ts';

/** `POST /api/admin/promotions` (admin): a 409 `code_taken` when another promotion has the code. */
export const createPromotion = (input: PromotionInput) => api.post<Promotion>('/admin/promotions', input);

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsQueryKey }),
  });
}
