import type { Review, ReviewInput } from '@coreparts/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reviewsQueryKey } from './get-reviews.ts';

/**
 * `POST /add-review` (signed in): the server signs it with the account's name and photo. An
 * account has one review: posting again replaces it (decision 023).
 */
export const addReview = (input: ReviewInput) => api.post<Review>('/add-review', input);

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
