/**
 * Cross-site request protection: a browser request that changes something (sign-in included)
 * must come from one of our origins. Session cookies are also SameSite=Lax, so other sites'
 * forms do not carry them. Servers (a payment provider's webhook) send no Origin.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { sendError } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Added to the routes that take a changing method, as each is registered (call this before the
 * routes): reads cost nothing for it (decision 027).
 */
export function registerSameOriginCheck(app: FastifyInstance, trustedOrigins: string[]) {
  const check: onRequestHookHandler = (request, reply, done) => {
    const origin = request.headers.origin;
    if (SAFE.has(request.method) || !origin || trustedOrigins.includes(origin)) return done();
    sendError(reply, 403, 'cross_site_request', 'Requests from other sites are not allowed.');
  };
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => !SAFE.has(method))) return;
    route.onRequest = [check, ...[route.onRequest ?? []].flat()];
  });
}
