import type { PublicConfig } from '@coreparts/shared';
import type { Config } from '@/config.ts';

/** The settings the page may know (`GET /api/config`, and the shop pages rendered with them). */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    storeName: config.storeName,
    payments: config.stripe ? { mode: 'stripe', publishableKey: config.stripe.publishableKey } : { mode: 'test', publishableKey: null },
    // Outside production a provider without credentials is served by the local stand-in.
    socialSignIn: {
      google: Boolean(config.google) || !config.production,
      github: Boolean(config.github) || !config.production,
    },
    contactEmail: config.contactEmail,
    social: config.social,
  };
}
