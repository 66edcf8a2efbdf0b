import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with no environment', () => {
    const config = loadConfig({});
    expect(config.storeName).toBe('CoreParts');
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.stripe).toBeNull();
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://shop@db:5432/shop' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://shop@db:5432/shop' });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('refuses production on development defaults and names what is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL, PUBLIC_URL/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', PUBLIC_URL: 'https://shop.example' }),
    ).not.toThrow();
  });

  it('refuses half a credential pair', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ GITHUB_CLIENT_ID: 'abc' })).toThrow(/GITHUB_CLIENT_SECRET/);
  });
});
