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

export function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUp(request);
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
