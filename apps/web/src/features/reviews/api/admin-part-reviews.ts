import type { AdminPartReviewsPage } from '@coreparts/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export type AdminPartReviewsFilter = 'all' | 'hidden';

const adminPartReviewsQueryKey = ['admin-part-reviews'] as const;

/** `GET /api/admin/part-reviews` (admin): every review of a part, or only the hidden ones, newest first. */
export const getAdminPartReviews = (state: AdminPartReviewsFilter, cursor: string | null) =>
  api.get<AdminPartReviewsPage>(`/admin/part-reviews?state=${state}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);

export const useAdminPartReviews = (state: AdminPartReviewsFilter) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...adminPartReviewsQueryKey, state],
      queryFn: ({ pageParam }) => getAdminPartReviews(state, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );

/** `PATCH /api/admin/part-reviews/:id` (admin): hides a review from the shop, or shows it again. */
export const setPartReviewHidden = ({ id, hidden }: { id: string; hidden: boolean }) => api.patch<void>(`/admin/part-reviews/${encodeURIComponent(id)}`, { hidden });

export function useSetPartReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPartReviewHidden,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPartReviewsQueryKey }),
  });
}
