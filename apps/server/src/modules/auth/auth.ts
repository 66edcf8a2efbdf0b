/**
 * Accounts, by Better Auth (decision 005): e-mail and password with verification and reset,
 * Google and GitHub, roles (admin plugin) and bearer tokens, on our own database. No password,
 * session or OAuth code of ours.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer, genericOAuth } from 'better-auth/plugins';
import { createAuthMiddleware, APIError } from 'better-auth/api';
import { messages, passwordPattern } from '@coreparts/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema.ts';
import { betterAuthLogger } from '../../logging.ts';
import type { QueuedMailer } from '../mail/mailer.ts';
import { existingAccountEmail, resetPasswordEmail, verificationEmail } from '../mail/templates.ts';
import type { OAuth2ProviderSettings } from '../../dev-stand-ins/identity-provider.ts';

/** The header our server sets to the client address it trusts (plugins/auth-routes.ts). */
export const CLIENT_IP_HEADER = 'x-coreparts-client-ip';

export interface AuthDependencies {
  config: Config;
  db: Database;
  mailer: QueuedMailer;
  secret: string;
  log: FastifyBaseLogger;
  /** Google and GitHub through the local identity provider, where the real ones are not set. */
  devIdentityProviders: OAuth2ProviderSettings[];
}

const MINUTE = 60;

export function createAuth({ config, db, mailer, secret, log, devIdentityProviders }: AuthDependencies) {
  const storeName = config.storeName;
  const origins = [new URL(config.publicUrl).origin];
  // The Vite development server proxies the API from its own origin.
  if (!config.production) origins.push('http://localhost:5173');

  const promoteConfiguredAdmins = async (email: string) => {
    if (!config.adminEmails.includes(email.toLowerCase())) return;
    await db
      .update(users)
      .set({ role: 'admin' })
      .where(and(eq(users.email, email.toLowerCase()), eq(users.emailVerified, true)));
  };

  return betterAuth({
    appName: storeName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: origins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * MINUTE,
      async sendResetPassword({ user, url }) {
        await mailer.send(resetPasswordEmail({ storeName, to: user.email, name: user.name }, url));
      },
      // Sign-up never tells a stranger that an address has an account; its owner is told instead.
      async onExistingUserSignUp({ user }) {
        await mailer.send(existingAccountEmail({ storeName, to: user.email, name: user.name }, `${config.publicUrl}/login`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * MINUTE,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(verificationEmail({ storeName, to: user.email, name: user.name }, url));
      },
    },
    socialProviders: {
      ...(config.google && { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }),
      ...(config.github && { github: { clientId: config.github.clientId, clientSecret: config.github.clientSecret } }),
    },
    account: {
      // A social identity joins an existing account only when both sides proved the address.
      accountLinking: { enabled: true, requireLocalEmailVerified: true },
    },
    session: { expiresIn: 7 * 24 * 60 * MINUTE, updateAge: 24 * 60 * MINUTE },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: MINUTE,
      max: 100,
      customRules: {
        '/sign-in/email': { window: MINUTE, max: 10 },
        '/sign-in/social': { window: MINUTE, max: 20 },
        '/sign-up/email': { window: MINUTE, max: 5 },
        '/request-password-reset': { window: 5 * MINUTE, max: 5 },
        '/send-verification-email': { window: 5 * MINUTE, max: 5 },
        '/reset-password': { window: MINUTE, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.production,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: config.production },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      // The server checks the same password rule as the sign-up form (spec §5).
      before: createAuthMiddleware(async (ctx) => {
        const isPasswordPath = ctx.path === '/sign-up/email' || ctx.path === '/reset-password';
        if (!isPasswordPath) return;
        const password: unknown = ctx.body?.password ?? ctx.body?.newPassword;
        if (typeof password !== 'string' || !passwordPattern.test(password)) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_TOO_WEAK',
            message: messages.validation.passwordWeak,
          });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Whatever a request says, a new account is a customer.
          before: async (user) => ({ data: { ...user, role: 'user' } }),
          after: async (user) => promoteConfiguredAdmins(user.email),
        },
        update: { after: async (user) => promoteConfiguredAdmins(user.email) },
      },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      bearer(),
      ...(devIdentityProviders.length > 0 ? [genericOAuth({ config: devIdentityProviders })] : []),
    ],
    telemetry: { enabled: false },
    logger: betterAuthLogger(log),
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** ADMIN_EMAILS at start: those verified accounts are admins. */
export async function promoteAdminEmails(db: Database, emails: string[]) {
  if (emails.length === 0) return;
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(inArray(users.email, emails), eq(users.emailVerified, true)));
}
