/** The stock-alerts module: back-in-stock alerts and the job that mails them (decision 054). */
import fp from 'fastify-plugin';
import { z } from 'zod';
import { stockAlertsRoutes } from './routes.ts';
import { createStockAlertsService, RESTOCKED_JOB, type StockAlertsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    stockAlerts: StockAlertsService;
  }
}

const restockedPayload = z.object({ partId: z.uuid() });

export const stockAlertsModule = fp(
  async (app) => {
    const { storeName, publicUrl } = app.config;
    app.decorate('stockAlerts', createStockAlertsService(app.db, app.mailer, { storeName, publicUrl }));
    // Written by the trigger on parts (migration 0012), never by our code.
    app.jobs.handle(RESTOCKED_JOB, (payload) => app.stockAlerts.restocked(restockedPayload.parse(payload).partId));
    await app.register(stockAlertsRoutes, { prefix: '/api' });
  },
  { name: 'stock-alerts', dependencies: ['jobs', 'mail', 'parts'] },
);
