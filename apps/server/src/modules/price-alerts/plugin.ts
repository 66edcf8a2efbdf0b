/** The price-alerts module: price-drop alerts on parts and watches on saved builds, and the job that mails them (decision 094). */
import fp from 'fastify-plugin';
import { z } from 'zod';
import { priceAlertsRoutes } from './routes.ts';
import { createPriceAlertsService, PRICES_CHANGED_JOB, type PriceAlertsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    priceAlerts: PriceAlertsService;
  }
}

const pricesChangedPayload = z.object({ partIds: z.array(z.uuid()).min(1) });

export const priceAlertsModule = fp(
  async (app) => {
    const { storeName, publicUrl } = app.config;
    app.decorate('priceAlerts', createPriceAlertsService(app.db, { mailer: app.mailer, jobs: app.jobs }, { storeName, publicUrl }));
    app.parts.onPriceChange((tx, changes) => app.priceAlerts.pricesChanged(tx, changes));
    app.jobs.handle(PRICES_CHANGED_JOB, (payload) => app.priceAlerts.mailDrops(pricesChangedPayload.parse(payload).partIds));
    await app.register(priceAlertsRoutes, { prefix: '/api' });
  },
  { name: 'price-alerts', dependencies: ['jobs', 'mail', 'parts', 'builds'] },
);
