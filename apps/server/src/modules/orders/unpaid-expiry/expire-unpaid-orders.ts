/**
 * Expiring unpaid orders (decision 022): unpaid orders past their hold give their parts back,
 * except those whose payment succeeded (moved to pending) or is being processed (kept for the
 * next run). The orders module schedules it; payments settle each overdue order's intent through
 * `UnpaidOrderPayments`, declared here, so orders never import payments.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '@/modules/jobs/queue.ts';
import type { OrdersService } from '@/modules/orders/service.ts';
import type { orders } from '@/modules/orders/tables.ts';

type OrderRow = typeof orders.$inferSelect;

const EXPIRE_UNPAID_ORDERS = 'orders.expire-unpaid';
/** Unpaid orders past their hold that one expiry run asks the provider about. */
const EXPIRY_BATCH = 100;

/** What expiring needs of payments; the payments service implements it. */
export interface UnpaidOrderPayments {
  /**
   * Makes the order's intent unable to take money: 'free' when it has none or it is canceled now;
   * 'charged' when it had succeeded (the order has moved to pending and keeps its parts);
   * 'processing' while the provider still decides.
   */
  settleIntent(order: OrderRow): Promise<'free' | 'charged' | 'processing'>;
}

/** `payments` is asked for when a run starts: the payments module registers after the orders module. */
export function createUnpaidOrderExpiry(ordersService: OrdersService, payments: () => UnpaidOrderPayments, log: FastifyBaseLogger) {
  return {
    /** One run: the overdue orders with an intent are settled first, then one statement expires the batch. */
    async expireUnpaidOrders(): Promise<void> {
      const withIntent = await ordersService.listOverdueWithIntent(EXPIRY_BATCH);
      const canceled: string[] = [];
      for (const order of withIntent) {
        try {
          if ((await payments().settleIntent(order)) === 'free') canceled.push(order.paymentIntentId!);
        } catch (err) {
          // One order the provider cannot answer about waits for the next run; the others go on.
          log.warn({ err, orderId: order.id }, 'could not settle the payment of an overdue order');
        }
      }
      await ordersService.expireOverdue(canceled);
    },
  };
}

export type UnpaidOrderExpiry = ReturnType<typeof createUnpaidOrderExpiry>;

/**
 * Runs the expiry in one process at a time: a tenth of a hold apart, at least every second and at
 * most every minute, so an order expires soon after its time.
 */
export function scheduleUnpaidOrderExpiry(jobs: JobQueue, holdMs: number, expiry: UnpaidOrderExpiry): void {
  jobs.every(EXPIRE_UNPAID_ORDERS, Math.min(60_000, Math.max(1_000, holdMs / 10)), () => expiry.expireUnpaidOrders());
}
