/** Returns (issue 44): the customer's asks on an order, the shop's policy, and the admin's list and decisions. */
import type { ReceiveReturn, ReturnPolicy, ReturnReason, ReturnRequest, ReturnState, ReturnView } from '@coreparts/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const orderReturnsKey = (orderId: string) => ['order-returns', orderId];
const adminReturnsKey = ['admin', 'returns'];

export const useReturnPolicy = () => useQuery({ queryKey: ['return-policy'], queryFn: () => api.get<ReturnPolicy>('/returns/policy') });

export function useSaveReturnPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: ReturnPolicy) => api.put<ReturnPolicy>('/admin/settings/returns', policy),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['return-policy'] }),
  });
}

export const useOrderReturns = (orderId: string) => useQuery({ queryKey: orderReturnsKey(orderId), queryFn: () => api.get<ReturnView[]>(`/order/${orderId}/returns`) });

export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequest) => api.post<ReturnView>(`/order/${orderId}/returns`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderReturnsKey(orderId) }),
  });
}

export interface ReturnRate {
  partId: string;
  name: string;
  reason: ReturnReason;
  units: number;
  /** Units of the part sold in paid orders. */
  sold: number;
}

export const useReturnRates = () => useQuery({ queryKey: [...adminReturnsKey, 'rates'], queryFn: () => api.get<ReturnRate[]>('/admin/returns/rates') });

export const useAdminReturns = (state: ReturnState | '') =>
  useQuery({ queryKey: [...adminReturnsKey, state], queryFn: () => api.get<ReturnView[]>(`/admin/returns${state ? `?state=${state}` : ''}`) });

/** Approve, reject (with a reason) or receive (with each line's units and where the money goes) one return. */
export function useDecideReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: string; action: 'approve' | 'reject' | 'receive'; body?: { reason: string } | ReceiveReturn }) =>
      api.post<ReturnView>(`/admin/returns/${id}/${action}`, body ?? {}),
    // Not awaited: the card that asked leaves the list once it is read again, and its own
    // callbacks (the toast) must run before that.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminReturnsKey }),
  });
}
