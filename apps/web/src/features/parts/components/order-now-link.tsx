import { messages, type Part } from '@coreparts/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/** Order Now (product.md §2) to the part's purchase page; on a sold-out part a disabled "Sold out" in its place. */
export function OrderNowLink({ part, className }: { part: Part; className: string }) {
  if (part.quantity === 0) {
    return (
      <button type="button" className={`btn btn-disabled ${className}`} disabled>
        {messages.stockAlert.soldOut}
      </button>
    );
  }
  return (
    <Link to={paths.purchase(part._id)} className={`btn btn-primary ${className}`}>
      Order Now
    </Link>
  );
}
