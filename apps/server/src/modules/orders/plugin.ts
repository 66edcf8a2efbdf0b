/** The orders module: placing orders, their shipping and history, and expiring unpaid orders (unpaid-expiry/). */
import fp from 'fastify-plugin';
import { createFulfilment, type Fulfilment } from './fulfilment.ts';
import { createOrderHistory, type OrderHistory } from './history.ts';
import { ordersRoutes } from './routes.ts';
import { createOrdersService, type OrdersService } from './service.ts';
import { createShippingSettings, type ShippingSettings } from './shipping.ts';
import {
  createUnpaidOrderExpiry,
  scheduleUnpaidOrderExpiry,
  type UnpaidOrderExpiry,
  type UnpaidOrderPayments,
} from './unpaid-expiry/expire-unpaid-orders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
    orderHistory: OrderHistory;
    fulfilment: Fulfilment;
    /** The clock of holds and background work, the job queue's (tests move it forward). */
    ordersClock: () => Date;
    shipping: ShippingSettings;
    unpaidOrderExpiry: UnpaidOrderExpiry;
  }
}

export interface OrdersModuleOptions {
  /** The clock of holds and background work (tests move it forward). */
  now: () => Date;
  /** Settles the intents of overdue orders; asked for when the expiry runs, as payments depend on orders and register after them. */
  payments: () => UnpaidOrderPayments;
}

export const ordersModule = fp<OrdersModuleOptions>(
  async (app, { now, payments }) => {
    const { config, db, parts } = app;
    app.decorate(
      'orders',
      createOrdersService(db, app.stock, app.promotions, app.credit, (partIds) => parts.stockChanged(partIds), {
        holdMs: config.orderHoldMs,
        maxUnpaidOrders: config.maxUnpaidOrders,
        maxUnpaidUnitsPerPart: config.maxUnpaidUnitsPerPart,
        maxOrdersPer10Minutes: config.maxOrdersPer10Minutes,
        now,
        shopTimeZone: config.shopTimeZone,
      }),
    );
    app.decorate('orderHistory', createOrderHistory(db, app.orders));
    app.decorate('shipping', createShippingSettings(db));
    app.decorate('ordersClock', now);
    app.decorate('fulfilment', createFulfilment({ db, config, orders: app.orders, mailer: app.mailer }));
    app.decorate('unpaidOrderExpiry', createUnpaidOrderExpiry(app.orders, payments, app.log));
    scheduleUnpaidOrderExpiry(app.jobs, config.orderHoldMs, app.unpaidOrderExpiry);
    await app.register(ordersRoutes, { prefix: '/api' });
  },
  { name: 'orders', dependencies: ['jobs', 'mail', 'stock', 'parts', 'addresses', 'promotions', 'credit'] },
);
