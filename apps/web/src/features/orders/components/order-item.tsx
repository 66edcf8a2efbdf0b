import { formatPrice, type Order } from '@coreparts/shared';

/**
 * An order's part, with its quantity and total beneath it on small screens, where the tables
 * hide those two columns.
 */
export function OrderItem({ order }: { order: Order }) {
  return (
    <>
      <p className="font-medium">{order.name}</p>
      <p className="text-xs opacity-70 sm:hidden">
        {order.quantity} pieces · {formatPrice(order.price)}
      </p>
    </>
  );
}

/** The quantity and total cells, shown from small screens up. */
export function OrderAmountCells({ order }: { order: Order }) {
  return (
    <>
      <td className="hidden sm:table-cell">{order.quantity}</td>
      <td className="hidden font-semibold sm:table-cell">{formatPrice(order.price)}</td>
    </>
  );
}

export function OrderAmountHeaders() {
  return (
    <>
      <th className="hidden sm:table-cell">Quantity</th>
      <th className="hidden sm:table-cell">Total</th>
    </>
  );
}
