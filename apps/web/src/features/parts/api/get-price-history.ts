/** `GET /part/:id/price-history`: every price the part has had, oldest first (issue 42, decision 092). */
import type { PricePoint } from '@coreparts/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const priceHistoryQueryKey = (id: string) => ['part', id, 'price-history'] as const;

export const usePriceHistory = (id: string) =>
  useQuery({ queryKey: priceHistoryQueryKey(id), queryFn: () => api.get<PricePoint[]>(`/part/${encodeURIComponent(id)}/price-history`) });
