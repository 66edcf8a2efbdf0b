import type { Review } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getReviews = () => api.get<Review[]>('/all-reviews');

export const getReviewsQueryOptions = () =>
  queryOptions({ queryKey: ['reviews'], queryFn: getReviews });

export const useReviews = () => useQuery(getReviewsQueryOptions());
