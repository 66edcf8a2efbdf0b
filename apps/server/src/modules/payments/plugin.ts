/** The payments module: card payments for orders (decision 006), through Stripe or the development stand-in. */
import fp from 'fastify-plugin';
import type { PaymentProvider } from './provider.ts';
import { paymentsRoutes } from './routes.ts';
import { createPaymentsService, type PaymentsService } from './service.ts';
import { createStripeProvider } from './stripe-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
    paymentProvider: PaymentProvider;
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
    app.decorate('payments', createPaymentsService({ db, config, provider, orders: app.orders, mailer: app.mailer, log: app.log }));
    await app.register(paymentsRoutes, { prefix: '/api' });
  },
  { name: 'payments', dependencies: ['orders', 'mail'] },
);
