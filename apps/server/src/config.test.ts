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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL, PUBLIC_URL, BETTER_AUTH_SECRET, SMTP_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET/,
    );
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x/y',
      PUBLIC_URL: 'https://shop.example',
      BETTER_AUTH_SECRET: 'a'.repeat(32),
      SMTP_URL: 'smtp://mail.example:587',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, SMTP_URL: '' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...production, BETTER_AUTH_SECRET: 'short' })).toThrow(/BETTER_AUTH_SECRET/);
    // A shop's sign-in answers always end on 300 ms steps (decision 035).
    expect(loadConfig(production).authAnswerStepMs).toBe(300);
    expect(() => loadConfig({ ...production, AUTH_ANSWER_STEP_MS: '0' })).toThrow(/AUTH_ANSWER_STEP_MS/);
    // …and hash passwords with Better Auth's scrypt (decision 102).
    expect(loadConfig(production).lightPasswordHashing).toBe(false);
    expect(() => loadConfig({ ...production, PASSWORD_HASHING: 'light' })).toThrow(/PASSWORD_HASHING/);
  });

  it('hashes passwords lightly only in tests that do not time sign-in', () => {
    expect(loadConfig({}).lightPasswordHashing).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).lightPasswordHashing).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASHING: 'shop' }).lightPasswordHashing).toBe(false);
    expect(() => loadConfig({ PASSWORD_HASHING: 'none' })).toThrow(/PASSWORD_HASHING/);
  });

  it('answers sign-in on 300 ms steps, which only tests outside production shorten', () => {
    expect(loadConfig({}).authAnswerStepMs).toBe(300);
    expect(loadConfig({ NODE_ENV: 'test' }).authAnswerStepMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', AUTH_ANSWER_STEP_MS: '300' }).authAnswerStepMs).toBe(300);
    expect(loadConfig({ AUTH_ANSWER_STEP_MS: '0' }).authAnswerStepMs).toBe(0);
  });

  it('reads the admin e-mails and the trusted proxies', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Boss@Shop.example, ops@shop.example ', TRUST_PROXY: '10.0.0.1,10.0.0.2' });
    expect(config.adminEmails).toEqual(['boss@shop.example', 'ops@shop.example']);
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('reads the metrics token, refusing one short enough to guess', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'a'.repeat(15) })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('reads how long unpaid orders hold their parts and how many a customer may have', () => {
    expect(loadConfig({})).toMatchObject({ orderHoldMs: 30 * 60_000, maxUnpaidOrders: 5 });
    expect(loadConfig({ ORDER_HOLD_MINUTES: '', MAX_UNPAID_ORDERS: '' })).toMatchObject({ orderHoldMs: 30 * 60_000, maxUnpaidOrders: 5 });
    expect(loadConfig({ ORDER_HOLD_MINUTES: '0.05', MAX_UNPAID_ORDERS: '2' })).toMatchObject({ orderHoldMs: 3_000, maxUnpaidOrders: 2 });
    for (const hold of ['0', '-5', 'soon', '20000']) expect(() => loadConfig({ ORDER_HOLD_MINUTES: hold })).toThrow(/ORDER_HOLD_MINUTES/);
    for (const max of ['0', '2.5', 'many']) expect(() => loadConfig({ MAX_UNPAID_ORDERS: max })).toThrow(/MAX_UNPAID_ORDERS/);
  });

  it('reads how many units of a part a customer may hold and how many orders they may place in 10 minutes', () => {
    expect(loadConfig({})).toMatchObject({ maxUnpaidUnitsPerPart: 10, maxOrdersPer10Minutes: 10 });
    expect(loadConfig({ MAX_UNPAID_UNITS_PER_PART: '', MAX_ORDERS_PER_10_MINUTES: '' })).toMatchObject({ maxUnpaidUnitsPerPart: 10, maxOrdersPer10Minutes: 10 });
    expect(loadConfig({ MAX_UNPAID_UNITS_PER_PART: '3', MAX_ORDERS_PER_10_MINUTES: '50' })).toMatchObject({ maxUnpaidUnitsPerPart: 3, maxOrdersPer10Minutes: 50 });
    for (const max of ['0', '2.5', 'many']) {
      expect(() => loadConfig({ MAX_UNPAID_UNITS_PER_PART: max })).toThrow(/MAX_UNPAID_UNITS_PER_PART/);
      expect(() => loadConfig({ MAX_ORDERS_PER_10_MINUTES: max })).toThrow(/MAX_ORDERS_PER_10_MINUTES/);
    }
  });

  it("reads the shop's time zone, UTC by default, refusing one that does not exist", () => {
    expect(loadConfig({}).shopTimeZone).toBe('UTC');
    expect(loadConfig({ SHOP_TIME_ZONE: 'Asia/Kolkata' }).shopTimeZone).toBe('Asia/Kolkata');
    expect(() => loadConfig({ SHOP_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SHOP_TIME_ZONE/);
  });

  it('reads the contact address, the sender\'s by default, and the social pages that are set, in the footer\'s order (decision 051)', () => {
    expect(loadConfig({}).contactEmail).toBe('no-reply@coreparts.local');
    expect(loadConfig({ MAIL_FROM: 'Shop <orders@shop.example>' }).contactEmail).toBe('orders@shop.example');
    expect(loadConfig({ CONTACT_EMAIL: 'help@shop.example' }).contactEmail).toBe('help@shop.example');
    expect(() => loadConfig({ CONTACT_EMAIL: 'help at shop' })).toThrow(/CONTACT_EMAIL/);
    expect(loadConfig({}).social).toEqual([]);
    const config = loadConfig({ SOCIAL_FACEBOOK_URL: 'https://facebook.com/shop', SOCIAL_TWITTER_URL: 'https://x.com/shop', SOCIAL_YOUTUBE_URL: '' });
    expect(config.social).toEqual([
      { network: 'twitter', url: 'https://x.com/shop' },
      { network: 'facebook', url: 'https://facebook.com/shop' },
    ]);
    expect(() => loadConfig({ SOCIAL_YOUTUBE_URL: 'http://youtube.com/shop' })).toThrow(/SOCIAL_YOUTUBE_URL/);
    expect(() => loadConfig({ SOCIAL_TWITTER_URL: 'javascript:alert(1)' })).toThrow(/SOCIAL_TWITTER_URL/);
  });

  it('refuses half a credential pair', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ GITHUB_CLIENT_ID: 'abc' })).toThrow(/GITHUB_CLIENT_SECRET/);
  });

  it('keeps images on the disk without S3_BUCKET, and in the bucket with it', () => {
    expect(loadConfig({}).s3).toBeNull();
    // The empty lines of .env.example count as unset.
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: '' }).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'coreparts-images' }).s3).toEqual({
      bucket: 'coreparts-images',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
    const minio = loadConfig({
      S3_BUCKET: 'coreparts-images',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'shop',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(minio.s3).toEqual({
      bucket: 'coreparts-images',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'shop', secretAccessKey: 'secret' },
    });
  });

  it('names the object storage variable that is wrong, half set, or set without a bucket', () => {
    const bucket = { S3_BUCKET: 'coreparts-images' };
    expect(() => loadConfig({ S3_BUCKET: 'Product_Images' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'ftp://minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...bucket, S3_REGION: 'EU Central' })).toThrow(/S3_REGION/);
    expect(() => loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ ...bucket, S3_ACCESS_KEY_ID: 'shop' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      /S3_ENDPOINT, S3_FORCE_PATH_STYLE without S3_BUCKET/,
    );
  });
});
