/**
 * The cart behind every cart button and page: a visitor's kept in their browser, a signed-in
 * customer's on the server. The app layer says who is signed in (features know no other
 * feature); `useCart` (hooks/use-cart.ts) reads this and hides which cart is in use.
 *
 * When a session appears with a visitor's lines still in the browser, those lines join the
 * account's cart once and leave the browser.
 */
import { messages, type Cart, type CartLine } from '@coreparts/shared';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { createContext, use, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { getCartQueryOptions, useServerCart } from '@/features/cart/api/get-cart.ts';
import { useMergeCart } from '@/features/cart/api/merge-cart.ts';
import { useRemoveCartLine } from '@/features/cart/api/remove-cart-line.ts';
import { AddedToCart } from '@/features/cart/components/added-to-cart.tsx';
import { useSetCartLine } from '@/features/cart/api/set-cart-line.ts';
import { readVisitorLines, useVisitorLines, writeVisitorLines } from '@/features/cart/hooks/use-visitor-cart.ts';
import { refusalOf } from '@/features/cart/lib/refusal.ts';
import { quantityAfterAdding, withLine, withoutLine, type AddablePart, type VisitorLine } from '@/features/cart/lib/visitor-cart.ts';

/** What adding a part needs: the part as the catalog answers it. */
export interface CartPart extends AddablePart {
  _id: string;
  name: string;
  /** Dollars per piece, as shown when adding. */
  price: number;
}

export interface CartSource {
  /** The signed-in customer's id; null for a visitor, undefined while the session loads. */
  userId: string | null | undefined;
  visitorLines: VisitorLine[];
  serverCart: UseQueryResult<Cart>;
  /** The visitor's lines are joining the account's cart. */
  merging: boolean;
  /**
   * Adds `units` (the part's minimum the first time when not given) and says so in a toast, unless
   * `quiet` (a caller adding many parts says so once); false when refused, which is always said.
   */
  add: (part: CartPart, units?: number, options?: { quiet?: boolean }) => Promise<boolean>;
  /** Rejects with the server's refusal. */
  setQuantity: (line: CartLine, quantity: number) => Promise<void>;
  remove: (line: CartLine) => Promise<void>;
}

const CartContext = createContext<CartSource | null>(null);

export function useCartSource(): CartSource {
  const source = use(CartContext);
  if (!source) throw new Error('useCart needs a CartProvider above it');
  return source;
}

export function CartProvider({ userId, children }: { userId: string | null | undefined; children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const visitorLines = useVisitorLines();
  const merge = useMergeCart(userId ?? '');
  // Signed in with a visitor's lines still in the browser: they are joining the account's cart
  // (or will, this render), unless that failed and they wait for the next page load.
  const merging = Boolean(userId) && visitorLines.length > 0 && !merge.isError;
  useMergeOnSignIn(userId, visitorLines, merge);
  const serverCart = useServerCart(userId, { paused: merging });
  const { mutateAsync: setLine } = useSetCartLine(userId ?? '');
  const { mutateAsync: removeLine } = useRemoveCartLine(userId ?? '');

  const source = useMemo<CartSource>(() => {
    // While the session loads, adding goes to the browser; the merge takes it to the account after.
    const accountId = userId || null;
    return {
      userId,
      visitorLines,
      serverCart,
      merging,
      async add(part, units, { quiet = false } = {}) {
        // The account's cart as the server has it, when the badge has not read it yet.
        const lines = accountId ? (await queryClient.ensureQueryData(getCartQueryOptions(accountId))).lines : readVisitorLines();
        const inCart = lines.find((line) => line.partId === part._id)?.quantity ?? 0;
        const check = quantityAfterAdding(part, { inCart, lineCount: lines.length, units });
        if (!check.ok) {
          toast.error(check.message);
          return false;
        }
        try {
          if (accountId) await setLine({ partId: part._id, quantity: check.quantity });
          else writeVisitorLines(withLine(readVisitorLines(), { partId: part._id, quantity: check.quantity, addedPrice: part.price }));
        } catch (error) {
          toast.error(refusalOf(error));
          return false;
        }
        if (!quiet) toast.success(<AddedToCart text={messages.cart.added(part.name)} navigate={navigate} />);
        return true;
      },
      async setQuantity(line, quantity) {
        // A quantity set is a price seen: the line is flagged again only if it changes after.
        if (accountId) await setLine({ partId: line.partId, quantity });
        else writeVisitorLines(withLine(readVisitorLines(), { partId: line.partId, quantity, addedPrice: line.unitPrice }));
      },
      async remove(line) {
        try {
          if (accountId) await removeLine(line.partId);
          else writeVisitorLines(withoutLine(readVisitorLines(), line.partId));
          toast.success(messages.cart.removed);
        } catch (error) {
          toast.error(refusalOf(error));
        }
      },
    };
  }, [userId, visitorLines, serverCart, merging, queryClient, setLine, removeLine, navigate]);

  return <CartContext value={source}>{children}</CartContext>;
}

/**
 * Once per sign-in: the visitor's lines join the account's cart and leave the browser. A refusal
 * (a full cart) will not change by asking again: the lines are dropped with the server's reason;
 * when the server could not be reached they stay, for the next page load.
 */
function useMergeOnSignIn(userId: string | null | undefined, lines: VisitorLine[], merge: ReturnType<typeof useMergeCart>) {
  const mergedFor = useRef<string | null>(null);
  const { mutate, reset } = merge;
  useEffect(() => {
    if (!userId) {
      // Signed out: the next sign-in merges again.
      mergedFor.current = null;
      reset();
      return;
    }
    if (lines.length === 0 || mergedFor.current === userId) return;
    mergedFor.current = userId;
    mutate(lines, {
      onSuccess: () => writeVisitorLines([]),
      onError: (error) => {
        toast.error(refusalOf(error));
        if (error instanceof ApiClientError && error.status < 500) writeVisitorLines([]);
      },
    });
  }, [userId, lines, mutate, reset]);
}
