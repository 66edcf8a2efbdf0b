import { formatPrice, fromCents, messages, orderStateLine, toCents, type Order, type OrderStateFields } from '@coreparts/shared';

/** Where an order is, in one word: its payment until it leaves, then its fulfilment. */
export type OrderStage = 'unpaid' | 'paid' | 'shipped' | 'delivered' | 'canceled';

type OrderState = Pick<Order, 'payment' | 'fulfilment'>;

/** A card payment (pending, until an admin confirms it) counts as paid; an expired order was never paid. */
const isPaid = ({ payment }: Pick<Order, 'payment'>) => payment === 'pending' || payment === 'paid';

export function orderStage(order: OrderState): OrderStage {
  if (order.fulfilment !== 'unfulfilled') return order.fulfilment;
  return isPaid(order) ? 'paid' : 'unpaid';
}

/** The customer may cancel a paid order until it ships (its payment is refunded). */
export const canCancel = (order: OrderState) => isPaid(order) && order.fulfilment === 'unfulfilled';

/** An admin ships a paid order that has not left yet. */
export const canShip = canCancel;

export const canMarkDelivered = (order: OrderState) => order.fulfilment === 'shipped';

/** Dollars of the charge not refunded yet. */
export const refundableLeft = (order: Pick<Order, 'total' | 'refunded'>) => fromCents(Math.max(0, toCents(order.total) - toCents(order.refunded)));

/** A paid order with something of its charge not refunded yet. */
export const canRefund = (order: Pick<Order, 'payment' | 'total' | 'refunded'>) => isPaid(order) && refundableLeft(order) > 0;

/** Shipping or tax make the charge differ from the parts' price. */
export const chargeDiffers = (order: Pick<Order, 'price' | 'total'>) => toCents(order.total) !== toCents(order.price);

const stageBadges: Record<OrderStage, { label: string; className: string }> = {
  unpaid: { label: 'Unpaid', className: 'badge-ghost' },
  paid: { label: 'Awaiting shipment', className: 'badge-info badge-soft' },
  shipped: { label: 'Shipped', className: 'badge-primary badge-soft' },
  delivered: { label: 'Delivered', className: 'badge-success badge-soft' },
  canceled: { label: 'Canceled', className: 'badge-error badge-soft' },
};

export function FulfilmentBadge({ order }: { order: OrderState }) {
  const badge = stageBadges[orderStage(order)];
  return (
    <span className={`badge badge-sm whitespace-nowrap sm:badge-md ${badge.className}`} data-testid="fulfilment-badge">
      {badge.label}
    </span>
  );
}

/** The badge, then the carrier and tracking number once shipped, and what was refunded. */
export function OrderProgress({ order }: { order: Order }) {
  const sent = order.fulfilment === 'shipped' || order.fulfilment === 'delivered';
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <FulfilmentBadge order={order} />
      {sent && order.trackingNumber && (
        <p className="text-xs sm:text-sm" data-testid="tracking">
          <span className="block opacity-70">{order.carrier ?? 'Tracking'}</span> <span className="block font-mono text-xs break-words">{order.trackingNumber}</span>
        </p>
      )}
      {order.refunded > 0 && <p className="text-xs font-medium whitespace-nowrap sm:text-sm">Refunded {formatPrice(order.refunded)}</p>}
    </div>
  );
}

/**
 * The order's number, the one people read out and the admin searches by (decision 085).
 */
export function OrderNumber({ order, className = '' }: { order: Pick<Order, 'number'>; className?: string }) {
  return (
    <p className={`font-mono text-xs font-semibold whitespace-nowrap tabular-nums opacity-80 sm:text-sm ${className}`} data-testid="order-number">
      {order.number}
    </p>
  );
}

/**
 * Where the order is, in one plain line (shared `orderStateLine`, as the mails say it): a known
 * carrier's tracking number links to its tracking page, any other is text.
 */
export function OrderStateLine({ order, className = '' }: { order: OrderStateFields; className?: string }) {
  const line = orderStateLine(order);
  const tracking = line.tracking;
  return (
    <p className={`text-sm ${className}`} data-testid="order-state-line">
      {line.lead}
      {tracking && (
        <>
          {' '}
          {tracking.url ? (
            <a
              href={tracking.url}
              className="link inline-block max-w-full font-mono wrap-anywhere"
              target="_blank"
              rel="noopener noreferrer"
              data-testid="tracking"
              aria-label={messages.orderState.trackLink(tracking.number, order.carrier ?? '')}
            >
              {tracking.number}
            </a>
          ) : (
            <span className="inline-block max-w-full font-mono wrap-anywhere" data-testid="tracking">
              {tracking.number}
            </span>
          )}
        </>
      )}
      {line.tail}
    </p>
  );
}
