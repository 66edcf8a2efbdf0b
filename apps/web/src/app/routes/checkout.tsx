import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { CheckoutForm } from '@/features/cart/components/checkout-form.tsx';
import { ordersQueryKey } from '@/features/orders/api/get-my-orders.ts';
import { orderQueryKey } from '@/features/orders/api/get-order.ts';
import { getPartsQueryOptions } from '@/features/parts/api/get-parts.ts';

/** /checkout (signed in): the cart becomes one order, then it is paid on /payment/:id. */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle>Checkout</PageTitle>
      <h1 className="mb-8 text-3xl font-bold">Checkout</h1>
      <CheckoutForm
        onPlaced={(order) => {
          queryClient.setQueryData(orderQueryKey(order._id), order);
          // The new order is in My Order, and its parts' stock went down.
          void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
          void queryClient.invalidateQueries({ queryKey: getPartsQueryOptions().queryKey });
          navigate(paths.payment(order._id));
        }}
      />
    </section>
  );
}
