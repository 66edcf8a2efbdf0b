/** The payments module: card payments for orders (decision 006), through Stripe or the development stand-in. */
import fp from 'fastify-plugin';
import type { PaymentProvider } from './provider.ts';
import { createRefundsService, REFUND_JOB, type RefundsService } from './refunds.ts';
import { paymentsRoutes } from './routes.ts';
import { createPaymentsService, type PaymentsService } from './service.ts';
import { createStripeProvider } from './stripe-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
    paymentProvider: PaymentProvider;
    refunds: RefundsService;
  }
}

export interface PaymentsModuleOptions {
  /** The processor instead of Stripe's (the development test-mode one); null for Stripe's keys. */
  provider: PaymentProvider | null;
}

export const paymentsModule = fp<PaymentsModuleOptions>(
  async (app, options) => {
    const { config, db } = app;
    const provider = options.provider ?? (await createStripeProvider(config.stripe!));
    app.decorate('paymentProvider', provider);
    app.decorate(
      'refunds',
      createRefundsService({
        db,
        config,
        provider,
        orders: app.orders,
        credit: app.credit,
        mailer: app.mailer,
        jobs: app.jobs,
        log: app.log,
        onStockChange: (partIds) => app.parts.stockChanged(partIds),
        now: app.ordersClock,
      }),
    );
    app.jobs.handle(REFUND_JOB, (payload) => app.refunds.runJob(payload));
    app.decorate(
      'payments',
      createPaymentsService({ db, config, provider, orders: app.orders, shipping: app.shipping, mailer: app.mailer, refunds: app.refunds, log: app.log }),
    );
    await app.register(paymentsRoutes, { prefix: '/api' });
  },
  { name: 'payments', dependencies: ['jobs', 'parts', 'orders', 'mail', 'credit'] },
);
