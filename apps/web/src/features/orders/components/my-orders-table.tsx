import { formatHoldTime, formatPrice, messages, type Order } from '@coreparts/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast.ts';
import { paths } from '@/config/paths.ts';
import { useCancelOrder } from '@/features/orders/api/cancel-order.ts';
import { useDeleteOrder } from '@/features/orders/api/delete-order.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { RowNumber } from '@/components/ui/data-table.tsx';
import { OrderAmountCells, OrderAmountHeaders, OrderCell, OrderItem, OrdersTable, keepFocusOnOrder, orderRowClassName, orderSummary } from './order-item.tsx';
import { OrderNumber, OrderStateLine, canCancel, refundableLeft } from './order-status.tsx';

interface MyOrdersTableProps {
  orders: Order[];
  /** After an order was deleted or canceled: its quantity is back in stock. */
  onDeleted?: (order: Order) => unknown;
}

/**
 * My Order (product.md §3 tables): pay an unpaid order, or delete it after a confirmation. An expired
 * order (decision 022) stays as history; it can still be paid, if its parts are in stock, or deleted.
 * After payment (issue 27) each order says where it is (shipped with its tracking number, delivered,
 * canceled, refunded), and one that has not shipped can be canceled, its payment refunded. Each
 * order shows its number and its one plain state line (issue 41, decision 085).
 */
export function MyOrdersTable({ orders, onDeleted }: MyOrdersTableProps) {
  const [toDelete, setToDelete] = useState<Order | null>(null);
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const deleteOrder = useDeleteOrder();
  const cancelOrder = useCancelOrder();

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteOrder.mutate(toDelete._id, {
      onSuccess: (result) => {
        if (result.deletedCount) toast.success(messages.success.orderDeleted);
        onDeleted?.(toDelete);
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => setToDelete(null),
    });
  };

  const confirmCancel = () => {
    if (!toCancel) return;
    cancelOrder.mutate(toCancel._id, {
      onSuccess: () => {
        toast.success(messages.fulfilment.canceled);
        onDeleted?.(toCancel);
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => {
        keepFocusOnOrder(toCancel._id);
        setToCancel(null);
      },
    });
  };

  return (
    <>
      <OrdersTable
        head={
          <>
            <th>Order</th>
            <OrderAmountHeaders />
            <th>Payment</th>
            <th>Status</th>
            <th className="text-right">Actions</th>
          </>
        }
      >
        {orders.map((order, i) => (
          <tr key={order._id} className={orderRowClassName} data-testid="order-row" data-order-id={order._id}>
            <RowNumber value={i + 1} />
            <OrderCell>
              <OrderNumber order={order} className="mb-0.5" />
              <OrderItem order={order} />
            </OrderCell>
            <OrderAmountCells order={order} />
            <OrderCell label="Payment">
              <PaymentCell order={order} />
            </OrderCell>
            {/* On phones across the card: the line and its tracking number read on one or two lines. */}
            <OrderCell label="Status" className="max-sm:col-span-2">
              <OrderStateLine order={order} className="sm:max-w-[16rem]" />
            </OrderCell>
            <OrderCell className="sm:text-right">
              <div className="flex flex-wrap gap-2 sm:flex-col sm:items-end sm:gap-1.5 lg:flex-row lg:items-center lg:justify-end">
                <Link to={paths.orderTimeline(order._id)} className="btn btn-ghost btn-xs sm:btn-sm" aria-label={`Details of ${order.name} (${order.number})`}>
                  Details
                </Link>
                <button
                  type="button"
                  className="btn btn-error btn-outline btn-xs sm:btn-sm"
                  disabled={order.payment !== 'unpaid' && order.payment !== 'expired'}
                  onClick={() => setToDelete(order)}
                >
                  Delete
                </button>
                {canCancel(order) && (
                  <button type="button" className="btn btn-outline btn-xs whitespace-nowrap sm:btn-sm" onClick={() => setToCancel(order)}>
                    Cancel order
                  </button>
                )}
              </div>
            </OrderCell>
          </tr>
        ))}
      </OrdersTable>
      <ConfirmDialog
        open={toDelete !== null}
        question="Delete this order ?"
        detail={toDelete ? `${toDelete.number}: ${orderSummary(toDelete)}, ${formatPrice(toDelete.price)}` : undefined}
        busy={deleteOrder.isPending}
        onConfirm={confirmDelete}
        onCancel={() => {
          if (!deleteOrder.isPending) setToDelete(null);
        }}
      />
      <ConfirmDialog
        open={toCancel !== null}
        question="Cancel this order ?"
        detail={toCancel ? `${toCancel.number}: ${orderSummary(toCancel)}. Its payment of ${formatPrice(refundableLeft(toCancel))} is refunded to your card.` : undefined}
        busy={cancelOrder.isPending}
        onConfirm={confirmCancel}
        onCancel={() => {
          if (!cancelOrder.isPending) setToCancel(null);
        }}
      />
    </>
  );
}

/** Unpaid: a Pay button and until when it is held; expired: says so; pending: pending...; paid: paid (product.md §3). */
function PaymentCell({ order }: { order: Order }) {
  if (order.payment === 'unpaid' || order.payment === 'expired') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Link to={paths.orderPayment(order._id)} className="btn btn-primary btn-xs sm:btn-sm">
          Pay
        </Link>
        {order.payment === 'expired' ? (
          <span className="badge badge-ghost badge-sm whitespace-nowrap sm:badge-md">expired</span>
        ) : (
          order.expiresAt && <span className="text-xs whitespace-nowrap opacity-70">held until {formatHoldTime(order.expiresAt)}</span>
        )}
      </div>
    );
  }
  if (order.payment === 'pending') return <span className="badge badge-warning badge-sm whitespace-nowrap sm:badge-md">pending...</span>;
  return <span className="badge badge-success badge-sm whitespace-nowrap sm:badge-md">paid</span>;
}
