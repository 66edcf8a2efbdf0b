/**
 * Returns (issue 44, decision 099): a customer asks, within the window after delivery, to send
 * back units of a delivered order's lines with a reason; an admin approves (the customer is told
 * where to send them) or rejects; then receives them, the resellable units back in stock (which
 * fires back-in-stock alerts), and refunds what they were paid, less any restocking fee, to the
 * card through the refund machinery or as store credit. States move only forward, each under the
 * return's row lock, on the order's timeline and mailed.
 */
import {
  formatOrderNumber,
  fromCents,
  messages,
  paidForUnits,
  returnReasonLabels,
  type ReceiveReturn,
  type ReturnPolicy,
  type ReturnReason,
  type ReturnRequest,
  type ReturnState,
  type ReturnView,
} from '@coreparts/shared';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '@/config.ts';
import type { Database, Transaction } from '@/db/client.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import type { SessionUser } from '@/modules/auth/session.ts';
import type { QueuedMailer } from '@/modules/mail/mailer.ts';
import { returnUpdateEmail } from '@/modules/mail/templates.ts';
import { adminActor, customerOf, recordEvent, type OrdersService, type OrderWithLines } from '@/modules/orders/service.ts';
import type { RefundsService } from '@/modules/payments/refunds.ts';
import type { StockService } from '@/modules/stock/service.ts';
import { returnLines, returnPolicy, returns } from './tables.ts';

type ReturnRow = typeof returns.$inferSelect;
type ReturnLineRow = typeof returnLines.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

interface Dependencies {
  db: Database;
  config: Pick<Config, 'storeName' | 'publicUrl'>;
  orders: OrdersService;
  stock: StockService;
  refunds: Pick<RefundsService, 'refund'>;
  mailer: QueuedMailer;
  onStockChange: (partIds: string[]) => Promise<void>;
  now: () => Date;
}

export function createReturnsService({ db, config, orders: ordersService, stock, refunds, mailer, onStockChange, now }: Dependencies) {
  async function policy(tx: Transaction | Database = db): Promise<ReturnPolicy & { restockingFeeBp: number }> {
    const [row] = await tx.select().from(returnPolicy).where(eq(returnPolicy.id, 1));
    const windowDays = row?.windowDays ?? 30;
    const restockingFeeBp = row?.restockingFeeBp ?? 0;
    return { windowDays, restockingFeePercent: restockingFeeBp / 100, restockingFeeBp };
  }

  const toView = (row: ReturnRow, lines: ReturnLineRow[], order: { number: number; email: string }): ReturnView => ({
    _id: row.id,
    orderId: row.orderId,
    orderNumber: formatOrderNumber(order.number),
    email: order.email,
    state: row.state,
    lines: lines.map((l) => ({ lineId: l.lineId, partId: l.partId, name: l.name, quantity: l.quantity, reason: l.reason, resellable: l.resellable, damaged: l.damaged })),
    note: row.note,
    rejectReason: row.rejectReason,
    refundTo: row.refundTo,
    replacementOrderId: row.replacementOrderId,
    refund: row.refundCents === null ? null : fromCents(row.refundCents),
    restockingFee: fromCents(row.restockingFeeCents),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  async function viewsOf(rows: ReturnRow[]): Promise<ReturnView[]> {
    if (rows.length === 0) return [];
    const lines = await db.select().from(returnLines).where(inArray(returnLines.returnId, rows.map((r) => r.id))).orderBy(asc(returnLines.name));
    const orders = await ordersService.headingsOf([...new Set(rows.map((r) => r.orderId))]);
    return rows.map((row) => toView(row, lines.filter((l) => l.returnId === row.id), orders.get(row.orderId) ?? { number: 0, email: '' }));
  }

  /** The customer's letter about their return, in the change's transaction. */
  async function mail(tx: Transaction, order: OrderWithLines, text: string) {
    await mailer.send(
      returnUpdateEmail({ storeName: config.storeName, to: order.email, name: order.displayName }, { number: formatOrderNumber(order.number), text }, `${config.publicUrl}/dashboard/myorder`),
      { tx },
    );
  }

  /** The return's row locked, with its order's; a return of no order a 404. */
  async function lockReturn(tx: Transaction, id: string) {
    const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    if (!row) throw notFound('Return');
    const order = await ordersService.lockOrder(tx, row.orderId);
    const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, id));
    return { row, order: order!, lines };
  }

  /** Moves a return from one of `from` to `to`, or 409: states move only forward. */
  async function move(tx: Transaction, id: string, from: ReturnState[], to: ReturnState, set: Partial<typeof returns.$inferInsert> = {}) {
    const [moved] = await tx
      .update(returns)
      .set({ ...set, state: to, updatedAt: new Date() })
      .where(and(eq(returns.id, id), inArray(returns.state, from)))
      .returning();
    if (!moved) throw new HttpError(409, 'invalid_transition', to === 'received' ? messages.returns.notApproved : messages.returns.notOpen);
    return moved;
  }

  return {
    policy,

    async setPolicy(input: ReturnPolicy): Promise<ReturnPolicy> {
      const values = { id: 1, windowDays: input.windowDays, restockingFeeBp: Math.round(input.restockingFeePercent * 100), updatedAt: new Date() };
      await db.insert(returnPolicy).values(values).onConflictDoUpdate({ target: returnPolicy.id, set: values });
      return input;
    },

    /**
     * The owner asks to return units of a delivered order within the window: never more of a line
     * than was bought less what was refunded or is in another return not rejected (counted under
     * the order's lock, so two requests at once cannot both take the last unit).
     */
    async request(user: SessionUser, orderId: string, body: ReturnRequest): Promise<ReturnView> {
      const row = await db.transaction(async (tx) => {
        const order = await ordersService.lockOrder(tx, orderId);
        if (!order || order.userId !== user.id) throw notFound('Order');
        if (order.fulfilment !== 'delivered' || !order.deliveredAt) throw new HttpError(409, 'not_delivered', messages.returns.notDelivered);
        const { windowDays } = await policy(tx);
        if (now().getTime() > order.deliveredAt.getTime() + windowDays * DAY_MS) throw new HttpError(409, 'return_window_closed', messages.returns.windowClosed(windowDays));
        const open = await tx
          .select({ lineId: returnLines.lineId, units: sql<number>`sum(${returnLines.quantity})::integer` })
          .from(returnLines)
          .innerJoin(returns, eq(returns.id, returnLines.returnId))
          .where(and(eq(returns.orderId, orderId), ne(returns.state, 'rejected'), ne(returns.state, 'refunded')))
          .groupBy(returnLines.lineId);
        for (const asked of body.lines) {
          const line = order.lines.find((l) => l.id === asked.lineId);
          if (!line) throw new HttpError(400, 'unknown_line', messages.returns.unknownLine);
          const left = line.quantity - line.refundedQuantity - (open.find((o) => o.lineId === line.id)?.units ?? 0);
          if (asked.quantity > left) throw new HttpError(400, 'return_too_many', messages.returns.tooMany(line.partName, Math.max(left, 0)));
        }
        const [row] = await tx.insert(returns).values({ orderId, userId: user.id, note: body.note || null }).returning();
        await tx.insert(returnLines).values(
          body.lines.map((asked) => {
            const line = order.lines.find((l) => l.id === asked.lineId)!;
            return { returnId: row!.id, lineId: line.id, partId: line.partId, name: line.partName, quantity: asked.quantity, reason: asked.reason };
          }),
        );
        const what = body.lines.map((l) => `${l.quantity} × ${order.lines.find((x) => x.id === l.lineId)!.partName} (${returnReasonLabels[l.reason]})`).join(', ');
        await recordEvent(tx, orderId, 'return_requested', customerOf(order), { detail: what });
        await mail(tx, order, `We have your request to return ${what}. We will tell you where to send it once we have looked at it.`);
        return row!;
      });
      return (await viewsOf([row]))[0]!;
    },

    /** The order's returns, newest first: its owner or an admin. */
    async listForOrder(user: SessionUser, orderId: string): Promise<ReturnView[]> {
      await ordersService.getOwnedOrder(user, orderId);
      return viewsOf(await db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(desc(returns.createdAt)));
    },

    /** The admin's list, by state (all when none), newest first. */
    async list(state: ReturnState | undefined): Promise<ReturnView[]> {
      const rows = await db
        .select()
        .from(returns)
        .where(state ? eq(returns.state, state) : undefined)
        .orderBy(desc(returns.createdAt))
        .limit(200);
      return viewsOf(rows);
    },

    async approve(admin: SessionUser, id: string): Promise<ReturnView> {
      const row = await db.transaction(async (tx) => {
        const { order } = await lockReturn(tx, id);
        const moved = await move(tx, id, ['requested'], 'approved');
        await recordEvent(tx, order.id, 'return_approved', adminActor(admin));
        await mail(tx, order, `Your return is approved. Please pack the parts with a note of your order number and send them to the address on ${config.publicUrl}/returns.`);
        return moved;
      });
      return (await viewsOf([row]))[0]!;
    },

    async reject(admin: SessionUser, id: string, reason: string): Promise<ReturnView> {
      const row = await db.transaction(async (tx) => {
        const { order } = await lockReturn(tx, id);
        const moved = await move(tx, id, ['requested', 'approved'], 'rejected', { rejectReason: reason });
        await recordEvent(tx, order.id, 'return_rejected', adminActor(admin), { detail: reason });
        await mail(tx, order, `We cannot accept your return: ${reason}`);
        return moved;
      });
      return (await viewsOf([row]))[0]!;
    },

    /**
     * The units arrived: every unit of the return, each resellable (back in stock) or damaged; then
     * the refund of what they were paid, less the restocking fee on those no longer needed, to the
     * card or as store credit. A second receive of the same return finds it received (409).
     */
    async receive(admin: SessionUser, id: string, body: ReceiveReturn): Promise<ReturnView> {
      const received = await db.transaction(async (tx) => {
        const { row, order, lines } = await lockReturn(tx, id);
        if (row.state !== 'approved') throw new HttpError(409, 'invalid_transition', messages.returns.notApproved);
        const counted = new Map<string, { resellable: number; damaged: number }>();
        for (const l of body.lines) {
          const sum = counted.get(l.lineId) ?? { resellable: 0, damaged: 0 };
          sum[l.condition] += l.quantity;
          counted.set(l.lineId, sum);
        }
        const whole = counted.size === lines.length && lines.every((l) => {
          const c = counted.get(l.lineId);
          return c !== undefined && c.resellable + c.damaged === l.quantity;
        });
        if (!whole) throw new HttpError(400, 'receive_mismatch', messages.returns.receivedMismatch);
        if (body.refundTo === 'replacement' && lines.some((l) => l.reason !== 'dead-on-arrival')) {
          throw new HttpError(400, 'replace_only_dead_on_arrival', messages.returns.replaceOnlyDeadOnArrival);
        }
        const { restockingFeeBp } = await policy(tx);
        let feeCents = 0;
        for (const l of lines) {
          const c = counted.get(l.lineId)!;
          await tx.update(returnLines).set(c).where(and(eq(returnLines.returnId, id), eq(returnLines.lineId, l.lineId)));
          const line = order.lines.find((x) => x.id === l.lineId)!;
          if (l.reason === 'no-longer-needed') feeCents += Math.round((paidForUnits(line, line.refundedQuantity, l.quantity) * restockingFeeBp) / 10_000);
        }
        const restocked = await stock.giveBack(
          tx,
          lines.map((l) => ({ partId: l.partId, quantity: counted.get(l.lineId)!.resellable })),
        );
        await move(tx, id, ['approved'], 'received', { refundTo: body.refundTo, restockingFeeCents: feeCents });
        const units = body.lines.reduce((sum, l) => sum + (l.condition === 'resellable' ? l.quantity : 0), 0);
        await recordEvent(tx, order.id, 'return_received', adminActor(admin), { stockReturned: units });
        if (body.refundTo === 'replacement') {
          // The same parts again, at no charge, in this transaction: all or nothing.
          const replacement = await ordersService.placeReplacement(tx, order, lines.map((l) => ({ partId: l.partId, quantity: l.quantity })), adminActor(admin));
          await move(tx, id, ['received'], 'replaced', { replacementOrderId: replacement.id });
          await mail(tx, order, `Your return arrived. A replacement is on its way: order ${formatOrderNumber(replacement.number)}, at no charge.`);
        }
        return { order, lines, feeCents, restocked, replaced: body.refundTo === 'replacement' };
      });
      const stockChanged = [...received.restocked, ...(received.replaced ? received.lines.map((l) => l.partId) : [])];
      if (stockChanged.length > 0) await onStockChange([...new Set(stockChanged)]);
      if (received.replaced) return (await viewsOf(await db.select().from(returns).where(eq(returns.id, id))))[0]!;
      // The refund through the refund machinery, with a key of the return's own: a retry refunds once.
      const refund = await refunds.refund(
        admin,
        received.order.id,
        {
          lines: received.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity })),
          reason: `Return of ${formatOrderNumber(received.order.number)}`,
          feeCents: received.feeCents,
          toStoreCredit: body.refundTo === 'store-credit',
        },
        `return-${id}`,
      );
      const [row] = await db
        .update(returns)
        .set({ state: 'refunded', refundCents: Math.round(refund.refund.amount * 100), updatedAt: new Date() })
        .where(and(eq(returns.id, id), eq(returns.state, 'received')))
        .returning();
      const [current] = row ? [row] : await db.select().from(returns).where(eq(returns.id, id));
      return (await viewsOf([current!]))[0]!;
    },

    /** Returns per part and reason, for the admin's rate of returns. */
    /** Each order's returns in words, for the orders CSV: "1 refunded, 1 requested". */
    async summaryOf(orderIds: readonly string[]): Promise<Map<string, string>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ orderId: returns.orderId, state: returns.state, n: sql<number>`count(*)::integer` })
        .from(returns)
        .where(inArray(returns.orderId, [...orderIds]))
        .groupBy(returns.orderId, returns.state)
        .orderBy(returns.orderId, returns.state);
      const words = new Map<string, string[]>();
      for (const row of rows) words.set(row.orderId, [...(words.get(row.orderId) ?? []), `${row.n} ${row.state}`]);
      return new Map([...words].map(([orderId, parts]) => [orderId, parts.join(', ')]));
    },

    /** Returns waiting for the shop (requested, approved or received) and those asked in the last 30 days, for the overview. */
    async counts(): Promise<{ open: number; last30Days: number }> {
      const [row] = await db
        .select({
          open: sql<number>`count(*) filter (where ${returns.state} in ('requested','approved','received'))::integer`,
          last30Days: sql<number>`count(*) filter (where ${returns.createdAt} > ${new Date(now().getTime() - 30 * DAY_MS)})::integer`,
        })
        .from(returns);
      return { open: row?.open ?? 0, last30Days: row?.last30Days ?? 0 };
    },

    /** Units returned per part and reason (rejected returns aside), most first, beside the units of the part sold. */
    async ratesByPart(): Promise<{ partId: string; name: string; reason: ReturnReason; units: number; sold: number }[]> {
      const rows = await db
        .select({ partId: returnLines.partId, name: sql<string>`min(${returnLines.name})`, reason: returnLines.reason, units: sql<number>`sum(${returnLines.quantity})::integer` })
        .from(returnLines)
        .innerJoin(returns, eq(returns.id, returnLines.returnId))
        .where(ne(returns.state, 'rejected'))
        .groupBy(returnLines.partId, returnLines.reason)
        .orderBy(desc(sql`sum(${returnLines.quantity})`), asc(returnLines.partId))
        .limit(200);
      const sold = await ordersService.unitsSold([...new Set(rows.map((r) => r.partId))]);
      return rows.map((r) => ({ ...r, sold: sold.get(r.partId) ?? 0 }));
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
