/**
 * Builds the application without listening: external plugins, then our own, then routes.
 * `server.ts` starts it; tests call `buildApp` and `app.inject`.
 */
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { ChangeFeed, Database } from './db/client.ts';
import { loadDevAuthSecret } from './dev-stand-ins/auth-secret.ts';
import { createDevIdentityProvider } from './dev-stand-ins/identity-provider.ts';
import { createOutboxMailer, outboxRoutes } from './dev-stand-ins/mail-outbox.ts';
import { createTestPaymentProvider, testPaymentRoutes } from './dev-stand-ins/test-payments.ts';
import { createAuth, type Auth } from './modules/auth/auth.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createSignInThrottle } from './modules/auth/sign-in-throttle.ts';
import { registerPrivateAnswers } from './modules/auth/session.ts';
import { createJobQueue, registerJobMetrics, type JobQueue } from './modules/jobs/queue.ts';
import { jobsRoutes } from './modules/jobs/routes.ts';
import { createSmtpMailer, queuedMailer, type Mailer, type QueuedMailer } from './modules/mail/mailer.ts';
import { createOrderHistory, type OrderHistory } from './modules/orders/history.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { createOrdersService, type OrdersService } from './modules/orders/service.ts';
import { createUnpaidOrderExpiry, type UnpaidOrderExpiry } from './modules/orders/unpaid-expiry/expire-unpaid-orders.ts';
import { benchRoutes } from './bench/bench-route.ts';
import { partsRoutes } from './modules/parts/routes.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { createPaymentsService, type PaymentsService } from './modules/payments/service.ts';
import { createStripeProvider } from './modules/payments/stripe-provider.ts';
import { createPartsService, type PartsService } from './modules/parts/service.ts';
import { reviewsRoutes } from './modules/reviews/routes.ts';
import { createSalesOverview, type SalesOverviewService } from './modules/sales/overview.ts';
import { salesRoutes } from './modules/sales/routes.ts';
import { createReviewsService, type ReviewsService } from './modules/reviews/service.ts';
import { systemRoutes } from './modules/system/routes.ts';
import type { ImageStore } from './modules/uploads/image-store.ts';
import { createImageStore, uploadedFiles, uploadRoutes } from './modules/uploads/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { createUsersService, type UsersService } from './modules/users/service.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBodies } from './plugins/json-body.ts';
import { accessLog, requestIds, type Logger } from './lib/logging.ts';
import { createHotAnswers, onEveryAnswer, type HotAnswers } from './plugins/hot-answers.ts';
import { registerMetrics, type Metrics, type PoolStats } from './plugins/metrics.ts';
import { registerSameOriginCheck } from './plugins/same-origin.ts';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers.ts';
import { registerSitemap } from './modules/parts/catalog-cache/sitemap.ts';
import { registerWebApp } from './page/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    parts: PartsService;
    reviews: ReviewsService;
    users: UsersService;
    orders: OrdersService;
    orderHistory: OrderHistory;
    unpaidOrderExpiry: UnpaidOrderExpiry;
    sales: SalesOverviewService;
    payments: PaymentsService;
    paymentProvider: PaymentProvider;
    auth: Auth;
    mailer: QueuedMailer;
    jobs: JobQueue;
    images: ImageStore;
    metrics: Metrics;
    hot: HotAnswers;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  /** The server's logger (`createLogger` in logging.ts); none in tests. */
  logger?: Logger;
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer;
  /** Other server processes on the same PostgreSQL; absent on the embedded database. */
  changes?: ChangeFeed | null;
  /** The clock of background work (tests move it forward). */
  clock?: () => Date;
  /** The PostgreSQL pool's connections, for the metrics; absent on the embedded database. */
  poolStats?: () => PoolStats;
  /** Addresses per sitemap file; the protocol's limit unless a test wants the index sooner. */
  sitemapUrlsPerFile?: number;
}

const CATALOG_CHANNEL = 'catalog_changed';
const EXPIRE_UNPAID_ORDERS = 'orders.expire-unpaid';

export async function buildApp({ config, db, logger, mailer: givenMailer, changes, clock, poolStats, sitemapUrlsPerFile }: AppOptions) {
  const security = securityHeaders(config);
  const nextRequestId = requestIds();
  // The public reads every visitor makes are answered before the router (decision 032).
  const hot = createHotAnswers({ securityHeaders: security, trustProxy: config.trustProxy, nextRequestId });
  const app = Fastify({
    ...(logger ? { loggerInstance: logger as FastifyBaseLogger } : { logger: false }),
    // One access line per request instead of Fastify's two (logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: nextRequestId,
    // Requests that stall are cut off rather than held open.
    serverFactory: (router) => hot.server(router, { requestTimeout: 30_000, connectionTimeout: 60_000 }),
    trustProxy: config.trustProxy,
    bodyLimit: 100 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('hot', hot as HotAnswers);
  app.addHook('preClose', (done) => {
    hot.close();
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  if (logger) onEveryAnswer(app, hot, accessLog(logger));
  registerJsonBodies(app);

  registerSecurityHeaders(app, security);
  // Answers are compressed where they are not already (decision 027); request bodies never are.
  await app.register(compress, { threshold: 1024, globalDecompression: false });

  app.decorate('config', config);
  app.decorate('db', db);
  registerMetrics(app, { token: config.metricsToken, poolStats, hot });
  const now = clock ?? (() => new Date());
  app.decorate('jobs', createJobQueue(db, { log: app.log, now }));
  registerJobMetrics(app.metrics.registry, app.jobs);
  app.decorate('parts', createPartsService(db, { broadcast: changes ? () => changes.announce(CATALOG_CHANNEL) : undefined }));
  if (changes) {
    const stopWatching = await changes.watch(CATALOG_CHANNEL, () => app.parts.catalogChangedElsewhere());
    app.addHook('onClose', stopWatching);
  }
  app.addHook('onClose', () => app.parts.close());
  app.decorate('reviews', createReviewsService(db));
  app.decorate('users', createUsersService(db, { adminEmails: config.adminEmails }));
  const parts = app.parts;
  app.decorate(
    'orders',
    createOrdersService(db, () => parts.invalidateCatalog(), { holdMs: config.orderHoldMs, maxUnpaidOrders: config.maxUnpaidOrders, now, shopTimeZone: config.shopTimeZone }),
  );
  app.decorate('orderHistory', createOrderHistory(db, app.orders));
  app.decorate('unpaidOrderExpiry', createUnpaidOrderExpiry(app.orders, () => app.payments, app.log));
  app.decorate('sales', createSalesOverview(db, { now, timeZone: config.shopTimeZone }));
  // One store for uploading and serving, so a process serves what it has just stored.
  app.decorate('images', createImageStore(config));
  app.addHook('onClose', async () => app.images.close?.());

  // Development stand-ins (src/dev-stand-ins/README.md); production configures the real thing.
  const useOutbox = !config.smtpUrl;
  const transport = givenMailer ?? (useOutbox ? createOutboxMailer(db) : createSmtpMailer(config.smtpUrl!, config.mailFrom));
  const mailer = queuedMailer(app.jobs, transport);
  const standInProviders = config.production ? [] : (['google', 'github'] as const).filter((p) => !config[p]);
  const identityProvider = standInProviders.length > 0 ? createDevIdentityProvider(config.publicUrl, standInProviders) : null;
  const secret = config.authSecret ?? (await loadDevAuthSecret(config.dataDir));
  const signInThrottle = createSignInThrottle(db, now);
  app.jobs.every('accounts.forget-sign-in-failures', 3_600_000, () => signInThrottle.forgetOld());
  const auth = createAuth({
    config,
    db,
    mailer,
    secret,
    log: app.log,
    devIdentityProviders: identityProvider?.settings ?? [],
    signInThrottle,
    now,
  });
  const paymentProvider = config.stripe ? await createStripeProvider(config.stripe) : createTestPaymentProvider(db);
  app.decorate('mailer', mailer);
  app.decorate('auth', auth);
  app.decorate('paymentProvider', paymentProvider);
  app.decorate(
    'payments',
    createPaymentsService({ db, config, provider: paymentProvider, orders: app.orders, mailer, log: app.log }),
  );
  // Unpaid orders past their hold give their parts back (decision 022): checked a tenth of a hold
  // apart, at least every second and at most every minute, so an order expires soon after its time.
  app.jobs.every(EXPIRE_UNPAID_ORDERS, Math.min(60_000, Math.max(1_000, config.orderHoldMs / 10)), () =>
    app.unpaidOrderExpiry.expireUnpaidOrders(),
  );
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    transport.close?.();
  });

  registerSameOriginCheck(app, auth.options.trustedOrigins as string[]);
  registerPrivateAnswers(app);

  await registerApiDocs(app);
  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(partsRoutes);
      await api.register(reviewsRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentsRoutes);
      await api.register(uploadRoutes);
      await api.register(jobsRoutes);
      await api.register(salesRoutes);
      if (paymentProvider.mode === 'test') await api.register(testPaymentRoutes);
      if (useOutbox && !config.production) await api.register(outboxRoutes);
      if (config.benchBareRoute) await api.register(benchRoutes);
    },
    { prefix: '/api' },
  );
  if (identityProvider) await app.register(identityProvider.routes);
  await app.register(uploadedFiles);
  registerSitemap(app, { urlsPerFile: sitemapUrlsPerFile });
  await registerWebApp(app, config.webDist);
  return app;
}
