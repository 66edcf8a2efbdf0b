/** The start-up warning: a development server says plainly which stand-ins it runs. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { productionEnv } from '@/test/production-env.ts';
import { developmentWarning } from './in-use.ts';

describe('developmentWarning', () => {
  it('names every stand-in of the embedded default in one line', () => {
    const line = developmentWarning(loadConfig({}));
    expect(line).toBe(
      'Development mode (NODE_ENV=development) with development stand-ins: mail outbox (/dev/mailbox), ' +
        'local Google and GitHub sign-in (/dev/idp), test-mode payments, auth secret in DATA_DIR, demo accounts. ' +
        'They answer only to this machine, never through a proxy; do not expose this server: set NODE_ENV=production.',
    );
  });

  it('leaves out what is configured for real', () => {
    const line = developmentWarning(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret', BETTER_AUTH_SECRET: 'x'.repeat(32) }),
    );
    expect(line).toMatch(/stand-ins: local Google sign-in \(\/dev\/idp\), test-mode payments, demo accounts\. /);
  });

  it('leaves out the demo accounts on PostgreSQL, which never gets them (decision 071)', () => {
    const line = developmentWarning(loadConfig({ DATABASE_URL: 'postgres://shop@127.0.0.1/shop' }));
    expect(line).toMatch(/stand-ins: mail outbox \(\/dev\/mailbox\), local Google and GitHub sign-in \(\/dev\/idp\), test-mode payments, auth secret in DATA_DIR\. /);
  });

  it('says nothing in production, which runs no stand-in', () => {
    const line = developmentWarning(loadConfig(productionEnv));
    expect(line).toBeNull();
  });
});
