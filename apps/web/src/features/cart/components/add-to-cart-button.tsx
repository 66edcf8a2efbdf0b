import { useState } from 'react';
import { useAddToCart } from '@/features/cart/hooks/use-cart.ts';
import { canAdd } from '@/features/cart/lib/visitor-cart.ts';
import type { CartPart } from './cart-provider.tsx';
import { CartIcon } from './cart-icon.tsx';

interface AddToCartButtonProps {
  part: CartPart;
  /** Units to add; by default the part's minimum the first time, one more after. */
  units?: number;
  className?: string;
}

/**
 * Puts the part in the cart and says so in a toast, or says why not (beyond the stock, below
 * the minimum, a full cart). Disabled while less than the part's minimum is in stock.
 */
export function AddToCartButton({ part, units, className = '' }: AddToCartButtonProps) {
  const add = useAddToCart();
  const [adding, setAdding] = useState(false);
  const onClick = async () => {
    setAdding(true);
    await add(part, units);
    setAdding(false);
  };
  return (
    <button
      type="button"
      className={`btn btn-outline btn-primary ${className}`}
      disabled={!canAdd(part) || adding}
      aria-busy={adding}
      aria-label={`Add to Cart: ${part.name}`}
      onClick={() => void onClick()}
    >
      {adding ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <CartIcon size={18} />}
      Add to Cart
    </button>
  );
}
