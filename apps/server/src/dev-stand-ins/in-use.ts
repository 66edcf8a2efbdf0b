/**
 * Which development stand-ins a configuration runs, for the start-up warning: `npm start` runs in
 * development by default, and whoever puts it behind a proxy must read that plainly (decision 039).
 */
import type { Config } from '@/config.ts';

function socialSignIn(config: Config): string | null {
  const local = [!config.google && 'Google', !config.github && 'GitHub'].filter(Boolean);
  return local.length === 0 ? null : `local ${local.join(' and ')} sign-in (/dev/idp)`;
}

/** The stand-ins in use, in words; none in production, which refuses to start with one (config.ts). */
function standInsInUse(config: Config): string[] {
  if (config.production) return [];
  const named = [
    !config.smtpUrl && 'mail outbox (/dev/mailbox)',
    socialSignIn(config),
    !config.stripe && 'test-mode payments',
    !config.authSecret && 'auth secret in DATA_DIR',
    config.database.kind === 'pglite' && 'demo accounts',
  ];
  return named.filter((name): name is string => typeof name === 'string');
}

/** One warning line naming the stand-ins, or null when none runs. */
export function developmentWarning(config: Config): string | null {
  const standIns = standInsInUse(config);
  if (standIns.length === 0) return null;
  return (
    `Development mode (NODE_ENV=${config.env}) with development stand-ins: ${standIns.join(', ')}. ` +
    'They answer only to this machine, never through a proxy; do not expose this server: set NODE_ENV=production.'
  );
}
