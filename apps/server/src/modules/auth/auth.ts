/**
 * Accounts, by Better Auth (decision 005): e-mail and password with verification and reset,
 * Google and GitHub and roles (admin plugin), on our own database. No password, session or OAuth
 * code of ours. What we add against people acting in bad faith (decision 021) is here too: one
 * answer for known and unknown addresses, the shared field rules, a mail cap per recipient, a
 * growing delay after failed sign-ins, and no session token in any answer.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins';
import { createAuthMiddleware, APIError } from 'better-auth/api';
import { imageField, messages, nameField, passwordField } from '@coreparts/shared';
import { and, eq, inArray, like } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import type { Availability } from '@/db/availability.ts';
import { betterAuthLogger } from '@/lib/logging.ts';
import type { QueuedMailer } from '@/modules/mail/mailer.ts';
import { existingAccountEmail, resetPasswordEmail, verificationEmail } from '@/modules/mail/templates.ts';
import { createAccountMailer } from './account-mail.ts';
import { passwordHashingOf } from './password-hashing.ts';
import { createDeviceCookies, DEVICE_COOKIE, type DeviceCookies } from './device-cookie.ts';
import type { SignInAttempt, SignInThrottle } from './sign-in-throttle.ts';
import { accounts, rateLimits, sessions, users, verifications } from './tables.ts';

/** The header our server sets to the client address it trusts (plugins/auth-routes.ts). */
export const CLIENT_IP_HEADER = 'x-coreparts-client-ip';

/** A sign-in provider spoken to over OAuth 2 (in development, the local stand-in implements it). */
export type OAuth2ProviderSettings = GenericOAuthConfig;

export interface AuthDependencies {
  config: Config;
  db: Database;
  mailer: QueuedMailer;
  secret: string;
  log: FastifyBaseLogger;
  /** Google and GitHub through the local identity provider, where the real ones are not set. */
  devIdentityProviders: OAuth2ProviderSettings[];
  signInThrottle: SignInThrottle;
  /** The clock of the mail cap (tests move it forward). */
  now: () => Date;
  /** Outages and a full disk are reported there once, not logged by Better Auth per request. */
  availability: Pick<Availability, 'noticed'>;
}

const MINUTE = 60;
const PLAIN_NAME = 'Customer';

/** The field rules of the account forms, on every Better Auth path that writes those fields. */
const fieldRules: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/sign-up/email': z.looseObject({ name: nameField, password: passwordField, image: imageField.optional() }),
  '/update-user': z.looseObject({ name: nameField.optional(), image: imageField.nullable().optional() }),
  '/change-password': z.looseObject({
    currentPassword: z.string({ error: messages.profile.currentPasswordRequired }).min(1, messages.profile.currentPasswordRequired).max(128),
    newPassword: passwordField,
  }),
  '/reset-password': z.looseObject({ newPassword: passwordField }),
};

function requireValidFields(path: string, body: unknown): Record<string, unknown> | null {
  const rule = fieldRules[path];
  if (!rule) return null;
  const parsed = rule.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const isPassword = issue.path[0] === 'password' || issue.path[0] === 'newPassword';
  throw new APIError('BAD_REQUEST', { code: isPassword ? 'PASSWORD_TOO_WEAK' : 'INVALID_FIELD', message: issue.message });
}

/** Answers that would hand out a session token (the cookie's value) lose it: the cookie is HttpOnly. */
const answersWithSessionTokens = new Set(['/sign-in/email', '/sign-up/email', '/get-session', '/list-sessions', '/change-password', '/verify-email']);

function withoutSessionTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSessionTokens);
  if (value === null || typeof value !== 'object' || value instanceof Response) return value;
  const rest = { ...(value as Record<string, unknown>) };
  delete rest.token;
  if (rest.session && typeof rest.session === 'object') rest.session = withoutSessionTokens(rest.session);
  return rest;
}

/** The sign-up answer, the same whether the address is new or already has an account. */
function uniformSignUpAnswer(user: Record<string, unknown>) {
  return {
    token: null,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: false,
      image: user.image ?? null,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      role: 'user',
    },
  };
}

/** The origins of the store's own pages: a browser request that changes something must come from one. */
export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin];
  // The Vite development server proxies the API from its own origin.
  if (!config.production) origins.push('http://localhost:5173');
  return origins;
}

export function createAuth({ config, db, mailer, secret, log, devIdentityProviders, signInThrottle, now, availability }: AuthDependencies) {
  const storeName = config.storeName;

  const accountMail = createAccountMailer(db, mailer, now);
  const deviceCookies = createDeviceCookies(secret, config.production);
  /** A completed reset or a password change: no other reset link of that account works any more. */
  const dropResetLinks = (userId: string) =>
    db.delete(verifications).where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)));

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
    trustedOrigins: trustedOrigins(config),
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
      password: passwordHashingOf(config),
      resetPasswordTokenExpiresIn: 60 * MINUTE,
      async sendResetPassword({ user, url }) {
        await accountMail.send(resetPasswordEmail({ storeName, to: user.email, name: user.name }, url));
      },
      // Sign-up never tells a stranger that an address has an account; its owner is told instead.
      async onExistingUserSignUp({ user }) {
        await accountMail.send(existingAccountEmail({ storeName, to: user.email, name: user.name }, `${config.publicUrl}/login`));
      },
      // The reset link reached the mailbox: the address is proved, and the password is now its
      // owner's, whoever signed up with it before.
      async onPasswordReset({ user }) {
        await dropResetLinks(user.id);
        // Nobody's guesses keep the owner out any longer (decision 035).
        await signInThrottle.forgive(user.email);
        if (user.emailVerified) return;
        await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
        await promoteConfiguredAdmins(user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * MINUTE,
      async sendVerificationEmail({ user, url }) {
        await accountMail.send(verificationEmail({ storeName, to: user.email, name: user.name }, url));
      },
    },
    socialProviders: {
      ...(config.google && { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }),
      ...(config.github && { github: { clientId: config.github.clientId, clientSecret: config.github.clientSecret } }),
    },
    account: {
      // A social identity joins an existing account only when the provider verified the address;
      // an unverified password set before it is dropped (databaseHooks.account below).
      accountLinking: { enabled: true, requireLocalEmailVerified: false },
    },
    user: {
      // Nobody gets a signed-in account on an address no one has proved.
      validateUserInfo: ({ user, source }) => {
        if (source.method !== 'oauth' || source.action !== 'create-user' || user.emailVerified === true) return;
        return { error: 'email_not_verified', errorDescription: messages.account.emailNotVerified };
      },
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
        // The current password is checked there: no guessing it from a session left open.
        '/change-password': { window: 5 * MINUTE, max: 5 },
        // Every page load asks who is signed in; a 429 there would sign out a whole office behind
        // one address. It reads the caller's own cookie and guesses nothing (decision 055).
        '/get-session': false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.production,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: config.production },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') {
          if (await signInThrottle.mustWait(signInAttempt(ctx, deviceCookies))) {
            throw new APIError('TOO_MANY_REQUESTS', { code: 'too_many_requests', message: messages.account.signInSlowedDown });
          }
          return;
        }
        // The server checks the same field rules as the forms (product.md §3).
        const fields = requireValidFields(ctx.path, ctx.body);
        if (!fields) return;
        // A password change always signs out every other session.
        const extra = ctx.path === '/change-password' ? { revokeOtherSessions: true } : {};
        return { context: { body: { ...ctx.body, ...fields, ...extra } } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned: unknown = ctx.context.returned;
        const failed = returned instanceof APIError;
        if (ctx.path === '/sign-in/email') {
          const attempt = signInAttempt(ctx, deviceCookies);
          if (failed && returned.statusCode === 401) await signInThrottle.failed(attempt);
          if (!failed) {
            await signInThrottle.succeeded(attempt);
            const { name, value, attributes } = deviceCookies.issue(attempt.email);
            ctx.setCookie(name, value, attributes);
          }
        }
        if (failed || !answersWithSessionTokens.has(ctx.path)) return;
        if (ctx.path === '/change-password') {
          const { user } = returned as { user: { id: string } };
          await dropResetLinks(user.id);
        }
        if (ctx.path === '/sign-up/email') {
          const { user } = returned as { user: Record<string, unknown> };
          return ctx.json(uniformSignUpAnswer(user));
        }
        // list-sessions answers an array, which ctx.json sends as it is.
        return ctx.json(withoutSessionTokens(returned) as Record<string, unknown> | null);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Whatever a request says, a new account is a customer; a provider's name that breaks
          // the name rule (a link, say) is not copied into our e-mails and reviews.
          before: async (user) => ({
            data: { ...user, name: nameField.safeParse(user.name).data ?? PLAIN_NAME, role: 'user' },
          }),
          after: async (user) => promoteConfiguredAdmins(user.email),
        },
        // ADMIN_EMAILS is the source of truth (decision 021): such an account cannot be demoted.
        update: { after: async (user) => promoteConfiguredAdmins(user.email) },
      },
      account: {
        create: {
          // A provider that verified the address joins an account nobody has verified: the
          // password set before (perhaps by someone else, waiting for the owner) and its sessions go.
          before: async (account) => {
            if (account.providerId === 'credential') return;
            const [owner] = await db.select().from(users).where(eq(users.id, account.userId));
            if (!owner || owner.emailVerified) return;
            await db.delete(accounts).where(and(eq(accounts.userId, owner.id), eq(accounts.providerId, 'credential')));
            await db.delete(sessions).where(eq(sessions.userId, owner.id));
          },
        },
      },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      ...(devIdentityProviders.length > 0 ? [genericOAuth({ config: devIdentityProviders })] : []),
    ],
    telemetry: { enabled: false },
    logger: betterAuthLogger(log, (error) => availability.noticed(error) !== null),
  });
}

export type Auth = ReturnType<typeof createAuth>;

interface SignInContext {
  body?: { email?: unknown };
  request?: Request;
  getCookie(name: string): string | null;
}

/** Who signs in to which account: the client address our own route put in the request (routes.ts), and the browser's device cookie. */
function signInAttempt(ctx: SignInContext, deviceCookies: DeviceCookies): SignInAttempt {
  const email = String(ctx.body?.email ?? '');
  return {
    email,
    clientIp: ctx.request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown',
    device: deviceCookies.deviceOf(ctx.getCookie(DEVICE_COOKIE), email),
  };
}

/** ADMIN_EMAILS at start: those verified accounts are admins. */
export async function promoteAdminEmails(db: Database, emails: string[]) {
  if (emails.length === 0) return;
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(inArray(users.email, emails), eq(users.emailVerified, true)));
}
