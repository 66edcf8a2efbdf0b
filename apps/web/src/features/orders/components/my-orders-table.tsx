import { formatHoldTime, formatPrice, messages, type Order } from '@coreparts/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast.ts';
import { paths } from '@/config/paths.ts';
import { useDeleteOrder } from '@/features/orders/api/delete-order.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { DataTable, RowNumber } from '@/components/ui/data-table.tsx';
import { OrderAmountCells, OrderAmountHeaders, OrderItem } from './order-item.tsx';

interface MyOrdersTableProps {
  orders: Order[];
  /** After an order was deleted: its quantity is back in stock. */
  onDeleted?: (order: Order) => unknown;
}

/**
 * My Order (product.md §3 tables): pay an unpaid order, or delete it after a confirmation. An expired
 * order (decision 022) stays as history; it can still be paid, if its parts are in stock, or deleted.
 */
export function MyOrdersTable({ orders, onDeleted }: MyOrdersTableProps) {
  const [toDelete, setToDelete] = useState<Order | null>(null);
  const deleteOrder = useDeleteOrder();

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

  return (
    <>
      <DataTable
        head={
          <>
            <th>Part</th>
            <OrderAmountHeaders />
            <th>Payment</th>
            <th className="text-right">Actions</th>
          </>
        }
      >
        {orders.map((order, i) => (
          <tr key={order._id} className="hover:bg-base-200/60" data-testid="order-row">
            <RowNumber value={i + 1} />
            <td>
              <OrderItem order={order} />
            </td>
            <OrderAmountCells order={order} />
            <td>
              <PaymentCell order={order} />
            </td>
            <td className="text-right">
              <div className="flex flex-col items-end gap-1.5 sm:flex-row sm:items-center sm:justify-end sm:gap-2">
                <Link to={paths.orderTimeline(order._id)} className="btn btn-ghost btn-xs sm:btn-sm" aria-label={`Details of ${order.name}`}>
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
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <ConfirmDialog
        open={toDelete !== null}
        question="Delete this order ?"
        detail={toDelete ? `${toDelete.quantity} × ${toDelete.name}, ${formatPrice(toDelete.price)}` : undefined}
        busy={deleteOrder.isPending}
        onConfirm={confirmDelete}
        onCancel={() => {
          if (!deleteOrder.isPending) setToDelete(null);
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
