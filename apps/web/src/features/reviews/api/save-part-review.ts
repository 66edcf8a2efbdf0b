import type { PartReview, PartReviewInput } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { partReviewsQueryKey } from './get-part-reviews.ts';

/** `PUT /api/parts/:id/reviews/mine`: writes the buyer's review of the part, or replaces it (decision 052). */
export const savePartReview = (partId: string, input: PartReviewInput) => api.put<PartReview>(`/parts/${encodeURIComponent(partId)}/reviews/mine`, input);

/** `DELETE /api/parts/:id/reviews/mine`. */
export const deletePartReview = (partId: string) => api.delete<void>(`/parts/${encodeURIComponent(partId)}/reviews/mine`);

/** Writing or deleting a review refreshes the part's reviews, then tells the page (its rating changed too). */
export function useChangePartReview(partId: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: partReviewsQueryKey(partId) });
    onChanged();
  };
  return {
    save: useMutation({ mutationFn: (input: PartReviewInput) => savePartReview(partId, input), onSuccess: changed }),
    remove: useMutation({ mutationFn: () => deletePartReview(partId), onSuccess: changed }),
  };
}
