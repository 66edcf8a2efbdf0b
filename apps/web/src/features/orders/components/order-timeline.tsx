import { formatPrice, type OrderEvent, type OrderTimeline as Timeline, type PaymentStatus } from '@coreparts/shared';
import type { ReactNode } from 'react';

/** Times in the shopper's own zone (the browser's), e.g. `Nov 24, 2026, 9:05 AM`. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatEventTime = (iso: string) => dateTime.format(new Date(iso));

const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

/** What happened, in a few words. */
export function eventLabel(event: OrderEvent): string {
  switch (event.kind) {
    case 'placed':
      return 'Placed';
    case 'payment_started':
      return 'Payment started';
    case 'paid_by_card':
      return 'Paid by card';
    case 'marked_paid':
      // By whom is on the line beneath: the admin's e-mail, for admins.
      return 'Marked paid';
    case 'hold_renewed':
      return 'Hold renewed';
    case 'expired':
      return event.stockReturned ? `Expired (${units(event.stockReturned)} back in stock)` : 'Expired';
    case 'deleted':
      return event.stockReturned ? `Deleted (${units(event.stockReturned)} back in stock)` : 'Deleted';
  }
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

const stateBadges: Record<PaymentStatus, { label: string; className: string }> = {
  unpaid: { label: 'Unpaid', className: 'badge-ghost' },
  pending: { label: 'Pending', className: 'badge-warning' },
  paid: { label: 'Paid', className: 'badge-success' },
  expired: { label: 'Expired', className: 'badge-ghost opacity-70' },
};

export function OrderStateBadge({ state }: { state: PaymentStatus }) {
  const badge = stateBadges[state];
  return <span className={`badge badge-sm whitespace-nowrap sm:badge-md ${badge.className}`}>{badge.label}</span>;
}

/** The order at the top (part, quantity, total, state, placed at), then its history, oldest first. */
export function OrderTimeline({ timeline, viewerEmail }: { timeline: Timeline; viewerEmail: string | undefined }) {
  const { order, events } = timeline;
  return (
    <div className="grid gap-6">
      <article className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6" aria-label="Order">
        <h2 className="text-lg font-semibold break-words">{order.name}</h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
          <Fact term="Quantity">
            {order.quantity} {order.quantity === 1 ? 'piece' : 'pieces'}
          </Fact>
          <Fact term="Total">{formatPrice(order.price)}</Fact>
          <Fact term="State">
            <OrderStateBadge state={order.payment} />
          </Fact>
          <Fact term="Placed">
            <time dateTime={order.createdAt}>{formatEventTime(order.createdAt)}</time>
          </Fact>
        </dl>
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
