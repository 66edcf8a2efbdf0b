import { messages } from '@coreparts/shared';
import { paths } from '@/config/paths.ts';

/**
 * A toast's words after parts go into the cart, with a View cart link. Toasts render outside the
 * router, so the link navigates through the `navigate` of the page that added them; without
 * scripts it is a plain link.
 */
export function AddedToCart({ text, navigate }: { text: string; navigate: (to: string) => void }) {
  return (
    <span>
      {text}{' '}
      <a
        href={paths.cart}
        className="link font-medium whitespace-nowrap"
        onClick={(event) => {
          event.preventDefault();
          navigate(paths.cart);
        }}
      >
        {messages.cart.viewCart}
      </a>
    </span>
  );
}
