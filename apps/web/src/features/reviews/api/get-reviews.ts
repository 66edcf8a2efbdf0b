import type { Review } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every reviews query starts with this key, so a new review refreshes them all. */
export const reviewsQueryKey = ['reviews'] as const;

/** `GET /all-reviews?limit=N`: only the newest N reviews, newest first. */
export const getReviews = (limit: number) => api.get<Review[]>(`/all-reviews?limit=${limit}`);

export const getReviewsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: [...reviewsQueryKey, { limit }], queryFn: () => getReviews(limit) });

export const useReviews = (limit: number) => useQuery(getReviewsQueryOptions(limit));
