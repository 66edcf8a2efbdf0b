import type { MyPartReview, PartReviewsPage } from '@coreparts/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every query about one part's reviews starts with this key, so writing one refreshes them all. */
export const partReviewsQueryKey = (partId: string) => ['part-reviews', partId] as const;

/** `GET /api/parts/:id/reviews`: a page of its shown reviews, newest first, with the part's rating. */
export const getPartReviews = (partId: string, cursor: string | null) =>
  api.get<PartReviewsPage>(`/parts/${encodeURIComponent(partId)}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

export const getPartReviewsQueryOptions = (partId: string) =>
  infiniteQueryOptions({
    queryKey: [...partReviewsQueryKey(partId), 'list'],
    queryFn: ({ pageParam }) => getPartReviews(partId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const usePartReviews = (partId: string) => useInfiniteQuery(getPartReviewsQueryOptions(partId));

/** `GET /api/parts/:id/reviews/mine` (signed in): whether the customer may review the part, and their review. */
export const getMyPartReview = (partId: string) => api.get<MyPartReview>(`/parts/${encodeURIComponent(partId)}/reviews/mine`);

export const useMyPartReview = (partId: string, signedIn: boolean) =>
  useQuery(queryOptions({ queryKey: [...partReviewsQueryKey(partId), 'mine'], queryFn: () => getMyPartReview(partId), enabled: signedIn }));
