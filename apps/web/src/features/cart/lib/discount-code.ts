/**
 * The discount code the shopper typed in the cart (issue 43), kept in the browser so the checkout
 * and another tab send the same one; the server says whether it applies and why not.
 */
import { localStore, useLocalStore } from '@/lib/local-store.ts';

export const discountCodeStore = localStore<string>({
  key: 'coreparts.discount-code',
  empty: '',
  parse: (raw) => raw.trim().toUpperCase().slice(0, 64),
  format: (code) => (code ? code : null),
});

export const useDiscountCode = (): [string, (code: string) => void] => [useLocalStore(discountCodeStore), discountCodeStore.write];
