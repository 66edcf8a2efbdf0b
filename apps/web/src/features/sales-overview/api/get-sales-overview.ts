/** The admin's sales overview, by the days of the shop's calendar (its SHOP_TIME_ZONE). */
import type { SalesOverview } from '@coreparts/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const salesOverviewQueryKey = ['sales-overview'] as const;

export const getSalesOverview = () => api.get<SalesOverview>('/admin/overview');

export const getSalesOverviewQueryOptions = () => queryOptions({ queryKey: salesOverviewQueryKey, queryFn: getSalesOverview });

export const useSalesOverview = () => useQuery(getSalesOverviewQueryOptions());
