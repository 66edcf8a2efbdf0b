/**
 * All configuration, read once from the environment and validated (DESIGN §2). A bad value stops
 * the start with a message naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';
import { defaultWebDist } from './paths.ts';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

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
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
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

  if (production) {
    const missing = (['DATABASE_URL', 'PUBLIC_URL'] as const).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Production needs ${missing.join(', ')}: the embedded development defaults are not allowed in production.`,
      );
    }
  }
  const pairs = [
    ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
  ] as const;
  for (const [a, b] of pairs) {
    if (Boolean(e[a]) !== Boolean(e[b])) throw new ConfigError(`${a} and ${b} must be set together.`);
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
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY! }
      : null,
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET! } : null,
    github: e.GITHUB_CLIENT_ID ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET! } : null,
  };
}
