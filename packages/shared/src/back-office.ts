/**
 * The back office's calls (issue 14): the sales overview, an order's timeline, and the admin's
 * order search. Money here is integer cents, as the database holds it (decision 002).
 */
import { z } from 'zod';
import { paymentStatuses, type Order, type PaymentStatus } from './orders.ts';

/** What happened to an order, in the order it can happen. */
export const orderEventKinds = [
  'placed',
  'payment_started',
  'paid_by_card',
  'paid_by_balance',
  'marked_paid',
  'hold_renewed',
  'expired',
  'deleted',
  'shipping_set',
  'shipped',
  'delivered',
  'canceled',
  'refund_started',
  'refunded',
  'refund_failed',
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_received',
  'replacement_placed',
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

/** Who made a change: the customer, an admin, or the shop itself (the expiry job). */
export type OrderActorRole = 'customer' | 'admin' | 'system';

/** One entry of an order's timeline. Entries are never changed once written. */
export interface OrderEvent {
  kind: OrderEventKind;
  /** ISO 8601, UTC; the page shows it in the shopper's time zone. */
  at: string;
  actor: {
    role: OrderActorRole;
    /** The admin's or customer's e-mail; only admins see it. */
    email: string | null;
  };
  /** The payment processor's id (payment started, paid by card). */
  paymentIntentId: string | null;
  /** Units given back to stock by this change (expired, deleted). */
  stockReturned: number | null;
  /** What the entry says besides its kind: the carrier and tracking number, a refund's reason. */
  detail: string | null;
  /** A refund's amount, in dollars. */
  amount: number | null;
}

/** `GET /api/order/:id/timeline`: the order's owner or an admin. Oldest entry first. */
export interface OrderTimeline {
  order: Order & { createdAt: string };
  events: OrderEvent[];
}

/** The longest search of Manage All Order: the server refuses longer, the box stops there. */
export const orderSearchMaxLength = 200;

/** `GET /api/admin/orders`: the admin's search over every order. */
export const adminOrdersQuerySchema = z.object({
  /** An order number (CP-100001, with or without CP-, D085), an e-mail, a part's name, or an order id (or a part of one). */
  q: z.string().trim().max(orderSearchMaxLength).regex(/^[^\0]*$/, 'must not contain a NUL character').optional(),
  state: z.enum(paymentStatuses).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export interface AdminOrdersPage {
  items: (Order & { createdAt: string })[];
  /** Orders matching the search and state, over all pages. */
  total: number;
  nextCursor: string | null;
}

/** Revenue and paid orders over one period, and over the period of the same length before it. */
export interface PeriodFigures {
  /** Net: what customers paid, less refunds. */
  revenueCents: number;
  /** What promotions took off the orders paid (issue 43); gross is revenue plus discounts. */
  discountCents: number;
  grossCents: number;
  paidOrders: number;
  previousRevenueCents: number;
  previousPaidOrders: number;
}

/** `GET /api/admin/overview`: days and periods are the shop's calendar days. */
export interface SalesOverview {
  /** The shop's time zone (SHOP_TIME_ZONE), whose midnights begin the days. */
  timeZone: string;
  /** The last 30 days, oldest first, today last; every day present, zero when nothing sold. */
  days: { date: string; revenueCents: number; paidOrders: number }[];
  today: PeriodFigures;
  last7Days: PeriodFigures;
  last30Days: PeriodFigures;
  /** Orders now in each state. */
  byState: Record<PaymentStatus, number>;
  /** The five parts that brought the most revenue in the last 30 days. */
  topParts: { partId: string; name: string; revenueCents: number; quantity: number }[];
  /** Live parts whose stock is below their threshold (their own, or the shop's default). */
  lowStock: { partId: string; name: string; quantity: number; threshold: number }[];
  lowStockDefault: number;
  /** Returns waiting for the shop (requested, approved or received), and those asked in the last 30 days (issue 44). */
  returns: { open: number; last30Days: number };
}

/** A stock threshold: alert while a part has fewer units than this. */
export const stockThresholdSchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(1_000_000, 'must be at most 1,000,000');

/** `PUT /api/admin/settings/low-stock`: the shop's default threshold. */
export const lowStockDefaultBodySchema = z.object({ threshold: stockThresholdSchema });
/** `PUT /api/admin/part/:id/low-stock`: one part's own threshold; null falls back to the default. */
export const partLowStockBodySchema = z.object({ threshold: stockThresholdSchema.nullable() });

/** `GET /api/admin/part/:id/low-stock`: the part's own threshold (null: none) and the shop's default. */
export interface PartLowStock {
  threshold: number | null;
  lowStockDefault: number;
}
