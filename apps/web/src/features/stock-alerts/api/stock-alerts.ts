/** Back-in-stock alerts (decision 054): the signed-in customer's list, arming one and removing one. */
import type { StockAlert } from '@coreparts/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const stockAlertsQueryKey = ['stock-alerts'] as const;

export const getStockAlerts = () => api.get<StockAlert[]>('/account/stock-alerts');

export const getStockAlertsQueryOptions = () => queryOptions({ queryKey: stockAlertsQueryKey, queryFn: getStockAlerts });

/** Only asked for while someone is signed in. */
export const useStockAlerts = ({ enabled }: { enabled: boolean }) => useQuery({ ...getStockAlertsQueryOptions(), enabled });

export const armStockAlert = (partId: string) => api.post<unknown>(`/parts/${encodeURIComponent(partId)}/stock-alert`, {});
export const removeStockAlert = (partId: string) => api.delete<unknown>(`/parts/${encodeURIComponent(partId)}/stock-alert`);

function useAlertChange(mutationFn: (partId: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: stockAlertsQueryKey }) });
}

export const useArmStockAlert = () => useAlertChange(armStockAlert);
export const useRemoveStockAlert = () => useAlertChange(removeStockAlert);
