/**
 * Who is calling: the session (cookie or Bearer token) as Better Auth sees it, looked up once per
 * request. `requireUser` and `requireAdmin` throw 401 and 403; the role always comes from the
 * database, never from the request.
 */
import type { Role } from '@coreparts/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-errors.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  emailVerified: boolean;
  /** The session token the page may keep as its Bearer token. */
  sessionToken: string;
}

const lookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

async function lookUp(request: FastifyRequest): Promise<SessionUser | null> {
  const found = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return null;
  const { user, session } = found;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image ?? null,
    role: user.role === 'admin' ? 'admin' : 'user',
    emailVerified: user.emailVerified,
    sessionToken: session.token,
  };
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
