/**
 * Who is calling: the session, from its HttpOnly cookie (as Better Auth sees it) or from the
 * page's Bearer token (product.md §5), looked up once per request. The Bearer token is a credential of
 * its own, stored hashed and tied to one session: it is never the cookie's value, and it dies
 * with its session. `requireUser` and `requireAdmin` throw 401 and 403; the role always comes
 * from the database, never from the request.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@coreparts/shared';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@/db/client.ts';
import { HttpError } from '@/lib/http-errors.ts';
import { sessionBearerTokens, sessions, users } from './tables.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  emailVerified: boolean;
  /** The session this request belongs to. */
  sessionId: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new Bearer token for the page, valid as long as the session is. */
export async function issueBearerToken(db: Database, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessionBearerTokens).values({ tokenHash: hashToken(token), sessionId });
  return token;
}

const bearerOf = (authorization: string | undefined) => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;

async function lookUpBearer(db: Database, token: string): Promise<SessionUser | null> {
  const [found] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessionBearerTokens)
    .innerJoin(sessions, eq(sessions.id, sessionBearerTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessionBearerTokens.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
  return found ? toSessionUser(found.user, found.sessionId) : null;
}

interface UserFields {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  role?: string | null;
  emailVerified: boolean;
}

const toSessionUser = (user: UserFields, sessionId: string): SessionUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  image: user.image ?? null,
  role: user.role === 'admin' ? 'admin' : 'user',
  emailVerified: user.emailVerified,
  sessionId,
});

const lookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

async function lookUp(request: FastifyRequest): Promise<SessionUser | null> {
  const bearer = bearerOf(request.headers.authorization);
  const byBearer = bearer ? await lookUpBearer(request.server.db, bearer) : null;
  if (byBearer || !request.headers.cookie) return byBearer;
  const headers = fromNodeHeaders(request.headers);
  headers.delete('authorization');
  const found = await request.server.auth.api.getSession({ headers });
  return found ? toSessionUser(found.user, found.session.id) : null;
}

/**
 * Lookups in flight, per server, by the credentials they were asked with: concurrent requests of
 * one session share one database lookup (decision 009). Nothing is kept once it is answered, so a
 * signed-out session or a changed role is seen by the next request.
 */
const inFlight = new WeakMap<object, Map<string, Promise<SessionUser | null>>>();

function lookUpShared(request: FastifyRequest): Promise<SessionUser | null> {
  const { authorization, cookie } = request.headers;
  if (!authorization && !cookie) return Promise.resolve(null);
  let pending = inFlight.get(request.server.auth);
  if (!pending) {
    pending = new Map();
    inFlight.set(request.server.auth, pending);
  }
  const key = `${authorization ?? ''}\n${cookie ?? ''}`;
  let lookup = pending.get(key);
  if (!lookup) {
    const shared = lookUp(request).finally(() => pending.delete(key));
    pending.set(key, shared);
    lookup = shared;
  }
  return lookup;
}

export function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUpShared(request);
    lookups.set(request, lookup);
  }
  return lookup;
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new HttpError(401, 'unauthorized', 'Please sign in first.');
  return user;
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw new HttpError(403, 'forbidden', 'Only an admin may do this.');
  return user;
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Route hooks: who may call is checked before the body is even validated. */
export const signedInOnly = async (request: FastifyRequest) => {
  await requireUser(request);
};
export const adminOnly = async (request: FastifyRequest) => {
  await requireAdmin(request);
};

/**
 * An answer that depends on who asks is never kept by the browser or a shared cache: every
 * answer of a request whose session was looked up (the guards above, or a handler asking who
 * calls), and everything under /api/auth/. Public answers keep their own caching.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', function keepPrivateAnswersPrivate(request, reply, payload, done) {
    if (lookups.has(request) || request.url.startsWith('/api/auth/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
