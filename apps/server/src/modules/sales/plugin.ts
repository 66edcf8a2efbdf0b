/** The sales module: the back office's overview, from sums kept per day (decision 028). */
import fp from 'fastify-plugin';
import { createSalesOverview, type SalesOverviewService } from './overview.ts';
import { salesRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sales: SalesOverviewService;
  }
}

export interface SalesModuleOptions {
  /** The clock that says which day it is (tests move it forward). */
  now: () => Date;
}

export const salesModule = fp<SalesModuleOptions>(
  async (app, { now }) => {
    app.decorate('sales', createSalesOverview(app.db, app.stock, { now, timeZone: app.config.shopTimeZone }));
    await app.register(salesRoutes, { prefix: '/api' });
  },
  { name: 'sales', dependencies: ['stock'] },
);
