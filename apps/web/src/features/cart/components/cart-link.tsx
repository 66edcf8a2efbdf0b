import { NavLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useCartCount } from '@/features/cart/hooks/use-cart.ts';
import { CartIcon } from './cart-icon.tsx';

/** "Cart, 3 items": the link's name says the count the badge shows. */
export const cartLinkName = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

interface CartLinkProps {
  /** Beside the icon, as the drawer's menu shows it; the navigation bar shows the icon alone. */
  withText?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  onClick?: () => void;
}

/** The link to /cart, with the number of units in the cart as a badge once there are any. */
export function CartLink({ withText = false, className, onClick }: CartLinkProps) {
  const count = useCartCount();
  return (
    <NavLink to={paths.cart} aria-label={cartLinkName(count)} className={className} onClick={onClick}>
      <span className="relative inline-flex">
        <CartIcon size={22} />
        {count > 0 && !withText && (
          <span className="badge badge-secondary badge-xs absolute -top-2 -right-2.5 h-4 min-w-4 px-1 text-[0.65rem] font-bold tabular-nums" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      {withText && (
        <>
          Cart
          {count > 0 && (
            <span className="badge badge-secondary badge-sm font-bold tabular-nums" aria-hidden="true">
              {count}
            </span>
          )}
        </>
      )}
    </NavLink>
  );
}
