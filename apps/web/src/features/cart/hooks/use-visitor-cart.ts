/**
 * A visitor's cart, kept in the browser (localStorage) until they sign in, when it joins their
 * account's (cart-provider.tsx). Every tab sees the same lines. Rendered on the server as empty
 * and read once the page has hydrated, as the comparison list is.
 */
import { localStore, useLocalStore } from '@/lib/local-store.ts';
import { parseVisitorLines, type VisitorLine } from '@/features/cart/lib/visitor-cart.ts';

const visitorCart = localStore<VisitorLine[]>({
  key: 'cart',
  empty: [],
  parse: parseVisitorLines,
  // An emptied cart leaves nothing behind in the browser.
  format: (lines) => (lines.length === 0 ? null : JSON.stringify(lines)),
});

export const readVisitorLines = visitorCart.read;
export const writeVisitorLines = visitorCart.write;
export const useVisitorLines = () => useLocalStore(visitorCart);
