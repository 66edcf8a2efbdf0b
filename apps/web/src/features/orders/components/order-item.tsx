import { withCount, formatPrice, type Order } from '@coreparts/shared';
import type { ReactNode } from 'react';
import { chargeDiffers } from './order-status.tsx';

/**
 * An order's parts: its name for one part, a compact list ("2 × Name") for several. On small
 * screens, where the tables hide those columns, its quantity and totals follow beneath.
 */
export function OrderItem({ order, showCount = false, wholeWords = false }: { order: Order; showCount?: boolean; wholeWords?: boolean }) {
  // Whole words: a name wraps between its words, and a word is cut only when it alone is wider
  // than the cell (the admin's table gives its Part column the room for that, issue 41).
  const wrap = wholeWords ? 'break-words' : 'wrap-anywhere';
  const several = order.lines.length > 1;
  return (
    <>
      {several ? (
        <>
          {showCount && <p className="text-xs font-medium opacity-70">{order.lines.length} parts</p>}
          <OrderLines order={order} wrap={wrap} />
        </>
      ) : (
        // A name of one long word wraps, rather than set the column's least width and push the
        // table past its card (break-words would not lower that width).
        <p className={`font-medium ${wrap}`}>{order.name}</p>
      )}
      <p className="text-xs opacity-70 sm:hidden">
        {withCount(order.quantity, 'piece')} · {formatPrice(order.price)}
        {chargeDiffers(order) && <> · charged {formatPrice(order.total)}</>}
      </p>
    </>
  );
}

/** An order's parts in one line, for the confirmations: "2 × Name, 1 × Other". */
export const orderSummary = (order: Order) =>
  order.lines.length > 1 ? order.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ') : `${order.quantity} × ${order.name}`;

/** Every line of an order as "2 × Name". */
export function OrderLines({ order, wrap = 'wrap-anywhere' }: { order: Order; wrap?: 'wrap-anywhere' | 'break-words' }) {
  return (
    <ul className="grid gap-0.5" aria-label={`Parts of ${order.name}`}>
      {order.lines.map((line) => (
        <li key={line.id} className={wrap}>
          <span className="font-medium tabular-nums">{line.quantity} ×</span> {line.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * The quantity and total cells, shown from small screens up; the charge beneath when shipping or
 * tax add to it. `quantityInTotal`: the pieces under the total rather than a column of their own,
 * for a table with many columns (the admin's).
 */
export function OrderAmountCells({ order, quantityInTotal = false }: { order: Order; quantityInTotal?: boolean }) {
  return (
    <>
      {!quantityInTotal && <td className="hidden sm:table-cell">{order.quantity}</td>}
      <td className="hidden sm:table-cell">
        <p className="font-semibold whitespace-nowrap">{formatPrice(order.price)}</p>
        {quantityInTotal && <p className="text-xs whitespace-nowrap opacity-70">{withCount(order.quantity, 'piece')}</p>}
        {chargeDiffers(order) && <ChargedNote order={order} />}
      </td>
    </>
  );
}

/** "charged $X", with the shipping and tax that make it up for those who ask (its title). */
function ChargedNote({ order }: { order: Order }) {
  return (
    <p className="text-xs whitespace-nowrap opacity-70" title={`Parts ${formatPrice(order.price)}, shipping ${formatPrice(order.shipping)}, tax ${formatPrice(order.tax)}`}>
      charged {formatPrice(order.total)}
    </p>
  );
}

export function OrderAmountHeaders({ quantityInTotal = false }: { quantityInTotal?: boolean }) {
  return (
    <>
      {!quantityInTotal && <th className="hidden sm:table-cell">Quantity</th>}
      <th className="hidden sm:table-cell">Total</th>
    </>
  );
}

/**
 * The orders' tables: from `sm` up a table like the dashboard's others (DataTable), on phones
 * each row a card of its cells one under another, each named by its `label`.
 */
export function OrdersTable({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 shadow-sm sm:overflow-x-auto">
      <table className="table table-sm max-sm:block sm:table-md">
        <thead className="max-sm:hidden">
          <tr>
            <th className="w-10">#</th>
            {head}
          </tr>
        </thead>
        <tbody className="max-sm:block">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * After a dialog about an order closed: when the button that opened it is gone (the order moved
 * on: shipped, canceled), focus goes to the order's Details link rather than to the page's start.
 */
export function keepFocusOnOrder(orderId: string) {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>(`[data-order-id="${CSS.escape(orderId)}"] a[href]`)?.focus();
  });
}

/** On phones a card: two columns, the cells without a `label` across both, one row from the next by a line. */
export const orderRowClassName =
  'hover:bg-base-200/60 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:border-b max-sm:border-base-content/10 max-sm:px-4 max-sm:py-4 max-sm:last:border-b-0';

/** A cell of an OrdersTable row; on phones `label` names it above its content, and a cell without one spans the card. */
export function OrderCell({ label, className = '', children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <td className={`max-sm:block max-sm:min-w-0 max-sm:border-0 max-sm:p-0 ${label ? '' : 'max-sm:col-span-2'} ${className}`}>
      {label && <span className="mb-1 block text-xs font-medium tracking-wide uppercase opacity-70 sm:hidden">{label}</span>}
      {children}
    </td>
  );
}
