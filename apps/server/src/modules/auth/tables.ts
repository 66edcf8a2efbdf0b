/**
 * Better Auth's tables (user, session, account, verification, rate limit) with the admin
 * plugin's fields. Better Auth reads and writes them through its Drizzle adapter; the rest of
 * the server reads users here and never touches passwords, which live hashed in `accounts`.
 */
import type { Role } from '@coreparts/shared';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const created = { createdAt: at('created_at').notNull().defaultNow(), updatedAt: at('updated_at').notNull().defaultNow() };

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').$type<Role>().notNull().default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: at('ban_expires'),
  ...created,
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    ...created,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    // The identity: which provider, and the person's id there ('credential' for passwords).
    providerId: text('provider_id').notNull(),
    accountId: text('account_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...created,
  },
  (t) => [
    uniqueIndex('accounts_provider_account_idx').on(t.providerId, t.accountId),
    index('accounts_user_idx').on(t.userId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    ...created,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// Our own account tables, beside Better Auth's (decision 021).

/** The page's Bearer tokens (product.md §5), stored hashed; each dies with its session. */
export const sessionBearerTokens = pgTable(
  'session_bearer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('session_bearer_tokens_session_idx').on(t.sessionId)],
);

/** Account mails (verification, reset, "you already have an account") per recipient, for the cap. */
export const accountMails = pgTable(
  'account_mails',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    email: text('email').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('account_mails_email_idx').on(t.email, t.sentAt)],
);

/** Failed sign-ins per account, and per account and client address: the growing delay. */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  blockedUntil: at('blocked_until'),
  updatedAt: at('updated_at').notNull(),
});
