import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/** An order that could not be read (none by that id, or not the shopper's), with the way to their orders. */
export function OrderNotFound() {
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap">
      <span>This order could not be found.</span>
      <Link to={paths.myOrder} className="btn btn-sm">
        Go to My Order
      </Link>
    </div>
  );
}
