import { countryByCode, formatHoldTime, formatPrice, messages, orderTaxLabel, withCount, type Order, type PaymentStatus, type PublicConfig, type ShippingAddress } from '@coreparts/shared';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { paths } from '@/config/paths.ts';
import { usePaymentIntent } from '@/features/payments/api/create-payment-intent.ts';
import { billingDetailsOf, usePayOrder } from '@/features/payments/api/pay-order.ts';
import { PayButton, type CardFormProps } from './card-form.tsx';
import { TestCardForm } from './test-card-form.tsx';

// Stripe.js is fetched only by stores that take real cards.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

interface OrderCheckoutProps {
  order: Order;
  payments: PublicConfig['payments'];
  /** After the order moved to pending and the payment was recorded. */
  onPaid?: (transactionId: string) => unknown;
  /** After an expired order took its parts again for a new hold: the order is to be read again. */
  onHoldRenewed?: () => unknown;
  /**
   * Where and how to ship an order placed without an address (Order Now), from the page: shown
   * instead of the card form until the order has an address, as it cannot be paid before.
   */
  shippingStep?: ReactNode;
}

const payable = (order: Order) => order.payment === 'unpaid' || order.payment === 'expired';

/** The payment screen of an order (product.md §2): its summary beside the shipping step or the card form. */
export function OrderCheckout({ order, payments, onPaid, onHoldRenewed, shippingStep }: OrderCheckoutProps) {
  const needsShipping = !order.shippingAddress && payable(order) && shippingStep !== undefined;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <OrderSummary order={order} />
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          {needsShipping ? (
            <>
              <HoldNotice order={order} />
              {shippingStep}
            </>
          ) : (
            <CardPayment order={order} payments={payments} onPaid={onPaid} onHoldRenewed={onHoldRenewed} />
          )}
        </div>
      </div>
    </div>
  );
}

function CardPayment({ order, payments, onPaid, onHoldRenewed }: Omit<OrderCheckoutProps, 'shippingStep'>) {
  const pay = usePayOrder(order, { onPaid });
  // For an expired order, the server takes its parts again when it makes the intent (decision 022).
  // `price` is the spec's, the parts' total, which the server checks; the card is charged `total`.
  const intent = usePaymentIntent(order._id, order.price, { enabled: payable(order) && !pay.isSuccess });
  const renewed = order.payment === 'expired' && intent.isSuccess;
  useEffect(() => {
    if (renewed) void onHoldRenewed?.();
  }, [renewed, onHoldRenewed]);
  // Held again at today's price (decision 036): the customer is told the new total, and the order
  // read again asks for an intent of that total.
  const repriced = intent.error instanceof ApiClientError && intent.error.code === 'order_repriced' ? intent.error.message : null;
  useEffect(() => {
    if (!repriced) return;
    toast.info(repriced, { autoClose: false });
    void onHoldRenewed?.();
  }, [repriced, onHoldRenewed]);

  // The success stays on screen though the refreshed order is now pending.
  if (pay.isSuccess) return <PaymentComplete transactionId={pay.data} />;
  if (order.payment === 'pending' || order.payment === 'paid') return <NothingToPay status={order.payment} />;

  const form: CardFormProps = {
    clientSecret: intent.data?.clientSecret,
    billingDetails: billingDetailsOf(order),
    paying: pay.isPending,
    amount: formatPrice(order.total),
    onPay: (confirmCard) => pay.mutate(confirmCard, { onError: (error) => toast.error(error.message) }),
  };
  return (
    <>
      <h2 className="card-title">Pay by card</h2>
      <HoldNotice order={order} />
      {intent.isError && (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          {intent.error.message}
        </div>
      )}
      {payments.mode === 'test' && <TestCardForm {...form} />}
      {payments.mode === 'stripe' &&
        (payments.publishableKey ? (
          <Suspense fallback={<PayButton ready={false} paying={false} amount={form.amount} />}>
            <StripeCardForm publishableKey={payments.publishableKey} {...form} />
          </Suspense>
        ) : (
          <div role="alert" className="alert alert-error alert-soft text-sm">
            Card payments are not available right now. Please try again later.
          </div>
        ))}
      {/* Spec §8: card errors are a toast and red text under the form. */}
      {pay.error && (
        <p role="alert" className="text-sm text-error" data-testid="card-error">
          {pay.error.message}
        </p>
      )}
    </>
  );
}

/** Until when the order's parts are held, from the server's answer (decision 022). */
function HoldNotice({ order }: { order: Order }) {
  if (order.payment === 'expired') {
    return (
      <p role="status" className="alert alert-warning alert-soft text-sm text-base-content" data-testid="hold-notice">
        {messages.hold.expiredNotice}
      </p>
    );
  }
  if (!order.expiresAt) return null;
  return (
    <p className="text-sm opacity-80" data-testid="hold-notice">
      {messages.hold.holdNotice(formatHoldTime(order.expiresAt))}
    </p>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const several = order.lines.length > 1;
  const rows: [string, ReactNode][] = [
    ['Order', <span key="number" className="font-mono" data-testid="order-number">{order.number}</span>],
    several ? ['Items', <OrderLines key="lines" order={order} />] : ['Part', order.name],
    ['Quantity', withCount(order.quantity, 'piece')],
    ['Name', order.displayName],
    ['Email', order.email],
  ];
  if (order.shippingAddress) rows.push(['Ship to', <AddressLines key="address" address={order.shippingAddress} />]);
  if (order.shippingMethod) rows.push(['Shipping method', order.shippingMethod]);
  // Shipping and tax are known once the order has an address; until then the parts are all of it.
  // [label, test id, value]; the tax by the name and rate the order was charged (issue 41).
  const discounts = order.discounts.filter((d) => d.amount > 0).map((d, i): [string, string, string] => [d.name, `discount-${i}`, `−${formatPrice(d.amount)}`]);
  const figures: [string, string, string][] = order.shippingAddress
    ? [
        ['Parts', 'parts', formatPrice(order.price)],
        ...discounts,
        ['Shipping', 'shipping', order.shipping === 0 ? 'Free' : formatPrice(order.shipping)],
        [orderTaxLabel(order), 'tax', formatPrice(order.tax)],
      ]
    : [['Parts', 'parts', formatPrice(order.price)], ...discounts];
  // What gift cards and store credit paid before the card (issue 43).
  if (order.giftCard > 0) figures.push(['Gift cards', 'gift-cards', `−${formatPrice(order.giftCard)}`]);
  if (order.storeCredit > 0) figures.push(['Store credit', 'store-credit', `−${formatPrice(order.storeCredit)}`]);
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm" aria-label="Order summary">
      <div className="card-body gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 className="card-title">Order summary</h2>
          <span className="badge badge-ghost capitalize">{order.payment}</span>
        </div>
        <dl className="divide-y divide-base-300 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2.5">
              <dt className="shrink-0 opacity-70">{label}</dt>
              <dd className="min-w-0 text-right font-medium wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
        <dl className="text-sm">
          {figures.map(([label, testId, value]) => (
            <div key={testId} className="flex justify-between gap-4 py-1">
              <dt className="opacity-70">{label}</dt>
              <dd className="font-medium tabular-nums" data-testid={`order-${testId}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex items-baseline justify-between rounded-box bg-base-200 px-4 py-3">
          <span className="font-medium">{order.giftCard + order.storeCredit > 0 ? 'Total by card' : 'Total'}</span>
          <span className="text-2xl font-bold" data-testid="order-total">
            {formatPrice(order.total)}
          </span>
        </div>
      </div>
    </article>
  );
}

/** Every line of a several-part order: "2 × Name  $40.00". */
function OrderLines({ order }: { order: Order }) {
  return (
    <ul className="grid gap-1" aria-label="Parts of this order">
      {order.lines.map((line) => (
        <li key={line.id} className="flex justify-end gap-3">
          <span className="min-w-0">
            <span className="tabular-nums">{line.quantity} ×</span> {line.name}
          </span>
          <span className="shrink-0 font-normal tabular-nums opacity-70">{formatPrice(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The address as a label reads: one part per line. */
function AddressLines({ address }: { address: ShippingAddress }) {
  const lines = [
    address.name,
    address.line1,
    address.line2,
    [address.city, address.region, address.postalCode].filter(Boolean).join(' '),
    countryByCode(address.country)?.name ?? address.country,
  ].filter(Boolean);
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

function PaymentComplete({ transactionId }: { transactionId: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
      <CheckIcon />
      <h2 className="text-xl font-bold">{messages.success.paymentCompleted}</h2>
      {/* Spec §8: the transaction id in green. */}
      <p className="text-success">
        Your Transaction Id: <span className="font-mono font-semibold break-all">{transactionId}</span>
      </p>
      <Link to={paths.myOrder} className="btn btn-primary mt-2">
        Go to My Order
      </Link>
    </div>
  );
}

const statusNotes: Record<Exclude<PaymentStatus, 'unpaid' | 'expired'>, string> = {
  pending: 'Your payment is received. The order is pending until our team confirms it.',
  paid: 'This order is paid.',
};

function NothingToPay({ status }: { status: Exclude<PaymentStatus, 'unpaid' | 'expired'> }) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <h2 className="text-xl font-bold">Nothing to pay</h2>
      <p>
        Status: <span className={`badge ${status === 'paid' ? 'badge-success' : 'badge-warning'}`}>{status}</span>
      </p>
      <p className="opacity-70">{statusNotes[status]}</p>
      <Link to={paths.myOrder} className="btn btn-primary btn-outline mt-2">
        Go to My Order
      </Link>
    </div>
  );
}

function CheckIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="text-success" aria-hidden="true">
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12.5 2.5 2.5L16 9.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
