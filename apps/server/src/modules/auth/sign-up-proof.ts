/**
 * A verification click confirms only a password its clicker set (decision 026). Sign-up leaves a
 * cookie in the browser that signed up, bound to the address; the mailed link verifies the account
 * when that browser opens it. Opened anywhere else (the address's owner, who never signed up, or
 * the same person on another device) it verifies nothing and leads to the page that sets a new
 * password instead: the password someone else chose for that address never becomes the owner's.
 */
import { generateRandomString, verifyJWT } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSignature, signatureOf } from './signed-values.ts';
import { accounts, users } from './tables.ts';

const COOKIE = 'coreparts_sign_up';
const VERIFY_PATH = '/api/auth/verify-email';
/** As long as the verification link lives (auth.ts). */
const MAX_AGE_SECONDS = 60 * 60;

const proofOf = (secret: string, email: string) => signatureOf(secret, `sign-up:${email.trim().toLowerCase()}`);

/** After a sign-up: the browser that made it may verify it. */
export async function rememberSignUp(app: FastifyInstance, reply: FastifyReply, email: string) {
  const { secret } = await app.auth.$context;
  const secure = app.config.production ? '; Secure' : '';
  const cookie = `${COOKIE}=${proofOf(secret, email)}; Path=${VERIFY_PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
  const existing = reply.getHeader('set-cookie');
  reply.header('set-cookie', [...(Array.isArray(existing) ? existing : existing ? [String(existing)] : []), cookie]);
}

function signedUpHere(request: FastifyRequest, secret: string, email: string): boolean {
  const sent = request.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  return sent !== undefined && sameSignature(sent, proofOf(secret, email));
}

/**
 * For a verification link opened in a browser that did not sign up: the address of a password
 * account nobody has verified gets a one-hour link to set its password, which also verifies it.
 * Answers where to send the browser, or null to let Better Auth verify as usual.
 */
export async function passwordPageInstead(app: FastifyInstance, request: FastifyRequest, url: URL): Promise<string | null> {
  if (url.pathname !== VERIFY_PATH) return null;
  const token = url.searchParams.get('token');
  if (!token) return null;
  const ctx = await app.auth.$context;
  // Only a link we signed leads anywhere; anything else gets Better Auth's own answer.
  const claims = await verifyJWT<{ email?: string; updateTo?: string }>(token, ctx.secret);
  if (!claims?.email || claims.updateTo || signedUpHere(request, ctx.secret, claims.email)) return null;
  const [user] = await app.db.select().from(users).where(eq(users.email, claims.email.toLowerCase()));
  if (!user || user.emailVerified) return null;
  const [password] = await app.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
  if (!password) return null;
  const resetToken = generateRandomString(32);
  await ctx.internalAdapter.createVerificationValue({
    value: user.id,
    identifier: `reset-password:${resetToken}`,
    expiresAt: new Date(Date.now() + MAX_AGE_SECONDS * 1000),
  });
  return `${app.config.publicUrl}/reset-password?token=${resetToken}&verify=1`;
}
