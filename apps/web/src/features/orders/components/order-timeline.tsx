import { withCount, countryByCode, trackingUrl, formatPrice, orderTaxLabel, type OrderEvent, type OrderTimeline as Timeline, type PaymentStatus, paymentStatusLabels, type ShippingAddress } from '@coreparts/shared';
import type { ReactNode } from 'react';
import { OrderNumber, OrderStateLine } from './order-status.tsx';

/** Times in the shopper's own zone (the browser's), e.g. `Nov 24, 2026, 9:05 AM`. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatEventTime = (iso: string) => dateTime.format(new Date(iso));

/** Dollars, when the entry has an amount (entries written before refunds have none). */
const amountOf = (event: OrderEvent) => (typeof event.amount === 'number' ? event.amount : null);

const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

/** What happened, in a few words. */
export function eventLabel(event: OrderEvent): string {
  const amount = amountOf(event);
  switch (event.kind) {
    case 'placed':
      return 'Placed';
    case 'payment_started':
      return 'Payment started';
    case 'paid_by_card':
      return 'Paid by card';
    case 'paid_by_balance':
      return 'Paid by gift card or store credit';
    case 'return_requested':
      return 'Return requested';
    case 'return_approved':
      return 'Return approved';
    case 'return_rejected':
      return 'Return rejected';
    case 'replacement_placed':
      return 'Replacement placed';
    case 'return_received':
      return event.stockReturned ? `Return received (${units(event.stockReturned)} back in stock)` : 'Return received';
    case 'marked_paid':
      // By whom is on the line beneath: the admin's e-mail, for admins.
      return 'Marked paid';
    case 'hold_renewed':
      return 'Hold renewed';
    case 'expired':
      return event.stockReturned ? `Expired (${units(event.stockReturned)} back in stock)` : 'Expired';
    case 'deleted':
      return event.stockReturned ? `Deleted (${units(event.stockReturned)} back in stock)` : 'Deleted';
    case 'shipping_set':
      return 'Shipping address set';
    case 'shipped':
      return 'Shipped';
    case 'delivered':
      return 'Delivered';
    case 'canceled':
      return event.stockReturned ? `Canceled (${units(event.stockReturned)} back in stock)` : 'Canceled';
    case 'refund_started':
      return amount === null ? 'Refund started' : `Refund of ${formatPrice(amount)} started`;
    case 'refunded':
      return amount === null ? 'Refunded' : `Refunded ${formatPrice(amount)}`;
    case 'refund_failed':
      return amount === null ? 'Refund failed' : `Refund of ${formatPrice(amount)} failed`;
  }
}

const amountInLabel = new Set<OrderEvent['kind']>(['refund_started', 'refunded', 'refund_failed']);

/**
 * What the entry says beneath its label: its `detail` (the shipping method chosen, the carrier and
 * tracking number, a refund's reason), and its amount where the label does not already say it
 * (the order's new total when its shipping was set).
 */
export function eventDetails(event: OrderEvent): string[] {
  const details: string[] = [];
  const amount = amountOf(event);
  const shippingSet = event.kind === 'shipping_set';
  if (event.detail) {
    if (shippingSet) details.push(`Shipping: ${event.detail}`);
    else if (event.kind.startsWith('refund')) details.push(`Reason: ${event.detail}`);
    else details.push(event.detail);
  }
  if (amount !== null && !amountInLabel.has(event.kind)) details.push(`${shippingSet ? 'Total' : 'Amount'}: ${formatPrice(amount)}`);
  return details;
}

/**
 * Who did it: "You" for the customer's own steps (an admin reading someone else's order sees
 * their e-mail), an admin's e-mail (which only admins are sent; customers see "CoreParts"), and
 * "CoreParts" for the shop itself.
 */
export function eventActor(event: OrderEvent, viewerEmail: string | undefined): string {
  const { role, email } = event.actor;
  if (role === 'system') return 'CoreParts';
  if (role === 'admin') return email ?? 'CoreParts';
  const someoneElse = email && email.toLowerCase() !== viewerEmail?.toLowerCase();
  return someoneElse ? email : 'You';
}

const stateBadgeClasses: Record<PaymentStatus, string> = {
  unpaid: 'badge-ghost',
  pending: 'badge-warning',
  paid: 'badge-success',
  expired: 'badge-ghost opacity-70',
};

export function OrderStateBadge({ state }: { state: PaymentStatus }) {
  return (
    <span className={`badge badge-sm whitespace-nowrap sm:badge-md ${stateBadgeClasses[state]}`} data-testid="order-state">
      {paymentStatusLabels[state]}
    </span>
  );
}

/**
 * The order at the top (its number, parts and one state line; quantity, total, state, placed at; then each line,
 * the totals and where it goes), then its history, oldest first.
 */
export function OrderTimeline({ timeline, viewerEmail }: { timeline: Timeline; viewerEmail: string | undefined }) {
  const { order, events } = timeline;
  return (
    <div className="grid gap-6">
      <article className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6" aria-label="Order">
        <OrderNumber order={order} className="mb-1" />
        <h2 className="text-lg font-semibold break-words">{order.name}</h2>
        <OrderStateLine order={order} className="mt-1 text-base" />
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
          <Fact term="Quantity">
            {withCount(order.quantity, 'piece')}
          </Fact>
          <Fact term="Total">{formatPrice(order.total)}</Fact>
          <Fact term="State">
            <OrderStateBadge state={order.payment} />
          </Fact>
          <Fact term="Placed">
            <time dateTime={order.createdAt}>{formatEventTime(order.createdAt)}</time>
          </Fact>
        </dl>

        <div className="mt-6 grid gap-6 border-t border-base-300 pt-5 md:grid-cols-[3fr_2fr]">
          <section aria-label="Parts and totals" className="min-w-0">
            <h3 className="mb-2 text-sm font-semibold tracking-wide uppercase opacity-70">Parts</h3>
            <ul className="divide-y divide-base-300" data-testid="order-lines">
              {order.lines.map((line) => (
                <li key={line.id} className="flex items-start justify-between gap-4 py-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words">
                      <span className="tabular-nums">{line.quantity} ×</span> {line.name}
                    </p>
                    <p className="text-xs opacity-70">
                      {formatPrice(line.unitPrice)} each
                      {line.refundedQuantity > 0 && <> · {line.refundedQuantity} refunded</>}
                    </p>
                  </div>
                  <p className="font-medium whitespace-nowrap tabular-nums">{formatPrice(line.total)}</p>
                </li>
              ))}
            </ul>
            <dl className="mt-2 grid gap-1 border-t border-base-300 pt-3 text-sm" data-testid="order-totals">
              <Amount term="Parts" value={order.price} />
              {order.discounts.map((d) => d.amount > 0 && <Amount key={d.name} term={d.name} value={-d.amount} />)}
              <Amount term={order.shippingMethod ? `Shipping (${order.shippingMethod})` : 'Shipping'} value={order.shipping} />
              <Amount term={orderTaxLabel(order)} value={order.tax} />
              {order.giftCard > 0 && <Amount term="Gift cards" value={-order.giftCard} />}
              {order.storeCredit > 0 && <Amount term="Store credit" value={-order.storeCredit} />}
              <Amount term={order.giftCard + order.storeCredit > 0 ? 'Total by card' : 'Total'} value={order.total} strong />
              {order.refunded > 0 && <Amount term="Refunded" value={order.refunded} />}
            </dl>
          </section>

          <section aria-label="Shipping" className="min-w-0">
            <h3 className="mb-2 text-sm font-semibold tracking-wide uppercase opacity-70">Ship to</h3>
            {order.shippingAddress ? (
              <AddressLines address={order.shippingAddress} />
            ) : (
              <p className="text-sm opacity-70">No shipping address yet.</p>
            )}
            {order.trackingNumber && <TrackingLine carrier={order.carrier} trackingNumber={order.trackingNumber} />}
          </section>
        </div>
        <p className="mt-4 text-xs break-all opacity-70">Order {order._id}</p>
      </article>

      <section className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className="mb-4 text-lg font-semibold">
          Timeline
        </h2>
        {events.length === 0 ? (
          <p className="opacity-70">Nothing has been recorded for this order yet.</p>
        ) : (
          <ol className="relative ml-2 border-l-2 border-base-300">
            {events.map((event, i) => (
              <li key={`${event.kind}-${event.at}-${i}`} className="relative pb-5 pl-6 last:pb-0" data-testid="timeline-entry">
                <span aria-hidden="true" className="absolute top-1.5 -left-[7px] size-3 rounded-full border-2 border-base-100 bg-primary" />
                <p className="font-medium break-words">{eventLabel(event)}</p>
                {eventDetails(event).map((detail) => (
                  <p key={detail} className="text-sm break-words">
                    {detail}
                  </p>
                ))}
                {event.paymentIntentId && <p className="text-sm break-all opacity-70">Payment {event.paymentIntentId}</p>}
                <p className="text-sm opacity-70">
                  <span>{eventActor(event, viewerEmail)}</span>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  <time dateTime={event.at}>{formatEventTime(event.at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm opacity-70">{term}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

function Amount({ term, value, strong = false }: { term: string; value: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold' : ''}`}>
      <dt className={strong ? '' : 'opacity-70'}>{term}</dt>
      <dd className="whitespace-nowrap tabular-nums">{formatPrice(value)}</dd>
    </div>
  );
}

/** An address as a label would print it: name, street, town, region and code, country, phone. */
function AddressLines({ address }: { address: ShippingAddress }) {
  const country = countryByCode(address.country)?.name ?? address.country;
  const town = [address.city, address.region, address.postalCode].filter(Boolean).join(' ');
  return (
    <address className="text-sm leading-relaxed break-words not-italic">
      <span className="block font-medium">{address.name}</span>
      <span className="block">{address.line1}</span>
      {address.line2 && <span className="block">{address.line2}</span>}
      <span className="block">{town}</span>
      <span className="block">{country}</span>
      <span className="block opacity-70">{address.phone}</span>
    </address>
  );
}

/** The carrier and tracking number, the number a link to the carrier's tracking page when it is a known one. */
function TrackingLine({ carrier, trackingNumber }: { carrier: string | null; trackingNumber: string }) {
  const url = trackingUrl(carrier, trackingNumber);
  return (
    <p className="mt-3 text-sm break-words">
      <span className="opacity-70">Tracking</span> {carrier}{' '}
      {url ? (
        <a href={url} className="link font-mono" target="_blank" rel="noopener noreferrer">
          {trackingNumber}
        </a>
      ) : (
        <span className="font-mono">{trackingNumber}</span>
      )}
    </p>
  );
}
