/**
 * Cross-site request protection: a browser request that changes something (sign-in included)
 * must come from one of our origins. Session cookies are also SameSite=Lax, so other sites'
 * forms do not carry them. Servers (a payment provider's webhook) send no Origin.
 */
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerSameOriginCheck(app: FastifyInstance, trustedOrigins: string[]) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin && !trustedOrigins.includes(origin)) {
      return sendError(reply, 403, 'cross_site_request', 'Requests from other sites are not allowed.');
    }
  });
}
