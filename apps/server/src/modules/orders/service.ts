/**
 * Orders: each one a set of lines priced from the stored parts, taking every line's stock in one
 * transaction (all or nothing, never oversold), and moving only forward: unpaid → pending → paid
 * (product.md §3). An unpaid order holds its parts for a while, then expires and gives them back
 * (decision 022). A one-part order of the spec's flow is an order with one line (issue 27).
 */
import {
  CURRENCY,
  checkOrderQuantity,
  formatOrderNumber,
  formatPrice,
  fromCents,
  messages,
  orderStateLine,
  orderTaxLabel,
  type Order,
  type CartDiscount,
  type OrderActorRole,
  type OrderDiscount,
  type PartsDiscount,
  type OrderEventKind,
  type OrderTax,
  type OrderTotalsCents,
  type ShippingAddress,
  unitsOneCustomerMayHold,
} from '@coreparts/shared';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { causesOf, HttpError, isUniqueViolation, notFound } from '@/lib/http-errors.ts';
import { countWindowedWrite, sharedRequestCounts } from '@/lib/windowed-count.ts';
import { lockAccount } from '@/modules/auth/accounts.ts';
import type { SessionUser } from '@/modules/auth/session.ts';
import type { OrderSummary } from '@/modules/mail/templates.ts';
import type { PartRow } from '@/modules/parts/part-rows.ts';
import { recordSale } from '@/modules/sales/rollups.ts';
import type { CreditService } from '@/modules/credit/service.ts';
import type { PromotionsService } from '@/modules/promotions/service.ts';
import type { StockService } from '@/modules/stock/service.ts';
import { orderEvents, orderLines, orders } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;

/** A line as orders read them (json from the database, so plain numbers and strings). */
export interface OrderLineRow {
  id: string;
  partId: string;
  partName: string;
  minOrder: number;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  discountCents: number;
  refundedQuantity: number;
}
export type OrderWithLines = OrderRow & { lines: OrderLineRow[] };

type PaidLine = Pick<OrderLineRow, 'quantity' | 'totalCents' | 'discountCents'>;

/** A payment as the sales count it: all the order was paid (card, gift cards, credit), its discount, its lines as paid. */
function saleOfPayment(order: OrderWithLines) {
  return {
    totalCents: order.totalCents + order.giftCardCents + order.storeCreditCents,
    discountCents: order.discountCents,
    lines: order.lines.map((line) => ({ partId: line.partId, quantity: line.quantity, totalCents: line.totalCents - line.discountCents })),
    at: order.paidAt!,
    orders: 1 as const,
  };
}

/** Units of a line at what they were paid, rounded, as the sales' sums per part count them (sales-history.ts). */
export const paidShareCents = (line: PaidLine, units: number): number => Math.round(((line.totalCents - line.discountCents) * units) / line.quantity);

const MAX_TOTAL_CENTS = 2_000_000_000;
/** The largest quantity an integer column holds; any real stock is far below it. */
const MAX_QUANTITY = 2_147_483_647;
/** A checkout that PostgreSQL chose to undo (a deadlock it broke) is tried again this often. */
const TRANSIENT_TRIES = 3;

/**
 * An order's lines, in order, as one json value beside each order row. The outer row is named in
 * full: Drizzle writes a column of a one-table select without its table, which here would be the
 * line's own `id`.
 */
const linesOfOrder = sql<OrderLineRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', l.id, 'partId', l.part_id, 'partName', l.part_name, 'minOrder', l.min_order, 'quantity', l.quantity,
    'unitPriceCents', l.unit_price_cents, 'totalCents', l.total_cents, 'discountCents', l.discount_cents,
    'refundedQuantity', l.refunded_quantity
  ) order by l.position), '[]'::json)
  from ${orderLines} l where l.order_id = "orders"."id")`.as('lines');

export const orderWithLinesColumns = { ...getTableColumns(orders), lines: linesOfOrder };

export const toOrder = (o: OrderWithLines): Order => {
  const first = o.lines[0]!;
  return {
    _id: o.id,
    number: formatOrderNumber(o.number),
    orderId: first.partId,
    name: o.lines.length === 1 ? first.partName : messages.cart.orderName(first.partName, o.lines.length - 1),
    min: first.minOrder,
    quantity: o.lines.reduce((sum, line) => sum + line.quantity, 0),
    price: fromCents(o.subtotalCents),
    lines: o.lines.map((line) => ({
      id: line.id,
      partId: line.partId,
      name: line.partName,
      min: line.minOrder,
      quantity: line.quantity,
      unitPrice: fromCents(line.unitPriceCents),
      total: fromCents(line.totalCents),
      discount: fromCents(line.discountCents),
      refundedQuantity: line.refundedQuantity,
    })),
    discount: fromCents(o.discountCents),
    discounts: o.discounts.map(({ name, code, amountCents, freeShipping }) => ({ name, code, amount: fromCents(amountCents), freeShipping })),
    shipping: fromCents(o.shippingCents),
    tax: fromCents(o.taxCents),
    taxName: o.taxName,
    taxRate: o.taxRateBp / 100,
    total: fromCents(o.totalCents),
    giftCard: fromCents(o.giftCardCents),
    storeCredit: fromCents(o.storeCreditCents),
    refunded: fromCents(o.refundedCents),
    shippingAddress: o.shippingAddress,
    shippingMethod: o.shippingMethod,
    fulfilment: o.fulfilment,
    carrier: o.carrier,
    trackingNumber: o.trackingNumber,
    payment: o.payment,
    email: o.email,
    displayName: o.displayName,
    expiresAt: o.payment === 'unpaid' && o.expiresAt ? o.expiresAt.toISOString() : null,
    deliveredAt: o.deliveredAt?.toISOString() ?? null,
  };
};

/** What every letter about the order names: its number, its parts' name and its state line (decision 085). */
export function letterHeading(o: OrderWithLines): { number: string; name: string; state: string } {
  const order = toOrder(o);
  return { number: order.number, name: order.name, state: orderStateLine(order).text };
}

/** The order as its letters write it out. */
export function summaryOf(o: OrderWithLines): OrderSummary {
  const price = (cents: number) => formatPrice(fromCents(cents));
  const a = o.shippingAddress;
  return {
    number: formatOrderNumber(o.number),
    lines: o.lines.map((line) => ({ quantity: line.quantity, name: line.partName, total: price(line.totalCents) })),
    address: a ? [a.name, a.line1, a.line2, `${a.postalCode} ${a.city}`.trim(), a.region, a.country, a.phone].filter((part): part is string => Boolean(part)) : [],
    shippingMethod: o.shippingMethod,
    subtotal: price(o.subtotalCents),
    discounts: o.discounts.filter((d) => d.amountCents > 0).map((d) => `${d.name} −${price(d.amountCents)}`),
    balances: [
      ...(o.giftCardCents > 0 ? [`Gift cards −${price(o.giftCardCents)}`] : []),
      ...(o.storeCreditCents > 0 ? [`Store credit −${price(o.storeCreditCents)}`] : []),
    ],
    shipping: price(o.shippingCents),
    tax: price(o.taxCents),
    taxLabel: orderTaxLabel({ taxName: o.taxName, taxRate: o.taxRateBp / 100 }),
    total: price(o.totalCents),
  };
}

export interface OrderSettings {
  /** How long an unpaid order holds its parts. */
  holdMs: number;
  /** Unpaid orders one customer may have at once. */
  maxUnpaidOrders: number;
  /** Units of one part one customer's unpaid orders may hold together, unless the part sets its own. */
  maxUnpaidUnitsPerPart: number;
  /** Orders one customer may place in 10 minutes. */
  maxOrdersPer10Minutes: number;
  /** The clock that decides expiry: the job queue's, which tests move forward. */
  now: () => Date;
  /** Whose calendar days the sales are summed in (SHOP_TIME_ZONE). */
  shopTimeZone: string;
}

/** One part and how many of it. */
export interface WantedLine {
  partId: string;
  quantity: number;
}

/** Where an order goes and what shipping and tax come to, from the parts' subtotal. */
export interface ShippingChoice {
  address: ShippingAddress;
  methodId: string;
  methodName: string;
  price: (subtotalCents: number, discount?: PartsDiscount) => OrderTotalsCents & OrderTax;
}

/** An order's discount as its row keeps it. */
export const discountOf = (row: Pick<OrderRow, 'discountCents' | 'discounts'>): PartsDiscount => ({
  discountCents: row.discountCents,
  freeShipping: row.discounts.some((d) => d.freeShipping),
});

/** The promotions a discount applied, as the order keeps them. */
const keptDiscounts = (discount: CartDiscount): OrderDiscount[] =>
  discount.applied.map(({ id, name, code, amountCents, freeShipping }) => ({ promotionId: id, name, code, amountCents, freeShipping }));

export interface PlaceOrderInput {
  lines: WantedLine[];
  /** The parts' total the page showed (the spec's `price`); refused when it differs. */
  clientSubtotalCents?: number;
  /** What the page showed as the total to charge (checkout); refused when it differs. */
  clientTotalCents?: number;
  /** The client's `Idempotency-Key`: the same key of the same account places one order. */
  idempotencyKey?: string;
  /** A discount code (capitals): the order is refused with its reason when it does not apply. */
  code?: string;
  /** Gift card codes and store credit (cents) that pay the order before the card (issue 43). */
  giftCards?: readonly string[];
  storeCreditCents?: number;
  shipping?: ShippingChoice;
  /** The spec's one-part flow answers in the spec's words; a cart's checkout names the part. */
  words: 'spec' | 'cart';
  /** Runs in the order's transaction once it is placed (the cart empties itself). */
  onPlaced?: (tx: Transaction, order: OrderWithLines) => Promise<void>;
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

export const systemActor: OrderActor = { role: 'system', id: null, email: null };
export const customerOf = (row: OrderRow): OrderActor => ({ role: 'customer', id: row.userId, email: row.email });
export const adminActor = (user: SessionUser): OrderActor => ({ role: 'admin', id: user.id, email: user.email });

/** Field by field: a stored address comes back from JSON with its keys in another order. */
function sameAddress(a: ShippingAddress, b: ShippingAddress): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof ShippingAddress>;
  return [...keys].every((key) => a[key] === b[key]);
}

/** One entry of the order's timeline, in the transaction `tx` that makes the change. */
export function recordEvent(
  tx: Transaction,
  orderId: string,
  kind: OrderEventKind,
  actor: OrderActor,
  extra: { paymentIntentId?: string | null; stockReturned?: number; detail?: string; amountCents?: number } = {},
) {
  return tx.insert(orderEvents).values({
    orderId,
    kind,
    actorRole: actor.role,
    actorId: actor.id,
    actorEmail: actor.email,
    paymentIntentId: extra.paymentIntentId ?? null,
    stockReturned: extra.stockReturned ?? null,
    detail: extra.detail ?? null,
    amountCents: extra.amountCents ?? null,
  });
}

/** A line of a new order, as it is priced. */
type NewLine = Omit<OrderLineRow, 'id' | 'refundedQuantity'>;

/**
 * A new order, its lines and its `placed` event, written in one statement: their ids are made
 * here, so no row waits for another's answer. Answers the order with its lines.
 */
async function insertPlaced(
  tx: Transaction,
  values: Omit<typeof orders.$inferInsert, 'id'>,
  newLines: NewLine[],
  actor: OrderActor,
  detail?: string,
): Promise<OrderWithLines> {
  const id = randomUUID();
  const lines: OrderLineRow[] = newLines.map((line) => ({ ...line, id: randomUUID(), refundedQuantity: 0 }));
  const placedOrder = tx.$with('placed_order').as(tx.insert(orders).values({ ...values, id }).returning());
  const placedLines = tx.$with('placed_lines').as(tx.insert(orderLines).values(lines.map((line, position) => ({ ...line, orderId: id, position }))));
  const placedEvent = tx.$with('placed_event').as(recordEvent(tx, id, 'placed', actor, { detail }));
  const [order] = await tx.with(placedOrder, placedLines, placedEvent).select().from(placedOrder);
  return { ...order!, lines };
}

const unitsOf = (lines: { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** A deadlock PostgreSQL broke or a serialization failure: the transaction may simply run again. */
function isTransient(err: unknown): boolean {
  for (const e of causesOf(err)) {
    const { code } = e as { code?: unknown };
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

export function createOrdersService(
  db: Database,
  stock: StockService,
  promotions: PromotionsService,
  credit: CreditService,
  onStockChange: (partIds: string[]) => Promise<void>,
  { holdMs, maxUnpaidOrders, maxUnpaidUnitsPerPart, maxOrdersPer10Minutes, now, shopTimeZone }: OrderSettings,
) {
  const holdEnd = () => new Date(now().getTime() + holdMs);
  const paidListeners: ((tx: Transaction, order: OrderWithLines) => Promise<void>)[] = [];

  /**
   * An order its gift cards, store credit and discounts pay in full needs no card: it moves on
   * as a card payment moves it (unpaid → pending, its sale counted, its listeners told), in the
   * transaction that placed or renewed it.
   */
  async function paidWithoutCard(tx: Transaction, order: OrderWithLines, actor: OrderActor): Promise<OrderWithLines> {
    const [moved] = await tx
      .update(orders)
      .set({ payment: 'pending', expiresAt: null, paidAt: new Date(), updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    const paid = { ...moved!, lines: order.lines };
    await recordEvent(tx, order.id, 'paid_by_balance', actor, { amountCents: paid.giftCardCents + paid.storeCreditCents });
    await recordSale(tx, saleOfPayment(paid), shopTimeZone);
    for (const listener of paidListeners) await listener(tx, paid);
    return paid;
  }
  const tooManyUnpaid = () => new HttpError(409, 'too_many_unpaid_orders', messages.hold.tooManyUnpaid(maxUnpaidOrders));

  async function readOrder(id: string, tx: Transaction | Database = db): Promise<OrderWithLines | undefined> {
    const [row] = await tx.select(orderWithLinesColumns).from(orders).where(eq(orders.id, id));
    return row;
  }

  /** The order's row locked for the transaction's change, with its lines. */
  async function lockOrder(tx: Transaction, id: string): Promise<OrderWithLines | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) return undefined;
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position));
    return { ...row, lines };
  }

  /**
   * Refuses lines that would take the customer past a cap (decisions 022, 070): one more unpaid
   * order than allowed, or more units of a part in unpaid orders than the part's limit. Run under
   * the account's lock, on the parts' locked rows; `words` names the part as `lineRefusal` does.
   */
  async function requireRoomToHold(
    tx: Transaction,
    userId: string,
    lines: WantedLine[],
    partsById: Map<string, PartRow>,
    words: PlaceOrderInput['words'],
  ): Promise<void> {
    const wanted = new Map<string, number>();
    for (const line of lines) wanted.set(line.partId, (wanted.get(line.partId) ?? 0) + line.quantity);
    // One query: how many unpaid orders the customer has, beside what they hold of these parts.
    const theirUnpaid = and(eq(orders.userId, userId), eq(orders.payment, 'unpaid'));
    const unpaidOrders = tx.$with('unpaid_orders').as(tx.select({ n: count().as('n') }).from(orders).where(theirUnpaid));
    const heldUnits = tx.$with('held_units').as(
      tx
        .select({ partId: orderLines.partId, units: sql<number>`sum(${orderLines.quantity})::integer`.as('units') })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(theirUnpaid, inArray(orderLines.partId, [...wanted.keys()])))
        .groupBy(orderLines.partId),
    );
    const rows = await tx
      .with(unpaidOrders, heldUnits)
      .select({ unpaid: unpaidOrders.n, partId: heldUnits.partId, units: heldUnits.units })
      .from(unpaidOrders)
      .leftJoin(heldUnits, sql`true`);
    if (rows[0]!.unpaid >= maxUnpaidOrders) throw tooManyUnpaid();
    const held = new Map(rows.flatMap((row) => (row.partId === null ? [] : [[row.partId, row.units!] as const])));
    for (const [partId, units] of wanted) {
      const part = partsById.get(partId)!;
      const max = unitsOneCustomerMayHold({ min: part.minOrder, limitPerCustomer: part.limitPerCustomer }, maxUnpaidUnitsPerPart);
      const already = held.get(partId) ?? 0;
      if (already + units > max) {
        throw new HttpError(409, 'too_many_units', messages.hold.tooManyUnits(max, already, words === 'spec' ? 'this part' : part.name));
      }
    }
  }

  async function getOwnedOrder(user: SessionUser, id: string): Promise<OrderWithLines> {
    const row = await readOrder(id);
    // Someone else's order is answered like a missing one: ids are not to be probed.
    if (!row || (row.userId !== user.id && user.role !== 'admin')) throw notFound('Order');
    return row;
  }

  // A customer's orders are read on every visit to their page: built once, not per read (decision 043).
  const ordersOf = db
    .select(orderWithLinesColumns)
    .from(orders)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(desc(orders.createdAt))
    .prepare('orders_of');

  /**
   * A retried order: the order that key placed, if the retry asks for the same thing: the same
   * lines and, when it says where to ship (a checkout), the same address and method. The one-part
   * order names no shipping; its payment page sets it on the order afterwards.
   */
  async function orderPlacedBefore(user: SessionUser, key: string, asked: PlaceOrderInput): Promise<OrderWithLines> {
    const [found] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, key)));
    const row = found && (await readOrder(found.id));
    if (!row) throw new HttpError(409, 'conflict', 'An order with this Idempotency-Key is being placed. Please try again.');
    const sameLines =
      row.lines.length === asked.lines.length &&
      asked.lines.every((a, i) => row.lines[i]!.partId === a.partId && row.lines[i]!.quantity === a.quantity);
    const sameShipping =
      !asked.shipping ||
      (row.shippingMethodId === asked.shipping.methodId && row.shippingAddress !== null && sameAddress(row.shippingAddress, asked.shipping.address));
    if (!sameLines || !sameShipping) throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another order.');
    return row;
  }

  /**
   * Why a line cannot be taken, from its part as it is now, in the spec's words for its one-part
   * flow or naming the part and what is left for a cart. Null when it can.
   */
  function lineRefusal(line: WantedLine, part: PartRow | undefined, words: PlaceOrderInput['words']): HttpError | null {
    if (!part || part.archivedAt) {
      return words === 'spec' ? notFound('Part') : new HttpError(409, 'part_gone', messages.cart.lineGone(part?.name ?? 'A part'));
    }
    const check = checkOrderQuantity(line.quantity, { priceCents: part.priceCents, min: part.minOrder, quantity: part.quantity });
    if (check.ok) return null;
    if (check.reason === 'stock') {
      return new HttpError(409, 'out_of_stock', words === 'spec' ? check.message : messages.cart.lineShort(part.name, part.quantity));
    }
    return new HttpError(400, 'invalid_quantity', check.message);
  }

  /** Takes every line's stock and records the order with its lines, or nothing. */
  async function takeStockAndOrder(user: SessionUser, input: PlaceOrderInput): Promise<OrderWithLines> {
    return db.transaction(async (tx) => {
      // The account first, before any part or order: one account's orders are placed and renewed
      // one at a time, so each sees what the others hold and the caps are exact.
      await lockAccount(tx, user.id);
      // Counted in the transaction: an order refused, or a retry of one placed, is not counted.
      await countWindowedWrite(tx, sharedRequestCounts, `order ${user.id}`, {
        limit: maxOrdersPer10Minutes,
        windowSeconds: 600,
        message: messages.hold.tooManyOrders,
      });
      const locked = await stock.lockParts(tx, input.lines.map((line) => line.partId));
      const byId = new Map(locked.map((part) => [part.id, part]));
      for (const line of input.lines) {
        const refusal = lineRefusal(line, byId.get(line.partId), input.words);
        if (refusal) throw refusal;
      }
      const priced = input.lines.map((line) => {
        const part = byId.get(line.partId)!;
        return { part, quantity: line.quantity, totalCents: part.priceCents * line.quantity };
      });
      const subtotalCents = priced.reduce((sum, line) => sum + line.totalCents, 0);
      // After the parts: every checkout takes the account, then its parts, then the promotions it uses.
      const discount = await promotions.discountFor(tx, { userId: user.id, code: input.code, lines: priced }, true);
      if (input.code && discount.codeProblem) throw new HttpError(409, 'code_refused', discount.codeProblem);
      const totals: OrderTotalsCents & OrderTax = input.shipping?.price(subtotalCents, discount) ?? {
        subtotalCents,
        discountCents: discount.discountCents,
        shippingCents: 0,
        taxCents: 0,
        totalCents: subtotalCents - discount.discountCents,
        taxName: null,
        taxRateBp: 0,
      };
      if (totals.totalCents > MAX_TOTAL_CENTS) throw new HttpError(400, 'total_too_large', messages.checkout.tooLargeForCard);
      if (input.clientSubtotalCents !== undefined && input.clientSubtotalCents !== subtotalCents) {
        throw new HttpError(400, 'price_mismatch', "The total does not match the part's current price.");
      }
      if (input.clientTotalCents !== undefined && input.clientTotalCents !== totals.totalCents) {
        throw new HttpError(409, 'cart_changed', messages.cart.changedSinceShown);
      }
      await requireRoomToHold(tx, user.id, input.lines, byId, input.words);
      await stock.take(tx, priced.map(({ part, quantity }) => ({ partId: part.id, quantity })));
      // Gift cards, then store credit, pay what they can; the card the rest (`totalCents`).
      const balances = await credit.take(tx, user.id, { codes: input.giftCards ?? [], creditCents: input.storeCreditCents ?? 0, dueCents: totals.totalCents });
      const placed = await insertPlaced(
        tx,
        {
          userId: user.id,
          email: user.email,
          displayName: user.name,
          ...totals,
          totalCents: totals.totalCents - balances.giftCardCents - balances.storeCreditCents,
          giftCardCents: balances.giftCardCents,
          storeCreditCents: balances.storeCreditCents,
          discounts: keptDiscounts(discount),
          promotionCode: input.code ?? null,
          shippingAddress: input.shipping?.address ?? null,
          shippingMethodId: input.shipping?.methodId ?? null,
          shippingMethod: input.shipping?.methodName ?? null,
          idempotencyKey: input.idempotencyKey ?? null,
          expiresAt: holdEnd(),
        },
        priced.map(({ part, quantity, totalCents }, position) => ({
          partId: part.id,
          partName: part.name,
          minOrder: part.minOrder,
          quantity,
          unitPriceCents: part.priceCents,
          totalCents,
          discountCents: discount.lineCents[position]!,
        })),
        { role: 'customer', id: user.id, email: user.email },
      );
      await promotions.redeem(tx, placed.id, user.id, discount.applied);
      await balances.record(placed.id);
      await input.onPlaced?.(tx, placed);
      return placed.totalCents === 0 ? paidWithoutCard(tx, placed, customerOf(placed)) : placed;
    });
  }

  /** Why an expired order cannot take its parts again, from its parts as they are now. */
  function refuseRenewal(line: OrderLineRow, part: PartRow | undefined): HttpError | null {
    if (!part || part.archivedAt || part.quantity < line.quantity) return new HttpError(409, 'parts_gone', messages.hold.partsGone);
    if (part.minOrder > line.quantity) return new HttpError(409, 'minimum_raised', messages.hold.minimumRaised(part.minOrder));
    return null;
  }

  return {
    /**
     * Places an order of the lines, all or nothing; a PostgreSQL deadlock it broke is run again.
     * A retried `Idempotency-Key` answers the order that key placed.
     */
    async placeOrder(user: SessionUser, input: PlaceOrderInput): Promise<Order> {
      for (const line of input.lines) {
        if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) {
          throw new HttpError(400, 'invalid_quantity', messages.order.invalidQuantity);
        }
      }
      for (let attempt = 1; ; attempt++) {
        let row: OrderWithLines;
        try {
          row = await takeStockAndOrder(user, input);
        } catch (err) {
          // The key was used before: the whole transaction, stock included, was undone.
          if (input.idempotencyKey && isUniqueViolation(err, 'orders_idempotency_idx')) {
            return toOrder(await orderPlacedBefore(user, input.idempotencyKey, input));
          }
          // A retry whose first order took the last units, the last unpaid slot or the last order of
          // the window answers that order.
          if (input.idempotencyKey && err instanceof HttpError && (err.statusCode === 409 || err.statusCode === 429)) {
            const before = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, input.idempotencyKey)));
            if (before.length > 0) return toOrder(await orderPlacedBefore(user, input.idempotencyKey, input));
          }
          if (isTransient(err) && attempt < TRANSIENT_TRIES) continue;
          throw err;
        }
        await onStockChange(row.lines.map((line) => line.partId));
        return toOrder(row);
      }
    },

    async listOrdersOf(userId: string): Promise<Order[]> {
      const rows = await ordersOf.execute({ userId });
      return rows.map(toOrder);
    },

    /**
     * Which of these accounts bought the part: an order of it whose payment was confirmed
     * (pending or paid), that was not canceled and whose money for the part was not all given
     * back. Reviews of a part are theirs (decisions 052, 074).
     */
    async buyersOf(partId: string, userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: orders.userId })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            eq(orderLines.partId, partId),
            inArray(orders.userId, [...userIds]),
            inArray(orders.payment, ['pending', 'paid']),
            sql`${orders.fulfilment} <> 'canceled'`,
            // Refunded in full, or every unit of the part refunded: the customer no longer owns it.
            sql`${orders.refundedCents} < ${orders.totalCents} + ${orders.giftCardCents} + ${orders.storeCreditCents}`,
            sql`${orderLines.refundedQuantity} < ${orderLines.quantity}`,
          ),
        );
      return new Set(rows.map((row) => row.userId));
    },

    async listAllOrders(): Promise<Order[]> {
      const rows = await db.select(orderWithLinesColumns).from(orders).orderBy(desc(orders.createdAt));
      return rows.map(toOrder);
    },

    getOwnedOrder,
    readOrder,

    /** Units of these parts in orders that were paid (their return rates read them). */
    async unitsSold(partIds: readonly string[]): Promise<Map<string, number>> {
      if (partIds.length === 0) return new Map();
      const rows = await db
        .select({ partId: orderLines.partId, units: sql<number>`sum(${orderLines.quantity})::integer` })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(inArray(orderLines.partId, [...partIds]), isNotNull(orders.paidAt)))
        .groupBy(orderLines.partId);
      return new Map(rows.map((row) => [row.partId, row.units]));
    },

    /** These orders' numbers and e-mail addresses by id, in one read (store credit entries and returns name them). */
    async headingsOf(ids: readonly string[]): Promise<Map<string, { number: number; email: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: orders.id, number: orders.number, email: orders.email }).from(orders).where(inArray(orders.id, [...ids]));
      return new Map(rows.map(({ id, ...heading }) => [id, heading]));
    },
    lockOrder,

    async getOrder(user: SessionUser, id: string): Promise<Order> {
      return toOrder(await getOwnedOrder(user, id));
    },

    /**
     * Where an unpaid order goes and what it then costs: parts, shipping and tax. Only before any
     * payment was started for this hold (`intentSettled` is the intent the caller made sure can
     * take no money; the order forgets it).
     */
    async setShipping(user: SessionUser, id: string, shipping: ShippingChoice, intentSettled: string | null): Promise<Order> {
      const row = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, id);
        if (!row || row.userId !== user.id) throw notFound('Order');
        if (row.payment !== 'unpaid' && row.payment !== 'expired') throw new HttpError(409, 'already_paid', 'This order is already paid.');
        if (row.paymentIntentId !== intentSettled) throw new HttpError(409, 'payment_in_progress', messages.shipping.locked);
        const totals = shipping.price(row.subtotalCents, discountOf(row));
        if (totals.totalCents > MAX_TOTAL_CENTS) throw new HttpError(400, 'total_too_large', messages.checkout.tooLargeForCard);
        await tx
          .update(orders)
          .set({
            ...totals,
            shippingAddress: shipping.address,
            shippingMethodId: shipping.methodId,
            shippingMethod: shipping.methodName,
            paymentIntentId: null,
            updatedAt: new Date(),
          })
          .where(eq(orders.id, id));
        await recordEvent(tx, id, 'shipping_set', customerOf(row), { detail: shipping.methodName, amountCents: totals.totalCents });
        return (await readOrder(id, tx))!;
      });
      return toOrder(row);
    },

    /**
     * Deletes the caller's unpaid order and puts its parts back in stock, or an expired one,
     * whose parts are back already. `intentSettled` is the payment intent the caller made sure can
     * take no money (payments service); an order that gained another meanwhile is not deleted.
     */
    async deleteOrder(user: SessionUser, id: string, intentSettled: string | null): Promise<void> {
      const gaveBack = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, id);
        if (!row || row.userId !== user.id) throw notFound('Order');
        if (row.payment !== 'unpaid' && row.payment !== 'expired') {
          throw new HttpError(409, 'order_not_deletable', 'Only unpaid orders can be deleted.');
        }
        if (row.paymentIntentId !== intentSettled) throw new HttpError(409, 'payment_in_progress', messages.hold.paymentInProgress);
        // The parts' rows first, then the order's change (whose trigger counts it per state): in the
        // order a sale takes them, so a sale and a release never wait for each other in a circle.
        const partIds = row.payment === 'unpaid' ? await stock.giveBack(tx, row.lines) : [];
        if (row.payment === 'unpaid') await credit.release(tx, [id], 'Order deleted');
        await tx.delete(orders).where(eq(orders.id, id));
        await recordEvent(tx, id, 'deleted', customerOf(row), partIds.length > 0 ? { stockReturned: unitsOf(row.lines) } : {});
        return partIds;
      });
      if (gaveBack.length > 0) await onStockChange(gaveBack);
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
     * An expired order of the caller takes its parts again for a new hold, every line at today's
     * price and minimum, if they are still in stock and the customer is within the cap (expired →
     * unpaid); shipping and tax are priced again by `price` (the same method, today's rates). Its
     * old, canceled intent is forgotten. Answers the order as it is then.
     */
    async renewHold(
      user: SessionUser,
      id: string,
      price: (tx: Transaction, order: OrderRow, subtotalCents: number, discount: PartsDiscount) => Promise<OrderTotalsCents & OrderTax>,
    ): Promise<OrderWithLines> {
      const renewed = await db.transaction(async (tx) => {
        await lockAccount(tx, user.id);
        const row = await lockOrder(tx, id);
        if (!row || row.userId !== user.id) throw notFound('Order');
        if (row.payment !== 'expired') return { row, renewed: false };
        const locked = new Map((await stock.lockParts(tx, row.lines.map((line) => line.partId))).map((part) => [part.id, part]));
        for (const line of row.lines) {
          const refusal = refuseRenewal(line, locked.get(line.partId));
          if (refusal) throw refusal;
        }
        await requireRoomToHold(tx, user.id, row.lines, locked, 'cart');
        const priced = row.lines.map((line) => {
          const part = locked.get(line.partId)!;
          return { line, part, quantity: line.quantity, totalCents: part.priceCents * line.quantity };
        });
        const subtotalCents = priced.reduce((sum, line) => sum + line.totalCents, 0);
        // The promotions of today, and the order's code again if it still applies; its use was given back at expiry.
        let discount = await promotions.discountFor(tx, { userId: user.id, code: row.promotionCode ?? undefined, lines: priced }, true);
        if (discount.codeProblem) discount = await promotions.discountFor(tx, { userId: user.id, code: undefined, lines: priced }, true);
        for (const [i, { line, part, totalCents }] of priced.entries()) {
          await tx
            .update(orderLines)
            .set({ unitPriceCents: part.priceCents, minOrder: part.minOrder, totalCents, discountCents: discount.lineCents[i]! })
            .where(eq(orderLines.id, line.id));
        }
        await stock.take(tx, row.lines);
        const totals = await price(tx, row, subtotalCents, discount);
        if (totals.totalCents > MAX_TOTAL_CENTS) throw new HttpError(400, 'total_too_large', messages.checkout.tooLargeForCard);
        const kept = discount.applied.some((p) => p.code === row.promotionCode) ? row.promotionCode : null;
        // Its gift cards and credit came back when it expired: the card pays the whole of the new hold.
        await tx
          .update(orders)
          .set({
            payment: 'unpaid',
            ...totals,
            giftCardCents: 0,
            storeCreditCents: 0,
            discounts: keptDiscounts(discount),
            promotionCode: kept,
            expiresAt: holdEnd(),
            paymentIntentId: null,
            updatedAt: new Date(),
          })
          .where(eq(orders.id, id));
        await promotions.redeem(tx, id, user.id, discount.applied);
        await recordEvent(tx, id, 'hold_renewed', customerOf(row));
        const renewedRow = (await readOrder(id, tx))!;
        return { row: renewedRow.totalCents === 0 ? await paidWithoutCard(tx, renewedRow, customerOf(row)) : renewedRow, renewed: true };
      });
      if (renewed.renewed) await onStockChange(renewed.row.lines.map((line) => line.partId));
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
     * Unpaid orders past their hold, without a payment intent or with one of `canceledIntents`
     * (which can take no money), become expired and their parts go back, in one transaction. The
     * guard `payment = 'unpaid'` is checked again on the newest row when a payment, a deletion or
     * another process's expiry races it, so each order's parts go back once. Answers how many
     * parts' stock changed.
     */
    async expireOverdue(canceledIntents: string[]): Promise<number> {
      const withoutLiveIntent =
        canceledIntents.length > 0
          ? or(isNull(orders.paymentIntentId), inArray(orders.paymentIntentId, canceledIntents))
          : isNull(orders.paymentIntentId);
      const restocked = await db.transaction(async (tx) => {
        const expired = await tx
          .update(orders)
          .set({ payment: 'expired', updatedAt: sql`now()` })
          .where(and(eq(orders.payment, 'unpaid'), lte(orders.expiresAt, now()), withoutLiveIntent))
          .returning({ id: orders.id });
        if (expired.length === 0) return [];
        const ids = expired.map((order) => order.id);
        const lines = await tx.select().from(orderLines).where(inArray(orderLines.orderId, ids));
        const partIds = await stock.giveBack(tx, lines);
        await promotions.release(tx, ids);
        await credit.release(tx, ids, 'Order hold ended');
        const returned = new Map<string, number>();
        for (const line of lines) returned.set(line.orderId, (returned.get(line.orderId) ?? 0) + line.quantity);
        await tx.insert(orderEvents).values(
          ids.map((orderId) => ({ orderId, kind: 'expired' as const, actorRole: 'system' as const, stockReturned: returned.get(orderId) ?? 0 })),
        );
        return partIds;
      });
      if (restocked.length > 0) await onStockChange(restocked);
      return restocked.length;
    },

    /**
     * A replacement of units of `original` that arrived dead (issue 44), in the return's
     * transaction: a new order of the same parts at no charge (a discount of all of it), already
     * paid, to the same address, taking stock like any other and shipping like any other.
     */
    async placeReplacement(tx: Transaction, original: OrderWithLines, lines: WantedLine[], actor: OrderActor): Promise<OrderRow> {
      const locked = new Map((await stock.lockParts(tx, lines.map((l) => l.partId))).map((part) => [part.id, part]));
      for (const line of lines) {
        const part = locked.get(line.partId);
        if (!part || part.quantity < line.quantity) throw new HttpError(409, 'out_of_stock', messages.cart.lineShort(part?.name ?? 'A part', part?.quantity ?? 0));
      }
      await stock.take(tx, lines);
      const priced = lines.map((line) => ({ line, part: locked.get(line.partId)!, totalCents: locked.get(line.partId)!.priceCents * line.quantity }));
      const subtotalCents = priced.reduce((sum, p) => sum + p.totalCents, 0);
      const number = formatOrderNumber(original.number);
      const order = await insertPlaced(
        tx,
        {
          userId: original.userId,
          email: original.email,
          displayName: original.displayName,
          subtotalCents,
          discountCents: subtotalCents,
          discounts: [{ promotionId: original.id, name: `Replacement for ${number}`, code: null, amountCents: subtotalCents, freeShipping: true }],
          shippingCents: 0,
          taxCents: 0,
          totalCents: 0,
          shippingAddress: original.shippingAddress,
          shippingMethodId: original.shippingMethodId,
          shippingMethod: original.shippingMethod,
          payment: 'pending',
          paidAt: new Date(),
        },
        priced.map(({ line, part, totalCents }) => ({
          partId: part.id,
          partName: part.name,
          minOrder: 1,
          quantity: line.quantity,
          unitPriceCents: part.priceCents,
          totalCents,
          discountCents: totalCents,
        })),
        actor,
        `Replacement for ${number}`,
      );
      await recordEvent(tx, original.id, 'replacement_placed', actor, { detail: formatOrderNumber(order.number) });
      return order;
    },

    /** Listens to orders paid without a card, in the transaction that placed them (the confirmation letter). */
    onPaidWithoutCard(listener: (tx: Transaction, order: OrderWithLines) => Promise<void>) {
      paidListeners.push(listener);
    },

    /** What of a refund went back to gift cards and store credit, in the refund's transaction. */
    async countBalanceRefund(tx: Transaction, orderId: string, cents: number): Promise<void> {
      await tx
        .update(orders)
        .set({ balanceRefundedCents: sql`${orders.balanceRefundedCents} + ${cents}`, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
    },

    /**
     * What a refund counts as given back on the order and on its lines, in the refund's
     * transaction, which locked the order's row (payments/refunds.ts): added as a refund starts,
     * taken away again (negative) when it fails.
     */
    async countRefund(tx: Transaction, orderId: string, amountCents: number, lines: { lineId: string; quantity: number }[]): Promise<void> {
      await tx
        .update(orders)
        .set({ refundedCents: sql`${orders.refundedCents} + ${amountCents}`, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      for (const { lineId, quantity } of lines) {
        await tx
          .update(orderLines)
          .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${quantity}` })
          .where(eq(orderLines.id, lineId));
      }
    },

    /**
     * A paid order that has not shipped is canceled, in the caller's transaction, which locked its
     * row and refunds it (payments/refunds.ts): its parts go back to stock. Answers those parts.
     */
    async cancelUnshipped(tx: Transaction, order: OrderWithLines, actor: OrderActor): Promise<string[]> {
      // The order's row, then its parts' rows in the order of their ids, as an expiry takes them.
      const partIds = await stock.giveBack(tx, order.lines);
      await tx.update(orders).set({ fulfilment: 'canceled', updatedAt: new Date() }).where(eq(orders.id, order.id));
      await recordEvent(tx, order.id, 'canceled', actor, { stockReturned: unitsOf(order.lines) });
      return partIds;
    },

    /**
     * unpaid → pending, once the provider's intent shows this order's full amount succeeded.
     * Answers the order and whether this call moved it (false when it already had).
     */
    async markOrderPending(
      orderId: string,
      intent: PaymentConfirmation,
      /** Runs in the same transaction, only when this call moved the order. */
      onMoved: (tx: Transaction, order: OrderWithLines) => Promise<void>,
    ): Promise<{ order: OrderWithLines; moved: boolean }> {
      return db.transaction(async (tx) => {
        const row = await lockOrder(tx, orderId);
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
        const order = { ...moved!, lines: row.lines };
        await recordEvent(tx, orderId, 'paid_by_card', customerOf(row), { paymentIntentId: intent.id });
        await recordSale(tx, saleOfPayment(order), shopTimeZone);
        await onMoved(tx, order);
        return { order, moved: true };
      });
    },

    /** pending → paid, by an admin. */
    async markOrderPaid(admin: SessionUser, id: string): Promise<Order> {
      const paid = await db.transaction(async (tx) => {
        const [paid] = await tx
          .update(orders)
          .set({ payment: 'paid', updatedAt: new Date() })
          .where(and(eq(orders.id, id), eq(orders.payment, 'pending')))
          .returning({ id: orders.id });
        if (paid) await recordEvent(tx, id, 'marked_paid', adminActor(admin));
        return paid;
      });
      const row = await readOrder(id);
      if (!row) throw notFound('Order');
      if (paid) return toOrder(row);
      throw new HttpError(409, 'invalid_transition', `An order that is ${row.payment} cannot be marked paid.`);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
