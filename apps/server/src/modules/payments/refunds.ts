/**
 * Refunds (issue 27): money of an order's card payment given back, by an admin (some lines, an
 * amount, or everything left) or as the customer cancels an order that has not shipped.
 *
 * A refund is written first, in one transaction with the order's row locked: the refund
 * (pending), what the order and its lines count as refunded, the sales' reversal and the
 * timeline's entry, and a job that asks the provider should this process not get an answer. So
 * two refunds never take more than was paid, and a retried request (same Idempotency-Key)
 * answers the same refund. Then the provider is asked, with an idempotency key of the refund's
 * own: its answer, the job's later one, or its webhook on any process settles the refund once
 * (succeeded: the customer is mailed; failed: the counts and the sales are given back).
 */
import { formatPrice, fromCents, messages, paidForUnits, toCents, type Order, type Refund, type RefundBody } from '@coreparts/shared';
import { and, desc, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/config.ts';
import type { Database, Transaction } from '@/db/client.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import type { SessionUser } from '@/modules/auth/session.ts';
import type { CreditService } from '@/modules/credit/service.ts';
import type { JobQueue } from '@/modules/jobs/queue.ts';
import type { QueuedMailer } from '@/modules/mail/mailer.ts';
import { orderRefundedEmail } from '@/modules/mail/templates.ts';
import {
  adminActor,
  customerOf,
  recordEvent,
  systemActor,
  letterHeading,
  toOrder,
  type OrderActor,
  type OrderLineRow,
  type OrdersService,
  type OrderWithLines,
  paidShareCents,
} from '@/modules/orders/service.ts';
import { recordSale, type Sale } from '@/modules/sales/rollups.ts';
import type { PaymentProvider, RefundEventView, RefundView } from './provider.ts';
import { refunds } from './tables.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** The job that asks the provider for a refund again, until it answers. */
export const REFUND_JOB = 'refunds.send';
/** The cancellation's own key: an order is canceled once. Admins' keys are 8 characters or more. */
const CANCEL_KEY = 'cancel';
/** When the job first looks, should the request's own call not have settled the refund. */
const JOB_DELAY_MS = 60_000;
/** 2 s … 30 min apart: about a day and a half of asking. */
const JOB_ATTEMPTS = 80;
/** How long one call to the provider may take before the refund is left to the job. */
const PROVIDER_TIMEOUT_MS = 15_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const toRefund = (r: RefundRow): Refund => ({
  id: r.id,
  amount: fromCents(r.amountCents),
  reason: r.reason,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

interface RefundRequest {
  lines?: { lineId: string; quantity: number }[];
  amountCents?: number;
  /** Kept of the lines' price (a return's restocking fee, issue 44). */
  feeCents?: number;
  /** All of it to the customer's store credit instead of the card (a return refunded to credit). */
  toStoreCredit?: boolean;
  reason: string;
  idempotencyKey: string;
  actor: OrderActor;
}

/** Units of each line a refund gives back, with what the line was sold at. */
type GivenLine = { line: Pick<OrderLineRow, 'id' | 'partId' | 'quantity' | 'totalCents' | 'discountCents' | 'refundedQuantity'>; quantity: number };

/** The refund's change of the sales: negative as it starts, positive again when it fails. */
const saleOf = (refund: RefundRow, given: GivenLine[], sign: 1 | -1): Sale => ({
  totalCents: sign * refund.amountCents,
  lines: given.map(({ line, quantity }) => ({ partId: line.partId, totalCents: sign * paidShareCents(line, quantity), quantity: sign * quantity })),
  // The day the rebuild (sales/rollups.ts) counts a refund on: the day it was asked for.
  at: refund.createdAt,
  orders: 0,
});

/** The units of a request, line by line (a line named twice counts once, with both quantities). */
function unitsByLine(lines: { lineId: string; quantity: number }[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.lineId, (units.get(line.lineId) ?? 0) + line.quantity);
  return units;
}

/** Whether a retried request asks for what the refund its key made was. */
function sameRequest(before: RefundRow, request: RefundRequest): boolean {
  if (request.amountCents !== undefined) return before.lines === null && before.amountCents === request.amountCents;
  if (request.lines) {
    const asked = unitsByLine(request.lines);
    const made = unitsByLine(before.lines ?? []);
    return asked.size === made.size && [...asked].every(([lineId, quantity]) => made.get(lineId) === quantity);
  }
  // "Everything left" then: what was left may have been any amount.
  return true;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The payment provider did not answer within ${ms} ms.`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

interface Dependencies {
  db: Database;
  config: Pick<Config, 'storeName' | 'publicUrl' | 'shopTimeZone'>;
  provider: PaymentProvider;
  orders: OrdersService;
  /** Gift cards and store credit, where a refund goes once the card has all it paid back. */
  credit: Pick<CreditService, 'giveBack' | 'toStoreCredit'>;
  mailer: QueuedMailer;
  jobs: Pick<JobQueue, 'enqueue'>;
  log: FastifyBaseLogger;
  /** Parts whose stock a cancellation gave back: the catalog shows them again once it resolves. */
  onStockChange: (partIds: string[]) => Promise<void>;
  providerTimeoutMs?: number;
  /** The job queue's clock (tests move it forward). */
  now?: () => Date;
}

export function createRefundsService({
  db,
  config,
  provider,
  orders: ordersService,
  credit,
  mailer,
  jobs,
  log,
  onStockChange,
  providerTimeoutMs = PROVIDER_TIMEOUT_MS,
  now = () => new Date(),
}: Dependencies) {
  const ordersUrl = `${config.publicUrl}/dashboard/myorder`;

  /**
   * Starts a refund of the locked order `order` in its transaction, or answers the refund the
   * request's key started before (`created` false), changing nothing.
   */
  async function startRefund(tx: Transaction, order: OrderWithLines, request: RefundRequest): Promise<{ row: RefundRow; created: boolean }> {
    const [before] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.idempotencyKey, request.idempotencyKey)));
    if (before) {
      if (!sameRequest(before, request)) throw new HttpError(422, 'idempotency_key_reused', messages.refund.keyReused);
      return { row: before, created: false };
    }
    if (order.payment !== 'pending' && order.payment !== 'paid') throw new HttpError(409, 'nothing_paid', messages.refund.nothingPaid);
    // All that was paid, by card, gift cards and store credit, less what was given back already.
    const leftCents = order.totalCents + order.giftCardCents + order.storeCreditCents - order.refundedCents;
    const cardLeftCents = order.totalCents - (order.refundedCents - order.balanceRefundedCents);
    const tooMuch = () => new HttpError(409, 'refund_too_much', messages.refund.tooMuch(formatPrice(fromCents(leftCents))));

    let given: GivenLine[];
    let amountCents: number;
    if (request.lines) {
      given = [];
      for (const [lineId, quantity] of unitsByLine(request.lines)) {
        const line = order.lines.find((l) => l.id === lineId);
        if (!line) throw new HttpError(400, 'unknown_line', messages.refund.unknownLine);
        const unitsLeft = line.quantity - line.refundedQuantity;
        if (quantity > unitsLeft) throw new HttpError(409, 'line_refund_too_much', messages.refund.lineTooMuch(line.partName, unitsLeft));
        given.push({ line, quantity });
      }
      // What those units were paid, after their share of any discount.
      amountCents = given.reduce((sum, { line, quantity }) => sum + paidForUnits(line, line.refundedQuantity, quantity), 0) - (request.feeCents ?? 0);
    } else if (request.amountCents !== undefined) {
      given = [];
      amountCents = request.amountCents;
    } else {
      // Everything left: the money, and every unit not refunded yet.
      given = order.lines.map((line) => ({ line, quantity: line.quantity - line.refundedQuantity })).filter((g) => g.quantity > 0);
      amountCents = leftCents;
    }
    if (amountCents < 1 || amountCents > leftCents) throw tooMuch();
    // The card first, up to what it paid; the rest to the gift cards and credit (decision 098); or
    // all of it to the customer's store credit, when a return says so (issue 44).
    const balanceCents = request.toStoreCredit ? amountCents : amountCents - Math.min(amountCents, cardLeftCents);

    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        amountCents,
        balanceCents,
        // Nothing for the provider: the money is back on the gift cards and credit already.
        status: balanceCents === amountCents ? 'succeeded' : 'pending',
        reason: request.reason,
        lines: given.length > 0 ? given.map(({ line, quantity }) => ({ lineId: line.id, quantity })) : null,
        idempotencyKey: request.idempotencyKey,
        actorRole: request.actor.role,
        actorId: request.actor.id,
        actorEmail: request.actor.email,
      })
      .returning();
    const refund = row!;
    await ordersService.countRefund(
      tx,
      order.id,
      amountCents,
      given.map(({ line, quantity }) => ({ lineId: line.id, quantity })),
    );
    await recordSale(tx, saleOf(refund, given, -1), config.shopTimeZone);
    await recordEvent(tx, order.id, 'refund_started', request.actor, { amountCents, detail: request.reason });
    if (request.toStoreCredit) {
      await credit.toStoreCredit(tx, order.userId, order.id, amountCents, `Refund: ${request.reason}`);
    } else if (balanceCents > 0) {
      await credit.giveBack(tx, order.id, balanceCents, `Refund: ${request.reason}`);
      await ordersService.countBalanceRefund(tx, order.id, balanceCents);
    }
    if (refund.status === 'succeeded') {
      await refunded(tx, order, refund);
      return { row: refund, created: true };
    }
    // Written with the refund: should this process stop before the provider answers, another asks.
    await jobs.enqueue(
      REFUND_JOB,
      { refundId: refund.id },
      { tx, runAt: new Date(now().getTime() + JOB_DELAY_MS), maxAttempts: JOB_ATTEMPTS, dedupeKey: `${REFUND_JOB}:${refund.id}` },
    );
    return { row: refund, created: true };
  }

  /** A refund done: on the timeline, and the customer is mailed, in the transaction that settles it. */
  async function refunded(tx: Transaction, order: OrderWithLines, refund: RefundRow): Promise<void> {
    await recordEvent(tx, order.id, 'refunded', systemActor, { amountCents: refund.amountCents, detail: refund.reason });
    const letter = orderRefundedEmail(
      { storeName: config.storeName, to: order.email, name: order.displayName },
      { ...letterHeading(order), amount: formatPrice(fromCents(refund.amountCents)), reason: refund.reason },
      ordersUrl,
    );
    await mailer.send(letter, { tx });
  }

  /** The provider's refund for ours; its key is the refund's own, so asking again makes no second one. */
  function askProvider(refund: RefundRow, paymentIntentId: string): Promise<RefundView> {
    return withTimeout(
      provider.createRefund({ paymentIntentId, amountCents: refund.amountCents - refund.balanceCents, idempotencyKey: `refund-${refund.id}`, refundId: refund.id }),
      providerTimeoutMs,
    );
  }

  /**
   * The provider's word on a pending refund, applied once: `succeeded` mails the customer,
   * `failed` gives back what the refund counted; `pending` only remembers the provider's id.
   * A refund settled already changes nothing.
   */
  async function settle(refundId: string, answer: RefundView): Promise<void> {
    const [found] = await db.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
    if (!found) return;
    await db.transaction(async (tx) => {
      // The order's row first, as every change of its refunds takes it.
      const order = await ordersService.lockOrder(tx, found.orderId);
      const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
      if (!order || !refund || refund.status !== 'pending') return;
      const providerRefundId = refund.providerRefundId ?? answer.id;
      if (answer.status === 'pending') {
        if (providerRefundId !== refund.providerRefundId) {
          await tx.update(refunds).set({ providerRefundId, updatedAt: new Date() }).where(eq(refunds.id, refundId));
        }
        return;
      }
      await tx.update(refunds).set({ status: answer.status, providerRefundId, updatedAt: new Date() }).where(eq(refunds.id, refundId));
      if (answer.status === 'succeeded') {
        await refunded(tx, order, refund);
        return;
      }
      // Failed: the card's part is still the shop's; what went to gift cards and credit stays there.
      const cardCents = refund.amountCents - refund.balanceCents;
      const amount = { amountCents: cardCents, detail: refund.reason };
      // Failed: the money is still the shop's, so the order and the sales count it again.
      const byId = new Map(order.lines.map((line) => [line.id, line]));
      const given = (refund.lines ?? []).flatMap(({ lineId, quantity }) => {
        const line = byId.get(lineId);
        return line ? [{ line, quantity }] : [];
      });
      await ordersService.countRefund(
        tx,
        order.id,
        -cardCents,
        given.map(({ line, quantity }) => ({ lineId: line.id, quantity: -quantity })),
      );
      await recordSale(tx, { ...saleOf(refund, given, 1), totalCents: cardCents }, config.shopTimeZone);
      await recordEvent(tx, order.id, 'refund_failed', systemActor, amount);
    });
  }

  /**
   * Asks the provider for a refund just started, once; without an answer (down, timed out) the
   * refund stays pending and its job asks again later.
   */
  async function send(refund: RefundRow, paymentIntentId: string | null): Promise<void> {
    if (refund.status !== 'pending' || refund.providerRefundId || !paymentIntentId) return;
    try {
      await settle(refund.id, await askProvider(refund, paymentIntentId));
    } catch (err) {
      log.warn({ err, refundId: refund.id }, 'the payment provider did not confirm a refund; its job will ask again');
    }
  }

  const readRefund = async (id: string) => (await db.select().from(refunds).where(eq(refunds.id, id)))[0]!;

  return {
    /**
     * `POST /admin/order/:id/refunds`: some lines, an amount, or everything left of the order's
     * payment, never more than is left. The same key answers the same refund (`created` false).
     */
    async refund(
      admin: SessionUser,
      orderId: string,
      body: Pick<RefundBody, 'lines' | 'amount' | 'reason'> & Pick<RefundRequest, 'feeCents' | 'toStoreCredit'>,
      idempotencyKey: string,
    ): Promise<{ refund: Refund; order: Order; created: boolean }> {
      const started = await db.transaction(async (tx) => {
        const order = await ordersService.lockOrder(tx, orderId);
        if (!order) throw notFound('Order');
        const { row, created } = await startRefund(tx, order, {
          lines: body.lines,
          amountCents: body.amount === undefined ? undefined : toCents(body.amount),
          feeCents: body.feeCents,
          toStoreCredit: body.toStoreCredit,
          reason: body.reason,
          idempotencyKey,
          actor: adminActor(admin),
        });
        return { row, created, paymentIntentId: order.paymentIntentId };
      });
      // A retry of a refund whose provider call failed asks again (same key at the provider).
      await send(started.row, started.paymentIntentId);
      const [refund, order] = await Promise.all([readRefund(started.row.id), ordersService.readOrder(orderId)]);
      return { refund: toRefund(refund), order: toOrder(order!), created: started.created };
    },

    /**
     * `POST /order/:id/cancel`: the customer's paid order that has not shipped is canceled, its
     * parts go back to stock and what is left of its payment is refunded, in one transaction;
     * then the provider is asked for the money.
     */
    async cancel(user: SessionUser, orderId: string): Promise<Order> {
      const done = await db.transaction(async (tx) => {
        const order = await ordersService.lockOrder(tx, orderId);
        if (!order || order.userId !== user.id) throw notFound('Order');
        const paid = order.payment === 'pending' || order.payment === 'paid';
        if (!paid || order.fulfilment !== 'unfulfilled') throw new HttpError(409, 'not_cancelable', messages.fulfilment.notCancelable);
        const partIds = await ordersService.cancelUnshipped(tx, order, customerOf(order));
        const left = order.totalCents + order.giftCardCents + order.storeCreditCents - order.refundedCents;
        const started =
          left > 0
            ? await startRefund(tx, order, { reason: messages.refund.canceledByCustomer, idempotencyKey: CANCEL_KEY, actor: customerOf(order) })
            : null;
        return { partIds, refund: started?.row ?? null, paymentIntentId: order.paymentIntentId };
      });
      if (done.partIds.length > 0) await onStockChange(done.partIds);
      if (done.refund) await send(done.refund, done.paymentIntentId);
      return toOrder((await ordersService.readOrder(orderId))!);
    },

    /** `GET /order/:id/refunds`: the order's owner or an admin; newest first. */
    async listRefunds(user: SessionUser, orderId: string): Promise<Refund[]> {
      await ordersService.getOwnedOrder(user, orderId);
      const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.createdAt), desc(refunds.id));
      return rows.map(toRefund);
    },

    /**
     * A refund event of the provider's webhook, on whichever process it arrives: the refund is
     * found by the provider's id or by ours (its metadata) and settled, once.
     */
    async applyEvent(view: RefundEventView): Promise<boolean> {
      const byOurs = view.refundId && UUID.test(view.refundId) ? eq(refunds.id, view.refundId) : undefined;
      const [refund] = await db
        .select()
        .from(refunds)
        .where(byOurs ? or(eq(refunds.providerRefundId, view.id), byOurs) : eq(refunds.providerRefundId, view.id));
      if (!refund) return false;
      await settle(refund.id, view);
      return true;
    },

    /** The job: asks the provider again until it answers (a failure is retried with growing delays). */
    async runJob(payload: unknown): Promise<void> {
      const { refundId } = payload as { refundId: string };
      const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
      // Settled, or the provider has it and tells by its webhook.
      if (!refund || refund.status !== 'pending' || refund.providerRefundId) return;
      const order = await ordersService.readOrder(refund.orderId);
      if (!order?.paymentIntentId) return;
      await settle(refund.id, await askProvider(refund, order.paymentIntentId));
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
