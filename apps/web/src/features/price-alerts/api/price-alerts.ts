/** Price-drop alerts (decision 094): the signed-in customer's list, setting and removing an alert on a part or a watch on a build. */
import type { PriceAlertEntry } from '@coreparts/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const priceAlertsQueryKey = ['price-alerts'] as const;

/** Only asked for while someone is signed in. */
export const usePriceAlerts = ({ enabled }: { enabled: boolean }) =>
  useQuery({ queryKey: priceAlertsQueryKey, queryFn: () => api.get<PriceAlertEntry[]>('/account/price-alerts'), enabled });

function useAlertChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: priceAlertsQueryKey }) });
}

export const useSetPriceAlert = () =>
  useAlertChange(({ partId, targetPrice }: { partId: string; targetPrice: number | null }) =>
    api.post<unknown>(`/parts/${encodeURIComponent(partId)}/price-alert`, targetPrice === null ? {} : { targetPrice }),
  );
export const useRemovePriceAlert = () => useAlertChange((partId: string) => api.delete<unknown>(`/parts/${encodeURIComponent(partId)}/price-alert`));
export const useWatchBuild = () =>
  useAlertChange(({ buildId, dropBy }: { buildId: string; dropBy: number }) => api.post<unknown>(`/builds/${encodeURIComponent(buildId)}/price-watch`, { dropBy }));
export const useUnwatchBuild = () => useAlertChange((buildId: string) => api.delete<unknown>(`/builds/${encodeURIComponent(buildId)}/price-watch`));
