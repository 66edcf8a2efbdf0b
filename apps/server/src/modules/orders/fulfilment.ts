/**
 * What happens to a paid order's parcel (issue 27): an admin ships it with the carrier's tracking
 * number (the customer is mailed, in the same transaction), then marks it delivered. Each step
 * locks the order's row and moves only forward: unfulfilled → shipped → delivered. Canceling an
 * order that has not shipped gives its payment back, so it lives with the refunds
 * (payments/refunds.ts).
 */
import { messages, trackingUrl, type Order, type ShipOrderBody } from '@coreparts/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import type { SessionUser } from '@/modules/auth/session.ts';
import type { QueuedMailer } from '@/modules/mail/mailer.ts';
import { orderShippedEmail } from '@/modules/mail/templates.ts';
import { adminActor, letterHeading, recordEvent, toOrder, type OrdersService } from './service.ts';
import { orders } from './tables.ts';

interface Dependencies {
  db: Database;
  config: Pick<Config, 'storeName' | 'publicUrl'>;
  orders: OrdersService;
  mailer: QueuedMailer;
}

export function createFulfilment({ db, config, orders: ordersService, mailer }: Dependencies) {
  return {
    /** `POST /admin/order/:id/ship`: a paid order (pending or paid) that has not shipped yet. */
    async ship(admin: SessionUser, id: string, { carrier, trackingNumber }: ShipOrderBody): Promise<Order> {
      const shipped = await db.transaction(async (tx) => {
        const row = await ordersService.lockOrder(tx, id);
        if (!row) throw notFound('Order');
        const paid = row.payment === 'pending' || row.payment === 'paid';
        if (!paid || row.fulfilment !== 'unfulfilled') {
          throw new HttpError(409, 'not_shippable', messages.fulfilment.notShippable(paid ? row.fulfilment : row.payment));
        }
        await tx.update(orders).set({ fulfilment: 'shipped', carrier, trackingNumber, updatedAt: new Date() }).where(eq(orders.id, id));
        await recordEvent(tx, id, 'shipped', adminActor(admin), { detail: `${carrier} ${trackingNumber}` });
        const order = (await ordersService.readOrder(id, tx))!;
        const letter = orderShippedEmail(
          { storeName: config.storeName, to: order.email, name: order.displayName },
          { ...letterHeading(order), carrier, trackingNumber, trackingUrl: trackingUrl(carrier, trackingNumber) },
          `${config.publicUrl}/dashboard/myorder`,
        );
        // Written with the change: the customer is mailed once, whenever the relay takes it.
        await mailer.send(letter, { tx });
        return order;
      });
      return toOrder(shipped);
    },

    /** `POST /admin/order/:id/deliver`: only a shipped order. */
    async deliver(admin: SessionUser, id: string): Promise<Order> {
      const delivered = await db.transaction(async (tx) => {
        const row = await ordersService.lockOrder(tx, id);
        if (!row) throw notFound('Order');
        if (row.fulfilment !== 'shipped') throw new HttpError(409, 'not_deliverable', messages.fulfilment.notDeliverable);
        await tx.update(orders).set({ fulfilment: 'delivered', deliveredAt: new Date(), updatedAt: new Date() }).where(eq(orders.id, id));
        await recordEvent(tx, id, 'delivered', adminActor(admin));
        return (await ordersService.readOrder(id, tx))!;
      });
      return toOrder(delivered);
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
