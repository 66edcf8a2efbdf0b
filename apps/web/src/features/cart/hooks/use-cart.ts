/**
 * The cart, whichever is in use: a visitor's, priced by the server's preview, or the signed-in
 * customer's server cart. The same lines, flags, count and subtotal either way, and the same
 * actions.
 */
import type { Cart, CartLine } from '@coreparts/shared';
import { useCartPreview } from '@/features/cart/api/preview-cart.ts';
import { useCartSource, type CartSource } from '@/features/cart/components/cart-provider.tsx';
import { unitsOf } from '@/features/cart/lib/visitor-cart.ts';

const emptyCart: Cart = { lines: [], subtotal: 0, count: 0 };

export interface CartView extends Pick<CartSource, 'add' | 'setQuantity' | 'remove'> {
  lines: CartLine[];
  /** Units over all lines. */
  count: number;
  /** Dollars, at today's prices. */
  subtotal: number;
  /** True for a signed-in customer, false for a visitor, undefined while the session loads. */
  signedIn: boolean | undefined;
  /** Nothing to show yet: the session, the cart or the merge of a visitor's cart is on its way. */
  isPending: boolean;
  error: Error | null;
  /** Asks the server for today's prices and stock again. */
  refetch: () => unknown;
}

/** The priced cart, for the pages that list it: a visitor's lines are sent for pricing. */
export function useCart(): CartView {
  const source = useCartSource();
  const { userId, visitorLines, serverCart } = source;
  const visitor = userId === null;
  const preview = useCartPreview(visitorLines, { enabled: visitor && visitorLines.length > 0 });
  const query = visitor ? preview : serverCart;
  const cart = visitor && visitorLines.length === 0 ? emptyCart : query.data;
  return {
    ...(cart ?? emptyCart),
    signedIn: userId === undefined ? undefined : !visitor,
    isPending: userId === undefined || source.merging || (!cart && !query.isError),
    error: cart ? null : query.error,
    refetch: query.refetch,
    add: source.add,
    setQuantity: source.setQuantity,
    remove: source.remove,
  };
}

/** Units in the cart, without pricing it: the navigation bar's count. */
export function useCartCount(): number {
  const { userId, visitorLines, serverCart } = useCartSource();
  return userId ? (serverCart.data?.count ?? 0) : unitsOf(visitorLines);
}

/** The add action alone, for the buttons on every card. */
export const useAddToCart = () => useCartSource().add;
