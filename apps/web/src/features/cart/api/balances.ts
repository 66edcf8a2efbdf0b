/** The customer's store credit and a gift card's balance, for the checkout (issue 43). */
import type { GiftCardBalance, StoreCredit } from '@coreparts/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const useStoreCreditBalance = () => useQuery({ queryKey: ['store-credit'], queryFn: () => api.get<StoreCredit>('/account/store-credit') });

/** Each code typed is asked once: every try counts against the account's limit. */
export const lookUpGiftCard = (code: string) => api.get<GiftCardBalance>(`/gift-cards/${encodeURIComponent(code)}`);
