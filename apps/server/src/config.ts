/**
 * All configuration, read once from the environment and validated (README, "Run it"). A bad value stops
 * the start with a message naming the variable.
 */
import path from 'node:path';
import { socialNetworks } from '@coreparts/shared';
import { z } from 'zod';
import { defaultWebDist } from './paths.ts';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A count such as a cap: a whole number from 1. */
const countSetting = optional.pipe(
  z.coerce.number<string>({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(1_000_000).optional(),
);

/**
 * The step sign-in's and sign-up's answers end on (decision 035): longer than that work takes,
 * password hash included, on a busy server. Only tests that do not time answers shorten it.
 */
const UNIFORM_ANSWER_MS = 300;

const socialUrl = optional.pipe(z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STORE_NAME: z.string().trim().min(1).default('CoreParts'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  WEB_DIST: z.string().default(defaultWebDist),
  BETTER_AUTH_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optional.pipe(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.string().default('CoreParts <no-reply@coreparts.local>'),
  ADMIN_EMAILS: z.string().default(''),
  TRUST_PROXY: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Another address for Stripe's API (a local mock in tests); Stripe's own by default. */
  STRIPE_API_URL: optional.pipe(z.url().optional()),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
  /** Product images in an S3-compatible bucket (decision 017); without S3_BUCKET, in DATA_DIR/uploads. */
  S3_BUCKET: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
      .optional(),
  ),
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  S3_REGION: optional.pipe(z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1').optional()),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: optional.pipe(z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional()),
  /** How long an unpaid order holds its parts before it expires (decision 022); fractions allowed. */
  ORDER_HOLD_MINUTES: optional.pipe(
    z.coerce
      .number<string>({ error: 'must be a number of minutes' })
      .min(0.01, 'must be at least 0.01 (under a second is no hold)')
      .max(7 * 24 * 60, 'must be at most 10080 (a week)')
      .optional(),
  ),
  /**
   * How long a part stays back in stock before its alerts are mailed: units an unpaid order lets go
   * and takes again a moment later spend nobody's alert (decision 070); fractions allowed.
   */
  BACK_IN_STOCK_DELAY_MINUTES: optional.pipe(
    z.coerce.number<string>({ error: 'must be a number of minutes' }).min(0, 'must be at least 0').max(24 * 60, 'must be at most 1440 (a day)').optional(),
  ),
  /** Tests only, refused in production: the step sign-in's and sign-up's answers end on (300 ms; decision 035). */
  AUTH_ANSWER_STEP_MS: optional.pipe(z.coerce.number<string>({ error: 'must be a whole number of milliseconds' }).int().min(0).max(5_000).optional()),
  /** Tests only, refused in production: `light` hashes passwords with a light scrypt (decision 102); tests default to it. */
  PASSWORD_HASHING: optional.pipe(z.enum(['shop', 'light']).optional()),
  /** Unpaid orders one customer may have at once (decision 022). */
  MAX_UNPAID_ORDERS: countSetting,
  /** Units of one part one customer's unpaid orders may hold together, unless the part sets its own (decision 070). */
  MAX_UNPAID_UNITS_PER_PART: countSetting,
  /** Orders one customer may place in 10 minutes (decision 070). */
  MAX_ORDERS_PER_10_MINUTES: countSetting,
  /** The shop's calendar: the sales overview's days begin at its midnight (decision 028). */
  SHOP_TIME_ZONE: optional.pipe(
    z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Europe/Berlin')
      .optional(),
  ),
  /** Where shoppers write to the shop (the contact page); the address in MAIL_FROM by default. */
  CONTACT_EMAIL: optional.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  /** The shop's pages on social networks (the footer's icons, decision 051): each shown only when set. */
  SOCIAL_TWITTER_URL: socialUrl,
  SOCIAL_YOUTUBE_URL: socialUrl,
  SOCIAL_FACEBOOK_URL: socialUrl,
  /** A catalog import may fetch images from private, loopback and link-local addresses (a supplier on the shop's own network; decision 093). */
  IMPORT_PRIVATE_IMAGES: optional.pipe(z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional()),
  /** Opens `GET /api/metrics` to `Authorization: Bearer <token>`; unset, there is no such route. */
  METRICS_TOKEN: optional.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';

  if (e.AUTH_ANSWER_STEP_MS !== undefined && production) {
    throw new ConfigError('AUTH_ANSWER_STEP_MS is for tests, not production: a shop answers sign-in on steps of 300 ms.');
  }
  if (e.PASSWORD_HASHING === 'light' && production) {
    throw new ConfigError('PASSWORD_HASHING=light is for tests, not production: a shop hashes passwords with Better Auth’s scrypt.');
  }
  if (production) {
    const required = [
      'DATABASE_URL',
      'PUBLIC_URL',
      'BETTER_AUTH_SECRET',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ] as const;
    const missing = required.filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Production needs ${missing.join(', ')}: the embedded development defaults are not allowed in production.`,
      );
    }
  }
  const pairs = [
    ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  ] as const;
  for (const [a, b] of pairs) {
    if (Boolean(e[a]) !== Boolean(e[b])) throw new ConfigError(`${a} and ${b} must be set together.`);
  }

  // Object storage settings without a bucket would quietly leave the images on this machine's disk.
  const bucketSettings = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
  const withoutBucket = e.S3_BUCKET ? [] : bucketSettings.filter((name) => e[name] !== undefined);
  if (withoutBucket.length > 0) {
    throw new ConfigError(
      `${withoutBucket.join(', ')} without S3_BUCKET: set S3_BUCKET to keep images in object storage, or unset them.`,
    );
  }

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    storeName: e.STORE_NAME,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'pglite', dataDir: path.join(dataDir, 'db') } as const),
    dataDir,
    webDist: path.resolve(e.WEB_DIST),
    /** Null outside production: the development stand-in keeps one in DATA_DIR. */
    authSecret: e.BETTER_AUTH_SECRET ?? null,
    /** Null outside production: mail goes to the development outbox. */
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL ?? addressIn(e.MAIL_FROM),
    /** Only the networks whose address is set, in the footer's order. */
    social: socialNetworks.flatMap((network) => {
      const url = e[network.setting];
      return url ? [{ network: network.id, url }] : [];
    }),
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    /** Null outside production: the test-mode processor stands in. */
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : null,
        }
      : null,
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET! } : null,
    github: e.GITHUB_CLIENT_ID ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET! } : null,
    /** Null without S3_BUCKET: images are kept in DATA_DIR/uploads. */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          /** Null: AWS S3 itself. */
          endpoint: e.S3_ENDPOINT ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          /** Null: the SDK's own credential chain (AWS_* variables, ~/.aws, the machine's role). */
          credentials: e.S3_ACCESS_KEY_ID
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! }
            : null,
        }
      : null,
    /** Unpaid orders hold their parts this long, then expire (decision 022). */
    orderHoldMs: Math.round((e.ORDER_HOLD_MINUTES ?? 30) * 60_000),
    /** Tests answer at once unless they time answers (answer-timing.test.ts). */
    authAnswerStepMs: e.AUTH_ANSWER_STEP_MS ?? (e.NODE_ENV === 'test' ? 0 : UNIFORM_ANSWER_MS),
    /** Tests hash lightly unless they time answers (decision 102). */
    lightPasswordHashing: (e.PASSWORD_HASHING ?? (e.NODE_ENV === 'test' ? 'light' : 'shop')) === 'light',
    backInStockDelayMs: Math.round((e.BACK_IN_STOCK_DELAY_MINUTES ?? 5) * 60_000),
    maxUnpaidOrders: e.MAX_UNPAID_ORDERS ?? 5,
    maxUnpaidUnitsPerPart: e.MAX_UNPAID_UNITS_PER_PART ?? 10,
    maxOrdersPer10Minutes: e.MAX_ORDERS_PER_10_MINUTES ?? 10,
    shopTimeZone: e.SHOP_TIME_ZONE ?? 'UTC',
    importPrivateImages: e.IMPORT_PRIVATE_IMAGES === 'true',
    /** Null: no metrics are collected (plugins/metrics.ts). */
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}

/**
 * TRUST_PROXY: unset (trust no proxy: the client address is the connection's), a number of
 * proxy hops, or a comma-separated list of proxy addresses or ranges.
 */
function parseTrustProxy(value: string | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((a) => a.trim()).filter(Boolean);
}

/** The e-mail address in a sender such as `CoreParts <no-reply@example.com>`. */
function addressIn(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1] ?? sender.trim();
}
