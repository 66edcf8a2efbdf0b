/**
 * The address book (issue 41, `/api/addresses`, signed in): the customer's saved addresses, the
 * last one shipped to first; adding, editing, removing one and choosing the default. A change
 * also refreshes the checkout's options, which offer the same book.
 */
import type { SavedAddress, SavedAddressBody } from '@coreparts/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { checkoutOptionsQueryKey } from './get-checkout-options.ts';

export const addressesQueryKey = ['addresses'] as const;

export const getAddresses = () => api.get<SavedAddress[]>('/addresses');

export const useAddresses = () => useQuery(queryOptions({ queryKey: addressesQueryKey, queryFn: getAddresses }));

const path = (id: string) => `/addresses/${encodeURIComponent(id)}`;

function useBookChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: addressesQueryKey }), queryClient.invalidateQueries({ queryKey: checkoutOptionsQueryKey })]),
  });
}

export const useAddAddress = () => useBookChange((body: SavedAddressBody) => api.post<SavedAddress>('/addresses', body));
export const useUpdateAddress = () => useBookChange(({ id, body }: { id: string; body: SavedAddressBody }) => api.put<SavedAddress>(path(id), body));
export const useRemoveAddress = () => useBookChange((id: string) => api.delete<unknown>(path(id)));
export const useSetDefaultAddress = () => useBookChange((id: string) => api.put<SavedAddress>(`${path(id)}/default`, {}));
