import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router';
import type { ShippingAddressInput } from '@coreparts/shared';
import { Spinner } from '@/components/ui/spinner.tsx';
import { OrderShippingStep } from '@/features/cart/components/order-shipping-step.tsx';
import { useConfig } from '@/features/config/api/get-config.ts';
import { ordersQueryKey } from '@/features/orders/api/get-my-orders.ts';
import { orderQueryKey, useOrder } from '@/features/orders/api/get-order.ts';
import { OrderNotFound } from '@/features/orders/components/order-not-found.tsx';
import { OrderCheckout } from '@/features/payments/components/order-checkout.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';

/**
 * /payment/{id} (a newly placed order) and /orderpayment/{id} (an order from My Order): both
 * read the order, and so its price, from the server, which also makes a reload work. An order
 * placed with Order Now has no address yet: the shipping step comes before the card.
 */
export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const order = useOrder(id);
  // The address typed on the purchase page, carried here (issue 41): the shipping step starts from it.
  const shipTo = (useLocation().state as { shipTo?: ShippingAddressInput | null } | null)?.shipTo ?? null;
  const config = useConfig();
  // Stable, so the checkout asks for it once when a renewed hold needs the order read again.
  const refreshOrders = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
        queryClient.invalidateQueries({ queryKey: orderQueryKey(id) }),
      ]),
    [queryClient, id],
  );

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <PageTitle>Payment</PageTitle>
      <header className="mb-8">
        <h1 className="text-3xl font-bold">Payment</h1>
        {order.data && (
          <p className="mt-1 opacity-70">
            {order.data.lines.length > 1 ? `${order.data.lines.length} parts, ${order.data.quantity} pieces` : `${order.data.quantity} × ${order.data.name}`}
          </p>
        )}
      </header>
      {(order.isPending || config.isPending) && !order.isError && <Spinner />}
      {order.isError && <OrderNotFound />}
      {config.isError && (
        <div role="alert" className="alert alert-error alert-soft">
          Payments could not be loaded. Please try again in a moment.
        </div>
      )}
      {order.data && config.data && (
        <OrderCheckout
          order={order.data}
          payments={config.data.payments}
          onPaid={refreshOrders}
          onHoldRenewed={refreshOrders}
          shippingStep={
            <OrderShippingStep
              order={order.data}
              start={shipTo}
              onSaved={(saved) => {
                queryClient.setQueryData(orderQueryKey(id), saved);
                return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
              }}
            />
          }
        />
      )}
    </section>
  );
}
