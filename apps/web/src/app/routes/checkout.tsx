import { formatPrice, messages } from '@coreparts/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { CheckoutForm } from '@/features/cart/components/checkout-form.tsx';
import { ordersQueryKey } from '@/features/orders/api/get-my-orders.ts';
import { orderQueryKey, useOrder } from '@/features/orders/api/get-order.ts';
import { OrderNotFound } from '@/features/orders/components/order-not-found.tsx';
import { getPartsQueryOptions } from '@/features/parts/api/get-parts.ts';

/**
 * /checkout (signed in): the cart becomes one order, then it is paid on /payment/:id. Going Back
 * from that payment page comes here again: the page shows the order it placed, with its Pay link
 * while unpaid, not an empty cart (issue 41). The placed order's id rides on this page's history entry.
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const placed = (location.state as { placed?: string } | null)?.placed;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle>Checkout</PageTitle>
      <h1 className="mb-8 text-3xl font-bold">Checkout</h1>
      {placed ? (
        <PlacedOrder id={placed} />
      ) : (
        <CheckoutForm
          onPlaced={(order) => {
            queryClient.setQueryData(orderQueryKey(order._id), order);
            // The new order is in My Order, and its parts' stock went down.
            void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
            void queryClient.invalidateQueries({ queryKey: getPartsQueryOptions().queryKey });
            // Back from the payment page lands on this entry, which then shows the order.
            void navigate(paths.checkout, { replace: true, state: { placed: order._id } });
            void navigate(paths.payment(order._id));
          }}
        />
      )}
    </section>
  );
}

/** The order this checkout placed: waiting for payment (with Pay), or paid (with My Order). */
function PlacedOrder({ id }: { id: string }) {
  const order = useOrder(id);
  if (order.isPending) return <Spinner />;
  if (order.isError) return <OrderNotFound />;
  const unpaid = order.data.payment === 'unpaid' || order.data.payment === 'expired';
  return (
    <div className="flex flex-col items-center gap-4 rounded-box border border-base-300 bg-base-100 px-6 py-12 text-center" data-testid="placed-order">
      <p className="text-lg font-semibold">{unpaid ? messages.checkout.placedUnpaid(order.data.name, formatPrice(order.data.total)) : messages.checkout.placedPaid(order.data.name)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {unpaid && (
          <Link to={paths.payment(id)} className="btn btn-primary">
            Pay
          </Link>
        )}
        <Link to={paths.myOrder} className="btn btn-outline">
          Go to My Order
        </Link>
      </div>
    </div>
  );
}
