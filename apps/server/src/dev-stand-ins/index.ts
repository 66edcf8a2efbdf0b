/**
 * The development stand-ins this configuration needs (README.md), each null where production's
 * real service is configured. The modules take them as options; their own pages and API are
 * registered after the modules.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import { loadDevAuthSecret } from './auth-secret.ts';
import { createDevIdentityProvider } from './identity-provider.ts';
import { createOutboxMailer, outboxRoutes } from './mail-outbox.ts';
import { createTestPaymentProvider, testPaymentRoutes } from './test-payments.ts';

export async function devStandIns(config: Config, db: Database) {
  const mailTransport = config.smtpUrl ? null : createOutboxMailer(db);
  const paymentProvider = config.stripe ? null : createTestPaymentProvider(db);
  const standInProviders = config.production ? [] : (['google', 'github'] as const).filter((p) => !config[p]);
  const identityProvider = standInProviders.length > 0 ? createDevIdentityProvider(config.publicUrl, standInProviders) : null;
  return {
    mailTransport,
    paymentProvider,
    identityProviders: identityProvider?.settings ?? [],
    /** BETTER_AUTH_SECRET, or the development one kept in DATA_DIR. */
    authSecret: config.authSecret ?? (await loadDevAuthSecret(config.dataDir)),
    async routes(app: FastifyInstance) {
      if (paymentProvider) await app.register(testPaymentRoutes, { prefix: '/api' });
      if (mailTransport && !config.production) await app.register(outboxRoutes, { prefix: '/api' });
      if (identityProvider) await app.register(identityProvider.routes);
    },
  };
}
