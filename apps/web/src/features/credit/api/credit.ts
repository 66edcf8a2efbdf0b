/** Gift cards and store credit (issue 43): the customer's credit, and the admin's issuing and grants. */
import type { GrantStoreCredit, IssueGiftCard, IssuedGiftCard, StoreCredit } from '@coreparts/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface GiftCardRow {
  _id: string;
  last4: string;
  amount: number;
  balance: number;
  recipientEmail: string | null;
  createdAt: string;
}

const giftCardsKey = ['admin', 'gift-cards'];

export const useStoreCredit = () => useQuery({ queryKey: ['store-credit'], queryFn: () => api.get<StoreCredit>('/account/store-credit') });

export const useGiftCards = () => useQuery({ queryKey: giftCardsKey, queryFn: () => api.get<GiftCardRow[]>('/admin/gift-cards') });

export function useIssueGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueGiftCard) => api.post<IssuedGiftCard>('/admin/gift-cards', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardsKey }),
  });
}

export const useGrantStoreCredit = () => useMutation({ mutationFn: (body: GrantStoreCredit) => api.post<StoreCredit>('/admin/store-credit', body) });
