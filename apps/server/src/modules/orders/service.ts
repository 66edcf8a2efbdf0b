/**
 * Orders: priced from the stored part, taking stock in the same transaction with a guarded
 * update (never oversold), and moving only forward: unpaid → pending → paid (product.md §3). An
 * unpaid order holds its parts for a while, then expires and gives them back (decision 022).
 */
import { CURRENCY, checkOrderQuantity, fromCents, messages, type Order, type OrderActorRole, type OrderEventKind } from '@coreparts/shared';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { orderEvents, orders, parts } from '@/db/schema.ts';
import { causesOf, HttpError, notFound } from '@/lib/http-errors.ts';
import type { SessionUser } from '@/modules/auth/session.ts';
import { recordSale } from '@/modules/sales/rollups.ts';

type OrderRow = typeof orders.$inferSelect;

const MAX_TOTAL_CENTS = 2_000_000_000;
/** The largest quantity an integer column holds; any real stock is far below it. */
const MAX_QUANTITY = 2_147_483_647;

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
  expiresAt: o.payment === 'unpaid' && o.expiresAt ? o.expiresAt.toISOString() : null,
});

export interface OrderSettings {
  /** How long an unpaid order holds its parts. */
  holdMs: number;
  /** Unpaid orders one customer may have at once. */
  maxUnpaidOrders: number;
  /** The clock that decides expiry: the job queue's, which tests move forward. */
  now: () => Date;
  /** Whose calendar days the sales are summed in (SHOP_TIME_ZONE). */
  shopTimeZone: string;
}

export interface PlaceOrderInput {
  partId: string;
  quantity: number;
  /** The total the page showed; refused when it is not the stored price times the quantity. */
  clientTotalCents?: number;
  /** The client's `Idempotency-Key`: the same key of the same account places one order. */
  idempotencyKey?: string;
}

/**
 * A payment as the payment side shows it before an order moves to pending (its provider's
 * intent fits): orders depend on this, not on the payments module, which depends on orders.
 */
export interface PaymentConfirmation {
  id: string;
  /** Only `succeeded` means the money is there. */
  status: string;
  orderId: string | null;
  amountCents: number;
  currency: string;
}

/** Who made a change to an order, as its timeline records it. */
export interface OrderActor {
  role: OrderActorRole;
  id: string | null;
  email: string | null;
}

const systemActor: OrderActor = { role: 'system', id: null, email: null };
const customerOf = (row: OrderRow): OrderActor => ({ role: 'customer', id: row.userId, email: row.email });
const adminActor = (user: SessionUser): OrderActor => ({ role: 'admin', id: user.id, email: user.email });

/** One entry of the order's timeline, in the transaction `tx` that makes the change. */
function recordEvent(
  tx: Transaction,
  orderId: string,
  kind: OrderEventKind,
  actor: OrderActor,
  extra: { paymentIntentId?: string | null; stockReturned?: number } = {},
) {
  return tx.insert(orderEvents).values({
    orderId,
    kind,
    actorRole: actor.role,
    actorId: actor.id,
    actorEmail: actor.email,
    paymentIntentId: extra.paymentIntentId ?? null,
    stockReturned: extra.stockReturned ?? null,
  });
}

/** An order's quantity back into its part's stock, in the transaction that ends its hold. */
function giveBackStock(tx: Transaction, row: OrderRow) {
  return tx
    .update(parts)
    .set({ quantity: sql`${parts.quantity} + ${row.quantity}`, updatedAt: new Date() })
    .where(eq(parts.id, row.partId));
}

/** Whether a failure is the unique index `constraint` refusing a second row. */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (const e of causesOf(err)) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
}

export function createOrdersService(db: Database, onStockChange: (partIds: string[]) => void, { holdMs, maxUnpaidOrders, now, shopTimeZone }: OrderSettings) {
  const holdEnd = () => new Date(now().getTime() + holdMs);
  const tooManyUnpaid = () => new HttpError(409, 'too_many_unpaid_orders', messages.hold.tooManyUnpaid(maxUnpaidOrders));

  async function unpaidOrdersOf(userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(orders).where(and(eq(orders.userId, userId), eq(orders.payment, 'unpaid')));
    return row?.n ?? 0;
  }

  /** Gives an unpaid order's parts back, deleting it or marking it expired; false when it was not unpaid. */
  async function releaseUnpaid(id: string, how: 'delete' | 'expire'): Promise<boolean> {
    const released = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (row?.payment !== 'unpaid') return null;
      // The part's row first, then the order's change (whose trigger counts it per state): in the
      // order a sale takes them, so a sale and a release never wait for each other in a circle.
      await giveBackStock(tx, row);
      if (how === 'delete') await tx.delete(orders).where(eq(orders.id, id));
      else await tx.update(orders).set({ payment: 'expired', updatedAt: new Date() }).where(eq(orders.id, id));
      await recordEvent(tx, id, how === 'delete' ? 'deleted' : 'expired', systemActor, { stockReturned: row.quantity });
      return row.partId;
    });
    if (released) onStockChange([released]);
    return released !== null;
  }

  /**
   * The cap is checked inside the order's statement against what that statement sees; orders of
   * one customer racing each other may all see room, so the last one to commit counts again and
   * gives its parts back when the customer is over the cap. At most the cap stays held.
   */
  async function keepWithinCap(row: OrderRow, how: 'delete' | 'expire'): Promise<void> {
    if ((await unpaidOrdersOf(row.userId)) <= maxUnpaidOrders) return;
    await releaseUnpaid(row.id, how);
    throw tooManyUnpaid();
  }

  async function getOwnedRow(user: SessionUser, id: string): Promise<OrderRow> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    // Someone else's order is answered like a missing one: ids are not to be probed.
    if (!row || (row.userId !== user.id && user.role !== 'admin')) throw notFound('Order');
    return row;
  }

  /**
   * One statement takes the stock and records the order (decision 009): the update's guards (live
   * part, minimum, stock, total) are checked again on the newest row version when orders race, so
   * stock is never oversold. Prepared once, a sale costs one round trip and no query building.
   */
  const param = {
    partId: sql.placeholder('partId'),
    quantity: sql`${sql.placeholder('quantity')}::integer`,
    clientTotalCents: sql`${sql.placeholder('clientTotalCents')}::bigint`,
  };
  const totalCents = sql`${parts.priceCents}::bigint * ${param.quantity}`;
  const taken = db.$with('taken').as(
    db
      .update(parts)
      .set({ quantity: sql`${parts.quantity} - ${param.quantity}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(parts.id, param.partId),
          isNull(parts.archivedAt),
          gte(parts.quantity, param.quantity),
          sql`(select count(*) from ${orders} where ${orders.userId} = ${sql.placeholder('userId')}::text and ${orders.payment} = 'unpaid') < ${maxUnpaidOrders}`,
          lte(parts.minOrder, param.quantity),
          sql`${totalCents} <= ${MAX_TOTAL_CENTS}`,
          sql`(${param.clientTotalCents} is null or ${totalCents} = ${param.clientTotalCents})`,
        ),
      )
      .returning({
        partId: parts.id,
        partName: parts.name,
        minOrder: parts.minOrder,
        totalCents: sql<number>`(${totalCents})::integer`.as('total_cents'),
      }),
  );
  const placed = db.$with('placed').as(
    db
    .insert(orders)
    // Insert-select names every column in table order; the defaults are the table's own.
    .select((qb) =>
      qb
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          partId: taken.partId,
          userId: sql`${sql.placeholder('userId')}::text`.as('user_id'),
          email: sql`${sql.placeholder('email')}::text`.as('email'),
          displayName: sql`${sql.placeholder('displayName')}::text`.as('display_name'),
          partName: taken.partName,
          minOrder: taken.minOrder,
          quantity: sql`${param.quantity}`.as('quantity'),
          totalCents: taken.totalCents,
          payment: sql`'unpaid'`.as('payment'),
          paymentIntentId: sql`null`.as('payment_intent_id'),
          idempotencyKey: sql`${sql.placeholder('idempotencyKey')}::text`.as('idempotency_key'),
          expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`.as('expires_at'),
          paidAt: sql`null`.as('paid_at'),
          createdAt: sql`now()`.as('created_at'),
          updatedAt: sql`now()`.as('updated_at'),
        })
        .from(taken),
    )
    .returning(),
  );
  // The order's first timeline entry, in the same statement. Written as SQL: Drizzle's
  // insert-select cannot leave the identity column to the table.
  const logged = db.$with('logged', { id: orderEvents.id }).as(
    sql`insert into ${orderEvents} (order_id, kind, actor_role, actor_id, actor_email, at)
        select id, 'placed', 'customer', user_id, email, created_at from ${placed} returning id`,
  );
  const takeStockAndOrder = db.with(taken, placed, logged).select().from(placed).prepare('take_stock_and_order');

  const livePart = db
    .select()
    .from(parts)
    .where(and(eq(parts.id, sql.placeholder('partId')), isNull(parts.archivedAt)))
    .prepare('live_part');

  // A customer's orders are read on every visit to their page: built once, not per read, as
  // building the statement was a fifth of what each read allocated (decision 043).
  const ordersOf = db
    .select()
    .from(orders)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(desc(orders.createdAt))
    .prepare('orders_of');

  /** A retried order: the order that key placed, if the retry asks for the same thing. */
  async function orderPlacedBefore(user: SessionUser, key: string, asked: { partId: string; quantity: number }): Promise<Order> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, key)));
    if (!row) throw new HttpError(409, 'conflict', 'An order with this Idempotency-Key is being placed. Please try again.');
    if (row.partId !== asked.partId || row.quantity !== asked.quantity) {
      throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another order.');
    }
    return toOrder(row);
  }

  async function hasOrderWithKey(user: SessionUser, key: string): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, key)));
    return Boolean(row);
  }

  /** Why an order was not taken, in the spec's words, from the part as it is now. */
  async function explainRefusal(user: SessionUser, partId: string, quantity: number, clientTotalCents: number | undefined): Promise<never> {
    const [part] = await livePart.execute({ partId });
    if (!part) throw notFound('Part');
    if ((await unpaidOrdersOf(user.id)) >= maxUnpaidOrders) throw tooManyUnpaid();
    const check = checkOrderQuantity(quantity, { priceCents: part.priceCents, min: part.minOrder, quantity: part.quantity });
    if (!check.ok) {
      if (check.reason === 'stock') throw new HttpError(409, 'out_of_stock', check.message);
      throw new HttpError(400, 'invalid_quantity', check.message);
    }
    if (check.totalCents > MAX_TOTAL_CENTS) throw new HttpError(400, 'total_too_large', messages.checkout.tooLargeForCard);
    if (clientTotalCents !== undefined && clientTotalCents !== check.totalCents) {
      throw new HttpError(400, 'price_mismatch', "The total does not match the part's current price.");
    }
    // The part allowed it a moment ago: another order took the stock in between.
    throw new HttpError(409, 'out_of_stock', messages.order.unavailableQuantity);
  }

  /** Why an expired order cannot take its parts again, from the part as it is now. */
  async function refuseRenewal(tx: Transaction, row: OrderRow): Promise<never> {
    const [part] = await tx.select().from(parts).where(and(eq(parts.id, row.partId), isNull(parts.archivedAt)));
    if (!part || part.quantity < row.quantity) throw new HttpError(409, 'parts_gone', messages.hold.partsGone);
    if (part.minOrder > row.quantity) throw new HttpError(409, 'minimum_raised', messages.hold.minimumRaised(part.minOrder));
    throw new HttpError(400, 'total_too_large', messages.checkout.tooLargeForCard);
  }

  return {
    async placeOrder(user: SessionUser, { partId, quantity, clientTotalCents, idempotencyKey }: PlaceOrderInput): Promise<Order> {
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
        return explainRefusal(user, partId, quantity, clientTotalCents);
      }
      let row: OrderRow | undefined;
      try {
        [row] = await takeStockAndOrder.execute({
          partId,
          quantity,
          clientTotalCents: clientTotalCents ?? null,
          userId: user.id,
          email: user.email,
          displayName: user.name,
          idempotencyKey: idempotencyKey ?? null,
          expiresAt: holdEnd().toISOString(),
        });
      } catch (err) {
        // The key was used before: the whole statement, stock included, was undone.
        if (idempotencyKey && isUniqueViolation(err, 'orders_idempotency_idx')) return orderPlacedBefore(user, idempotencyKey, { partId, quantity });
        throw err;
      }
      if (!row) {
        // A retry whose first order took the last units or the last unpaid slot answers that order.
        if (idempotencyKey && (await hasOrderWithKey(user, idempotencyKey))) return orderPlacedBefore(user, idempotencyKey, { partId, quantity });
        return explainRefusal(user, partId, quantity, clientTotalCents);
      }
      onStockChange([partId]);
      await keepWithinCap(row, 'delete');
      return toOrder(row);
    },

    async listOrdersOf(userId: string): Promise<Order[]> {
      const rows = await ordersOf.execute({ userId });
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

    /**
     * Deletes the caller's unpaid order and puts its quantity back in stock, or an expired one,
     * whose parts are back already. `intentSettled` is the payment intent the caller made sure can
     * take no money (payments service); an order that gained another meanwhile is not deleted.
     */
    async deleteOrder(user: SessionUser, id: string, intentSettled: string | null): Promise<void> {
      const gaveBack = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!row || row.userId !== user.id) throw notFound('Order');
        if (row.payment !== 'unpaid' && row.payment !== 'expired') {
          throw new HttpError(409, 'order_not_deletable', 'Only unpaid orders can be deleted.');
        }
        if (row.paymentIntentId !== intentSettled) throw new HttpError(409, 'payment_in_progress', messages.hold.paymentInProgress);
        // The part's row before the order's, as a sale takes them (releaseUnpaid).
        const gaveBack = row.payment === 'unpaid';
        if (gaveBack) await giveBackStock(tx, row);
        await tx.delete(orders).where(eq(orders.id, id));
        await recordEvent(tx, id, 'deleted', customerOf(row), gaveBack ? { stockReturned: row.quantity } : {});
        return gaveBack ? row.partId : null;
      });
      if (gaveBack) onStockChange([gaveBack]);
    },

    /**
     * Remembers the order's payment intent, while the order is unpaid and has no other. False when
     * it could not (the order expired meanwhile): the caller cancels the intent.
     */
    async attachPaymentIntent(orderId: string, intentId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (row?.payment !== 'unpaid') return false;
        if (row.paymentIntentId !== null) return row.paymentIntentId === intentId;
        await tx.update(orders).set({ paymentIntentId: intentId }).where(eq(orders.id, orderId));
        await recordEvent(tx, orderId, 'payment_started', customerOf(row), { paymentIntentId: intentId });
        return true;
      });
    },

    /**
     * An expired order of the caller takes its parts again for a new hold, at today's price and
     * minimum, if they are still in stock and the customer is within the cap (expired → unpaid);
     * its old, canceled intent is forgotten. Answers the order as it is then.
     */
    async renewHold(user: SessionUser, id: string): Promise<OrderRow> {
      const renewed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!row || row.userId !== user.id) throw notFound('Order');
        if (row.payment !== 'expired') return { row, renewed: false };
        const [open] = await tx.select({ n: count() }).from(orders).where(and(eq(orders.userId, row.userId), eq(orders.payment, 'unpaid')));
        if ((open?.n ?? 0) >= maxUnpaidOrders) throw tooManyUnpaid();
        const total = sql<number>`${parts.priceCents}::bigint * ${row.quantity}`;
        const [taken] = await tx
          .update(parts)
          .set({ quantity: sql`${parts.quantity} - ${row.quantity}`, updatedAt: new Date() })
          .where(
            and(
              eq(parts.id, row.partId),
              isNull(parts.archivedAt),
              gte(parts.quantity, row.quantity),
              lte(parts.minOrder, row.quantity),
              sql`${total} <= ${MAX_TOTAL_CENTS}`,
            ),
          )
          .returning({ totalCents: sql<number>`(${total})::integer`, minOrder: parts.minOrder });
        if (!taken) return refuseRenewal(tx, row);
        const [unpaid] = await tx
          .update(orders)
          .set({ payment: 'unpaid', totalCents: taken.totalCents, minOrder: taken.minOrder, expiresAt: holdEnd(), paymentIntentId: null, updatedAt: new Date() })
          .where(eq(orders.id, id))
          .returning();
        await recordEvent(tx, id, 'hold_renewed', customerOf(row));
        return { row: unpaid!, renewed: true };
      });
      if (!renewed.renewed) return renewed.row;
      onStockChange([renewed.row.partId]);
      await keepWithinCap(renewed.row, 'expire');
      return renewed.row;
    },

    /** Unpaid orders past their hold that have a payment intent: the provider is asked about each first. */
    async listOverdueWithIntent(limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.payment, 'unpaid'), lte(orders.expiresAt, now()), isNotNull(orders.paymentIntentId)))
        .orderBy(orders.expiresAt)
        .limit(limit);
    },

    /**
     * One statement: unpaid orders past their hold, without a payment intent or with one of
     * `canceledIntents` (which can take no money), become expired and their parts go back. The
     * guard `payment = 'unpaid'` is checked again on the newest row when a payment, a deletion or
     * another process's expiry races it, so each order's parts go back once. Answers how many
     * parts' stock changed.
     */
    async expireOverdue(canceledIntents: string[]): Promise<number> {
      const withoutLiveIntent =
        canceledIntents.length > 0
          ? or(isNull(orders.paymentIntentId), inArray(orders.paymentIntentId, canceledIntents))
          : isNull(orders.paymentIntentId);
      const expired = db.$with('expired').as(
        db
          .update(orders)
          .set({ payment: 'expired', updatedAt: sql`now()` })
          .where(and(eq(orders.payment, 'unpaid'), lte(orders.expiresAt, now()), withoutLiveIntent))
          .returning({
            releasedOrder: sql<string>`${orders.id}`.as('released_order'),
            releasedPart: sql<string>`${orders.partId}`.as('released_part'),
            releasedQuantity: sql<number>`${orders.quantity}`.as('released_quantity'),
          }),
      );
      // Each expired order's timeline entry, in the same statement.
      const logged = db.$with('logged', { id: orderEvents.id }).as(
        sql`insert into ${orderEvents} (order_id, kind, actor_role, stock_returned)
            select released_order, 'expired', 'system', released_quantity from ${expired} returning id`,
      );
      const restocked = await db
        .with(expired, logged)
        .update(parts)
        .set({
          quantity: sql`${parts.quantity} + (select sum(${expired.releasedQuantity}) from ${expired} where ${expired.releasedPart} = ${parts.id})::integer`,
          updatedAt: sql`now()`,
        })
        .where(inArray(parts.id, db.select({ id: expired.releasedPart }).from(expired)))
        .returning({ id: parts.id });
      if (restocked.length > 0) onStockChange(restocked.map((part) => part.id));
      return restocked.length;
    },

    /**
     * unpaid → pending, once the provider's intent shows this order's full amount succeeded.
     * Answers the order and whether this call moved it (false when it already had).
     */
    async markOrderPending(
      orderId: string,
      intent: PaymentConfirmation,
      /** Runs in the same transaction, only when this call moved the order. */
      onMoved: (tx: Transaction, order: OrderRow) => Promise<void>,
    ): Promise<{ order: OrderRow; moved: boolean }> {
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
          .set({ payment: 'pending', expiresAt: null, paidAt: new Date(), updatedAt: new Date() })
          .where(eq(orders.id, orderId))
          .returning();
        await recordEvent(tx, orderId, 'paid_by_card', customerOf(row), { paymentIntentId: intent.id });
        await recordSale(tx, { partId: row.partId, totalCents: row.totalCents, quantity: row.quantity, paidAt: moved!.paidAt! }, shopTimeZone);
        await onMoved(tx, moved!);
        return { order: moved!, moved: true };
      });
    },

    /** pending → paid, by an admin. */
    async markOrderPaid(admin: SessionUser, id: string): Promise<Order> {
      const row = await db.transaction(async (tx) => {
        const [paid] = await tx
          .update(orders)
          .set({ payment: 'paid', updatedAt: new Date() })
          .where(and(eq(orders.id, id), eq(orders.payment, 'pending')))
          .returning();
        if (paid) await recordEvent(tx, id, 'marked_paid', adminActor(admin));
        return paid;
      });
      if (row) return toOrder(row);
      const [existing] = await db.select({ payment: orders.payment }).from(orders).where(eq(orders.id, id));
      if (!existing) throw notFound('Order');
      throw new HttpError(409, 'invalid_transition', `An order that is ${existing.payment} cannot be marked paid.`);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
