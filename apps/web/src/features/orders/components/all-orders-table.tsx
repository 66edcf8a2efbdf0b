import { messages, type Order } from '@coreparts/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast.ts';
import { paths } from '@/config/paths.ts';
import { RowNumber } from '@/components/ui/data-table.tsx';
import { useDeliverOrder } from '@/features/orders/api/deliver-order.ts';
import { useMarkOrderPaid } from '@/features/orders/api/mark-order-paid.ts';
import { OrderAmountCells, OrderAmountHeaders, OrderCell, OrderItem, OrdersTable, keepFocusOnOrder, orderRowClassName } from './order-item.tsx';
import { OrderNumber, OrderProgress, canMarkDelivered, canRefund, canShip, orderStage } from './order-status.tsx';
import { OrderStateBadge } from './order-timeline.tsx';
import { RefundOrderDialog } from './refund-order-dialog.tsx';
import { ShipOrderDialog } from './ship-order-dialog.tsx';

/** When an order was placed, in the admin's own time zone: the date over the time. */
const placedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const placedTime = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
function formatPlaced(iso: string) {
  const at = new Date(iso);
  return (
    <>
      <span className="block whitespace-nowrap">{placedDate.format(at)}</span>
      <span className="block whitespace-nowrap opacity-70">{placedTime.format(at)}</span>
    </>
  );
}

/** `ship-pending`: the question asked before shipping an order whose payment is not confirmed yet. */
type OpenDialog = { kind: 'ship-pending' | 'ship' | 'refund'; order: Order } | null;

/**
 * Manage All Order (product.md §3 tables): every customer's orders; pending ones can be marked paid.
 * After payment (issue 27) the admin ships a paid order (carrier and tracking number), marks a
 * shipped one delivered, and refunds all or part of a charge. Each row says when it was placed and
 * its payment state in the states' own names (issue 29). Each row leads with the order's number
 * (decision 085); shipping a pending order asks first (issue 41).
 */
export function AllOrdersTable({ orders, firstRow = 1 }: { orders: (Order & { createdAt: string })[]; firstRow?: number }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => {
    if (dialog) keepFocusOnOrder(dialog.order._id);
    setDialog(null);
  };
  return (
    <>
      <OrdersTable
        head={
          <>
            <th>Order</th>
            <th>Customer</th>
            <th>Part</th>
            <OrderAmountHeaders quantityInTotal />
            <th>State</th>
            <th className="text-right">Payment</th>
          </>
        }
      >
        {orders.map((order, i) => (
          <tr key={order._id} className={orderRowClassName} data-testid="order-row" data-order-id={order._id}>
            <RowNumber value={firstRow + i} />
            <OrderCell label="Order">
              <OrderNumber order={order} className="mb-0.5" />
              <time dateTime={order.createdAt} className="block text-xs sm:text-sm" data-testid="order-placed">
                {formatPlaced(order.createdAt)}
              </time>
            </OrderCell>
            <OrderCell className="min-w-0 sm:max-w-[11rem]">
              <p className="truncate font-medium" title={order.displayName}>
                {order.displayName}
              </p>
              {/* Whole or cut short with an ellipsis, never broken mid-word; the title holds all of it. */}
              <p className="truncate text-xs opacity-70 sm:text-sm" title={order.email} data-testid="order-email">
                {order.email}
              </p>
            </OrderCell>
            {/* Names wrap between words, never mid-word, in a column wide enough for a word (issue 41). */}
            <OrderCell className="sm:min-w-[11rem]">
              <OrderItem order={order} showCount wholeWords />
            </OrderCell>
            <OrderAmountCells order={order} quantityInTotal />
            <OrderCell label="State">
              {/* The payment's state, then where a paid order is (shipped, delivered, canceled) and what was refunded. */}
              <div className="flex flex-col items-start gap-1">
                <OrderStateBadge state={order.payment} />
                {orderStage(order) !== 'unpaid' && <OrderProgress order={order} />}
              </div>
              <FulfilmentActions order={order} onShip={() => setDialog({ kind: order.payment === 'pending' ? 'ship-pending' : 'ship', order })} onRefund={() => setDialog({ kind: 'refund', order })} />
            </OrderCell>
            <OrderCell label="Payment" className="sm:text-right">
              <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end sm:gap-1.5">
                <Link to={paths.orderTimeline(order._id)} className="btn btn-ghost btn-xs sm:btn-sm" aria-label={`Details of ${order.name} for ${order.email} (${order.number})`}>
                  Details
                </Link>
                <PaymentAction order={order} />
              </div>
            </OrderCell>
          </tr>
        ))}
      </OrdersTable>
      <ConfirmDialog
        open={dialog?.kind === 'ship-pending'}
        question={dialog ? messages.orderConfirm.shipPending(dialog.order.number) : ''}
        detail={messages.orderConfirm.shipPendingDetail}
        onConfirm={() => setDialog((open) => open && { kind: 'ship', order: open.order })}
        onCancel={() => {
          // Closing the question after Yes (the ship dialog open) is not a No.
          setDialog((open) => (open?.kind === 'ship-pending' ? null : open));
        }}
      />
      {dialog?.kind === 'ship' && <ShipOrderDialog key={dialog.order._id} order={dialog.order} onClosed={close} />}
      {dialog?.kind === 'refund' && <RefundOrderDialog key={dialog.order._id} order={dialog.order} onClosed={close} />}
    </>
  );
}

interface FulfilmentActionsProps {
  order: Order;
  onShip: () => void;
  onRefund: () => void;
}

/** Ship (paid, not sent yet), Mark delivered (shipped) and Refund (something of the charge left). */
function FulfilmentActions({ order, onShip, onRefund }: FulfilmentActionsProps) {
  const deliver = useDeliverOrder();
  const ship = canShip(order);
  const delivered = canMarkDelivered(order);
  const refund = canRefund(order);
  if (!ship && !delivered && !refund) return null;
  const markDelivered = () =>
    deliver.mutate(order._id, {
      onSuccess: () => toast.success(messages.fulfilment.delivered),
      onError: (error) => toast.error(error.message),
    });
  return (
    <div className="mt-2 flex flex-wrap gap-1.5">
      {ship && (
        <button type="button" className="btn btn-primary btn-xs sm:btn-sm" aria-label={`Ship ${order.name} for ${order.email}`} onClick={onShip}>
          Ship
        </button>
      )}
      {delivered && (
        <button
          type="button"
          className="btn btn-outline btn-xs whitespace-nowrap sm:btn-sm"
          disabled={deliver.isPending}
          aria-busy={deliver.isPending}
          onClick={markDelivered}
        >
          {deliver.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          Mark delivered
        </button>
      )}
      {refund && (
        <button type="button" className="btn btn-outline btn-xs sm:btn-sm" aria-label={`Refund ${order.name} for ${order.email}`} onClick={onRefund}>
          Refund
        </button>
      )}
    </div>
  );
}

/** Pending: a success button that marks it paid; unpaid: Not Pay; expired: Expired; paid: a disabled success button. */
function PaymentAction({ order }: { order: Order }) {
  const markPaid = useMarkOrderPaid();
  if (order.payment === 'unpaid') return <span className="badge badge-ghost badge-sm whitespace-nowrap sm:badge-md">Not Pay</span>;
  if (order.payment === 'expired') return <span className="badge badge-ghost badge-sm whitespace-nowrap opacity-70 sm:badge-md">Expired</span>;
  if (order.payment === 'paid') {
    return (
      <button type="button" className="btn btn-success btn-xs sm:btn-sm" disabled>
        Paid
      </button>
    );
  }
  const mark = () =>
    markPaid.mutate(order._id, {
      onSuccess: () => toast.success(messages.success.plain),
      onError: (error) => toast.error(error.message),
    });
  return (
    <button
      type="button"
      className="btn btn-success btn-xs whitespace-nowrap sm:btn-sm"
      disabled={markPaid.isPending}
      aria-busy={markPaid.isPending}
      onClick={mark}
    >
      {markPaid.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      Mark Paid
    </button>
  );
}
