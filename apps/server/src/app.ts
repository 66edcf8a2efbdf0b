/**
 * Builds the application without listening: the cross-cutting plugins, then the modules in the
 * order they depend on each other. `server.ts` starts it; tests call `buildApp` and `app.inject`.
 */
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createAvailability, probeDatabaseWrite, type Availability } from './db/availability.ts';
import { pingDatabase, type ChangeFeed, type Database } from './db/client.ts';
import { devStandIns } from './dev-stand-ins/index.ts';
import { advisorModule } from './modules/advisor/plugin.ts';
import { trustedOrigins } from './modules/auth/auth.ts';
import { authModule } from './modules/auth/plugin.ts';
import { buildsModule } from './modules/builds/plugin.ts';
import { cartModule } from './modules/cart/plugin.ts';
import { registerPrivateAnswers } from './modules/auth/session.ts';
import { jobsModule } from './modules/jobs/plugin.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { mailModule } from './modules/mail/plugin.ts';
import { ordersModule } from './modules/orders/plugin.ts';
import { partsModule } from './modules/parts/plugin.ts';
import { paymentsModule } from './modules/payments/plugin.ts';
import { reviewsModule } from './modules/reviews/plugin.ts';
import { salesModule } from './modules/sales/plugin.ts';
import { priceAlertsModule } from './modules/price-alerts/plugin.ts';
import { promotionsModule } from './modules/promotions/plugin.ts';
import { returnsModule } from './modules/returns/plugin.ts';
import { creditModule } from './modules/credit/plugin.ts';
import { stockAlertsModule } from './modules/stock-alerts/plugin.ts';
import { addressesModule } from './modules/addresses/plugin.ts';
import { stockModule } from './modules/stock/plugin.ts';
import { systemModule } from './modules/system/plugin.ts';
import { createImageStore } from './modules/uploads/routes.ts';
import { uploadsModule } from './modules/uploads/plugin.ts';
import { usersModule } from './modules/users/plugin.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBodies } from './plugins/json-body.ts';
import { logAnswer, type Logger } from './lib/logging.ts';
import { registerMetrics, type Metrics, type PoolStats } from './plugins/metrics.ts';
import { CLOSING_DEADLINE_MS, trackRequestsInFlight } from './plugins/requests-in-flight.ts';
import { registerSameOriginCheck } from './plugins/same-origin.ts';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './page/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    metrics: Metrics;
    availability: Availability;
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
  /** Live parts up to which the whole catalog is held in memory; the parts module's own unless a test wants it passed sooner. */
  heldCatalogLimit?: number;
  /** How long the advisor may take to read a report; its own limit unless a test wants it met. */
  reportReadingTimeLimitMs?: number;
}

export async function buildApp({ config, db, logger, mailer: givenMailer, changes, clock, poolStats, sitemapUrlsPerFile, heldCatalogLimit, reportReadingTimeLimitMs }: AppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger as FastifyBaseLogger } : { logger: false }),
    // One access line per request instead of Fastify's two (logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Requests that stall are cut off rather than held open.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    trustProxy: config.trustProxy,
    bodyLimit: 100 * 1024,
    frameworkErrors,
    // Each step of closing, such as the wait for the requests in flight, must fit in this timer
    // (Fastify's default is 10 s): past it the close fails instead of finishing.
    pluginTimeout: CLOSING_DEADLINE_MS + 5_000,
  }).withTypeProvider<ZodTypeProvider>();
  // The requests in flight, which closing waits for before any module or the database closes (decision 072).
  const lastRequestEnded = trackRequestsInFlight(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  if (logger) {
    app.addHook('onResponse', function logRequest(request, reply, done) {
      logAnswer(request, reply);
      done();
    });
  }
  registerJsonBodies(app);

  registerSecurityHeaders(app, securityHeaders(config));
  // Answers are compressed where they are not already (decision 027); request bodies never are.
  await app.register(compress, { threshold: 1024, globalDecompression: false });

  app.decorate('config', config);
  app.decorate('db', db);
  // One image store for uploading and serving, so a process serves what it has just stored; the
  // availability monitor probes it for room (decision 038).
  const images = createImageStore(config);
  app.decorate('images', images);
  app.addHook('onClose', async () => images.close?.());
  const availability = createAvailability({
    log: app.log,
    ping: () => pingDatabase(db),
    writeProbes: [() => probeDatabaseWrite(db), ...(images.probeWrite ? [images.probeWrite] : [])],
  });
  app.decorate('availability', availability);
  app.addHook('onClose', async () => availability.close());
  registerMetrics(app, { token: config.metricsToken, poolStats });
  // Added before any route, as they apply to each route when it is registered.
  registerSameOriginCheck(app, trustedOrigins(config));
  registerPrivateAnswers(app);
  await registerApiDocs(app);

  // Development stand-ins (src/dev-stand-ins/README.md); production configures the real thing.
  const standIns = await devStandIns(config, db);
  const now = clock ?? (() => new Date());

  // The modules, each one plugin with its state, schedule and routes, after those it uses.
  await app.register(jobsModule, { now });
  await app.register(mailModule, { transport: givenMailer ?? standIns.mailTransport });
  await app.register(stockModule);
  await app.register(partsModule, { changes, sitemapUrlsPerFile, heldCatalogLimit });
  await app.register(reviewsModule);
  // Signs a visitor's saved build for the account they sign in to next, with the sessions' secret.
  await app.register(buildsModule, { secret: standIns.authSecret });
  await app.register(stockAlertsModule);
  await app.register(priceAlertsModule);
  await app.register(advisorModule, { readingTimeLimitMs: reportReadingTimeLimitMs });
  await app.register(usersModule);
  await app.register(addressesModule);
  await app.register(promotionsModule, { now });
  await app.register(creditModule);
  await app.register(ordersModule, { now, payments: () => app.payments });
  await app.register(cartModule);
  await app.register(salesModule, { now });
  await app.register(authModule, { secret: standIns.authSecret, devIdentityProviders: standIns.identityProviders, now });
  await app.register(paymentsModule, { provider: standIns.paymentProvider });
  await app.register(returnsModule);
  await app.register(uploadsModule);
  await app.register(systemModule);
  await app.register(standIns.routes);

  await registerWebApp(app, config.webDist);
  // Registered last, so the first to run of the onClose hooks (they run the last registered first).
  app.addHook('onClose', lastRequestEnded);
  return app;
}
