import { messages, type Order } from '@coreparts/shared';
import { Link } from 'react-router';
import { toast } from '@/lib/toast.ts';
import { paths } from '@/config/paths.ts';
import { DataTable, RowNumber } from '@/components/ui/data-table.tsx';
import { useMarkOrderPaid } from '@/features/orders/api/mark-order-paid.ts';
import { OrderAmountCells, OrderAmountHeaders, OrderItem } from './order-item.tsx';

/** Manage All Order (product.md §3 tables): every customer's orders; pending ones can be marked paid. */
export function AllOrdersTable({ orders, firstRow = 1 }: { orders: Order[]; firstRow?: number }) {
  return (
    <DataTable
      head={
        <>
          <th>Customer</th>
          <th>Part</th>
          <OrderAmountHeaders />
          <th className="text-right">Payment</th>
        </>
      }
    >
      {orders.map((order, i) => (
        <tr key={order._id} className="hover:bg-base-200/60" data-testid="order-row">
          <RowNumber value={firstRow + i} />
          <td className="min-w-0">
            <p className="font-medium">{order.displayName}</p>
            <p className="text-xs break-all opacity-70 sm:text-sm">{order.email}</p>
          </td>
          <td>
            <OrderItem order={order} />
          </td>
          <OrderAmountCells order={order} />
          <td className="text-right">
            <div className="flex flex-col items-end gap-1.5 sm:flex-row sm:items-center sm:justify-end sm:gap-2">
              <Link to={paths.orderTimeline(order._id)} className="btn btn-ghost btn-xs sm:btn-sm" aria-label={`Details of ${order.name} for ${order.email}`}>
                Details
              </Link>
              <PaymentAction order={order} />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
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
