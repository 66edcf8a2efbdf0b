/**
 * Orders: priced from the stored part, taking stock in the same transaction with a guarded
 * update (never oversold), and moving only forward: unpaid → pending → paid (DESIGN §4).
 */
import { checkOrderQuantity, fromCents, messages, type Order } from '@coreparts/shared';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, parts } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http-errors.ts';
import type { SessionUser } from '../auth/session.ts';
import type { PaymentIntentView } from '../payments/provider.ts';
import { CURRENCY } from '../payments/provider.ts';

type OrderRow = typeof orders.$inferSelect;

const MAX_TOTAL_CENTS = 2_000_000_000;

export const toOrder = (o: OrderRow): Order => ({
  _id: o.id,
  orderId: o.partId,
  name: o.partName,
  min: o.minOrder,
  quantity: o.quantity,
  price: fromCents(o.totalCents),
  payment: o.payment,
  email: o.email,
  displayName: o.displayName,
});

export interface PlaceOrderInput {
  partId: string;
  quantity: number;
  /** The total the page showed; refused when it is not the stored price times the quantity. */
  clientTotalCents?: number;
}

export function createOrdersService(db: Database, onStockChange: () => void) {
  async function getOwnedRow(user: SessionUser, id: string): Promise<OrderRow> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    // Someone else's order is answered like a missing one: ids are not to be probed.
    if (!row || (row.userId !== user.id && user.role !== 'admin')) throw notFound('Order');
    return row;
  }

  return {
    async placeOrder(user: SessionUser, { partId, quantity, clientTotalCents }: PlaceOrderInput): Promise<Order> {
      const order = await db.transaction(async (tx) => {
        const [part] = await tx.select().from(parts).where(and(eq(parts.id, partId), isNull(parts.archivedAt)));
        if (!part) throw notFound('Part');
        const check = checkOrderQuantity(quantity, { priceCents: part.priceCents, min: part.minOrder, quantity: part.quantity });
        if (!check.ok) {
          if (check.reason === 'stock') throw new HttpError(409, 'out_of_stock', check.message);
          throw new HttpError(400, 'invalid_quantity', check.message);
        }
        if (check.totalCents > MAX_TOTAL_CENTS) throw new HttpError(400, 'total_too_large', 'This order is too large to pay by card.');
        if (clientTotalCents !== undefined && clientTotalCents !== check.totalCents) {
          throw new HttpError(400, 'price_mismatch', "The total does not match the part's current price.");
        }
        const [taken] = await tx
          .update(parts)
          .set({ quantity: sql`${parts.quantity} - ${quantity}`, updatedAt: new Date() })
          .where(and(eq(parts.id, partId), isNull(parts.archivedAt), gte(parts.quantity, quantity)))
          .returning({ id: parts.id });
        if (!taken) throw new HttpError(409, 'out_of_stock', messages.order.unavailableQuantity);
        const [row] = await tx
          .insert(orders)
          .values({
            partId,
            userId: user.id,
            email: user.email,
            displayName: user.name,
            partName: part.name,
            minOrder: part.minOrder,
            quantity,
            totalCents: check.totalCents,
          })
          .returning();
        return toOrder(row!);
      });
      onStockChange();
      return order;
    },

    async listOrdersOf(userId: string): Promise<Order[]> {
      const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
      return rows.map(toOrder);
    },

    async listAllOrders(): Promise<Order[]> {
      const rows = await db.select().from(orders).orderBy(desc(orders.createdAt));
      return rows.map(toOrder);
    },

    getOwnedRow,

    async getOrder(user: SessionUser, id: string): Promise<Order> {
      return toOrder(await getOwnedRow(user, id));
    },

    /** Deletes the caller's unpaid order and puts its quantity back in stock. */
    async deleteOrder(user: SessionUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!row || row.userId !== user.id) throw notFound('Order');
        if (row.payment !== 'unpaid') throw new HttpError(409, 'order_not_deletable', 'Only unpaid orders can be deleted.');
        await tx.delete(orders).where(eq(orders.id, id));
        await tx
          .update(parts)
          .set({ quantity: sql`${parts.quantity} + ${row.quantity}`, updatedAt: new Date() })
          .where(eq(parts.id, row.partId));
      });
      onStockChange();
    },

    /** Remembers the order's one payment intent. */
    async attachPaymentIntent(orderId: string, intentId: string): Promise<void> {
      await db.update(orders).set({ paymentIntentId: intentId }).where(and(eq(orders.id, orderId), isNull(orders.paymentIntentId)));
    },

    /**
     * unpaid → pending, once the provider's intent shows this order's full amount succeeded.
     * Answers the order and whether this call moved it (false when it already had).
     */
    async markOrderPending(orderId: string, intent: PaymentIntentView): Promise<{ order: OrderRow; moved: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!row) throw notFound('Order');
        const paysThisOrder =
          intent.status === 'succeeded' &&
          intent.orderId === row.id &&
          intent.id === row.paymentIntentId &&
          intent.amountCents === row.totalCents &&
          intent.currency === CURRENCY;
        if (!paysThisOrder) throw new HttpError(409, 'payment_not_confirmed', 'The payment provider has not confirmed this payment.');
        if (row.payment !== 'unpaid') return { order: row, moved: false };
        const [moved] = await tx
          .update(orders)
          .set({ payment: 'pending', updatedAt: new Date() })
          .where(eq(orders.id, orderId))
          .returning();
        return { order: moved!, moved: true };
      });
    },

    /** pending → paid, by an admin. */
    async markOrderPaid(id: string): Promise<Order> {
      const [row] = await db
        .update(orders)
        .set({ payment: 'paid', updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.payment, 'pending')))
        .returning();
      if (row) return toOrder(row);
      const [existing] = await db.select({ payment: orders.payment }).from(orders).where(eq(orders.id, id));
      if (!existing) throw notFound('Order');
      throw new HttpError(409, 'invalid_transition', `An order that is ${existing.payment} cannot be marked paid.`);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
