/**
 * Reading orders back (issue 14): an order's timeline for its owner or an admin, and the admin's
 * search over every order, paged newest first, and the same search as CSV.
 */
import { formatOrderNumber, fromCents, orderNumberIn, type AdminOrdersPage, type OrderEvent, type OrderTimeline, type PaymentStatus } from '@coreparts/shared';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { HttpError } from '@/lib/http-errors.ts';
import { escapeLike } from '@/lib/like-pattern.ts';
import type { SessionUser } from '@/modules/auth/session.ts';
import { toCsvRow } from '@/lib/csv.ts';
import { orderWithLinesColumns, toOrder, type OrdersService, type OrderWithLines } from './service.ts';
import { orderEvents, orderLines, orders } from './tables.ts';

export interface OrderSearch {
  q?: string;
  state?: PaymentStatus;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CSV_BATCH = 1_000;
const CSV_HEADER = ['Order number', 'Order id', 'Placed at', 'Customer', 'E-mail', 'Parts', 'Quantity', 'Parts (USD)', 'Discount (USD)', 'Shipping (USD)', 'Tax (USD)', 'Total (USD)', 'Refunded (USD)', 'Returns', 'State', 'Fulfilment', 'Tracking', 'Paid at'];


/**
 * An order number (exactly, with or without its CP- prefix, in any case), an e-mail, a part's name
 * (anywhere in them), or the start of an order id; and the state.
 */
function searchCondition({ q, state }: OrderSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (state) conditions.push(eq(orders.payment, state));
  if (q) {
    const anywhere = `%${escapeLike(q)}%`;
    const number = orderNumberIn(q);
    conditions.push(
      or(
        number === null ? undefined : eq(orders.number, number),
        ilike(orders.email, anywhere),
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${ilike(orderLines.partName, anywhere)})`,
        sql`${orders.id}::text like ${`${escapeLike(q.toLowerCase())}%`}`,
      ),
    );
  }
  return and(...conditions);
}

/**
 * The position after a row, newest first: its creation time as PostgreSQL writes it (to the
 * microsecond, which a JavaScript date would round) and its id.
 */
const encodeCursor = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url');

/** PostgreSQL's text of a `timestamptz` (ISO style), the only form a cursor of ours carries. */
const TIMESTAMPTZ_TEXT = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.\d{1,6})?[+-](\d\d)(?::[0-5]\d){0,2}$/;

/**
 * Whether PostgreSQL takes the text as a time, checked field by field: `Date.parse` accepts much
 * that PostgreSQL refuses (`0`, `x 1`, February 30th, the year 0).
 */
function isTimestamptzText(text: string): boolean {
  const fields = TIMESTAMPTZ_TEXT.exec(text);
  if (!fields) return false;
  const [year, month, day, hour, minute, second, offsetHours] = fields.slice(1, 8).map(Number) as [number, number, number, number, number, number, number];
  const endOfMonth = new Date(0);
  endOfMonth.setUTCFullYear(year, month, 0);
  const dayExists = year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= endOfMonth.getUTCDate();
  return dayExists && hour <= 23 && minute <= 59 && second <= 59 && offsetHours <= 15;
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      isTimestamptzText(value[0]) &&
      typeof value[1] === 'string' &&
      UUID.test(value[1])
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // answered below
  }
  throw new HttpError(400, 'bad_request', 'Invalid cursor');
}

const createdAtText = sql<string>`${orders.createdAt}::text`;
const afterCursor = ([at, id]: [string, string]) => sql`(${orders.createdAt}, ${orders.id}) < (${at}::timestamptz, ${id}::uuid)`;

const toListedOrder = (row: OrderWithLines) => ({ ...toOrder(row), createdAt: row.createdAt.toISOString() });

const iso = (date: Date | null) => date?.toISOString() ?? '';
const dollars = (cents: number) => fromCents(cents).toFixed(2);

export function createOrderHistory(db: Database, ordersService: OrdersService) {
  /** Up to `limit` matching orders after `cursor`, newest first, with each one's cursor text. */
  function pageOf(search: OrderSearch, limit: number, cursor?: [string, string]) {
    return db
      .select({ ...orderWithLinesColumns, at: createdAtText })
      .from(orders)
      .where(and(searchCondition(search), cursor ? afterCursor(cursor) : undefined))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
  }

  return {
    /** The order and what happened to it, oldest first; who did it is shown to admins only. */
    async timelineOf(user: SessionUser, orderId: string): Promise<OrderTimeline> {
      const row = await ordersService.getOwnedOrder(user, orderId);
      const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
      const admin = user.role === 'admin';
      return {
        order: toListedOrder(row),
        events: events.map(
          (e): OrderEvent => ({
            kind: e.kind,
            at: e.at.toISOString(),
            actor: { role: e.actorRole, email: admin ? e.actorEmail : null },
            paymentIntentId: e.paymentIntentId,
            stockReturned: e.stockReturned,
            detail: e.detail,
            amount: e.amountCents === null ? null : fromCents(e.amountCents),
          }),
        ),
      };
    },

    async search(search: OrderSearch & { cursor?: string; limit: number }): Promise<AdminOrdersPage> {
      const cursor = search.cursor ? decodeCursor(search.cursor) : undefined;
      const [rows, [total]] = await Promise.all([
        pageOf(search, search.limit + 1, cursor),
        db.select({ n: count() }).from(orders).where(searchCondition(search)),
      ]);
      const page = rows.slice(0, search.limit);
      const last = page.at(-1);
      return {
        items: page.map(toListedOrder),
        total: total?.n ?? 0,
        nextCursor: rows.length > search.limit && last ? encodeCursor(last.at, last.id) : null,
      };
    },

    /**
     * The search's every order as CSV lines, read a batch at a time so any number streams;
     * `returnsOf` says each order's returns in words ("1 refunded"), from the returns module.
     */
    async *csvOf(search: OrderSearch, returnsOf: (orderIds: string[]) => Promise<Map<string, string>> = async () => new Map()): AsyncGenerator<string> {
      yield toCsvRow(CSV_HEADER);
      let cursor: [string, string] | undefined;
      for (;;) {
        const rows = await pageOf(search, CSV_BATCH, cursor);
        const returned = await returnsOf(rows.map((o) => o.id));
        let lines = '';
        for (const o of rows) {
          lines += toCsvRow([
            formatOrderNumber(o.number),
            o.id,
            iso(o.createdAt),
            o.displayName,
            o.email,
            o.lines.map((line) => `${line.quantity} × ${line.partName}`).join('; '),
            o.lines.reduce((sum, line) => sum + line.quantity, 0),
            dollars(o.subtotalCents),
            dollars(o.discountCents),
            dollars(o.shippingCents),
            dollars(o.taxCents),
            dollars(o.totalCents),
            dollars(o.refundedCents),
            returned.get(o.id) ?? '',
            o.payment,
            o.fulfilment,
            o.trackingNumber ? `${o.carrier} ${o.trackingNumber}` : '',
            iso(o.paidAt),
          ]);
        }
        if (lines) yield lines;
        const last = rows.at(-1);
        if (rows.length < CSV_BATCH || !last) return;
        cursor = [last.at, last.id];
      }
    },
  };
}

export type OrderHistory = ReturnType<typeof createOrderHistory>;
