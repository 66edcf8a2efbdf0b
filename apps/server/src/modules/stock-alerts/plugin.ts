/** The stock-alerts module: back-in-stock alerts and the job that mails them (decision 054). */
import fp from 'fastify-plugin';
import { z } from 'zod';
import { stockAlertsRoutes } from './routes.ts';
import { createStockAlertsService, RESTOCKED_JOB, STILL_IN_STOCK_JOB, type StockAlertsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    stockAlerts: StockAlertsService;
  }
}

const restockedPayload = z.object({ partId: z.uuid() });

export const stockAlertsModule = fp(
  async (app) => {
    const { storeName, publicUrl } = app.config;
    app.decorate('stockAlerts', createStockAlertsService(app.db, { mailer: app.mailer, jobs: app.jobs, stock: app.stock }, { storeName, publicUrl }));
    app.stock.onRestock((tx, partIds) => app.stockAlerts.restocked(tx, partIds));
    // Each restock moves the mail to the back-in-stock delay after it, so it goes once the part has
    // stayed in stock that long.
    app.jobs.handle(RESTOCKED_JOB, (payload) => app.jobs.postpone(STILL_IN_STOCK_JOB, restockedPayload.parse(payload), app.config.backInStockDelayMs));
    app.jobs.handle(STILL_IN_STOCK_JOB, (payload) => app.stockAlerts.mailWaiting(restockedPayload.parse(payload).partId));
    await app.register(stockAlertsRoutes, { prefix: '/api' });
  },
  { name: 'stock-alerts', dependencies: ['jobs', 'mail', 'stock', 'parts'] },
);
