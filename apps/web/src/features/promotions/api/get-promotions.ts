/** `GET /api/admin/promotions` (admin): every promotion, with how many orders each discounts now. */
import type { Promotion } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const getPromotions = () => api.get<Promotion[]>('/admin/promotions');

export const promotionsQueryKey = ['admin-promotions'] as const;

export const getPromotionsQueryOptions = () => queryOptions({ queryKey: promotionsQueryKey, queryFn: getPromotions });

export const usePromotions = () => useQuery(getPromotionsQueryOptions());
