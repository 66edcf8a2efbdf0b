/**
 * Mounts Better Auth at /api/auth/*: the Fastify request becomes a web Request (with the client
 * address we trust in our own header), and Better Auth's error bodies become the standard
 * `{ error: { code, message } }`. Its admin endpoints stay closed: roles change through
 * PATCH /api/user/admin/:email, which applies our rules.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync } from 'fastify';
import { sendError, sendTrouble } from '@/plugins/errors.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { passwordPageInstead, rememberSignUp } from './sign-up-proof.ts';

const SPOOFABLE = ['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip', CLIENT_IP_HEADER];

/** Where Better Auth may send the browser next; it throws on an address that names no host of its own. */
const REDIRECT_PARAMS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];
/** `//host` and `/\\host` look like paths of ours but lead to another host. */
const leadsElsewhere = (value: string) => value.startsWith('//') || value.startsWith('/\\');

/**
 * The answers that are the same for an address with an account and one without, by path and
 * status. Behind them the work differs (a new account's rows, a reset link and its mail), so they
 * all end on a whole step (`authAnswerStepMs`, 300 ms) after their start, at least one: the time tells
 * nothing either (decision 035).
 */
const SAME_FOR_EVERY_ADDRESS: Record<string, number> = {
  '/api/auth/sign-up/email': 200,
  '/api/auth/request-password-reset': 200,
  '/api/auth/send-verification-email': 200,
  '/api/auth/sign-in/email': 401,
};

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    async handler(request, reply) {
      const started = performance.now();
      const url = new URL(request.url, app.config.publicUrl);
      if (url.pathname.startsWith('/api/auth/admin/')) {
        return sendError(reply, 404, 'not_found', `No route ${request.method} ${url.pathname}`);
      }
      const badRedirect = REDIRECT_PARAMS.find((name) => url.searchParams.getAll(name).some(leadsElsewhere));
      if (badRedirect) return sendError(reply, 400, 'bad_request', `Invalid query: ${badRedirect} must be an address of this shop`);
      const elsewhere = request.method === 'GET' ? await passwordPageInstead(app, request, url) : null;
      if (elsewhere) return reply.redirect(elsewhere);
      const headers = fromNodeHeaders(request.headers);
      for (const name of SPOOFABLE) headers.delete(name);
      headers.set(CLIENT_IP_HEADER, request.ip);

      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await app.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );

      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (url.pathname === '/api/auth/sign-up/email' && response.status === 200) {
        await rememberSignUp(app, reply, String((request.body as { email?: unknown } | undefined)?.email ?? ''));
      }

      const text = await response.text();
      const step = app.config.authAnswerStepMs;
      if (SAME_FOR_EVERY_ADDRESS[url.pathname] === response.status && step > 0) await waitUntil(nextStep(started, step));
      if (response.status < 400) return reply.send(text || null);
      const body = safeJson(text) as { code?: string; message?: string } | null;
      // An outage or a full disk answers as it does elsewhere (decision 038), not as Better Auth's 500 or 422.
      if (response.status >= 500 || STORAGE_FAILURES.has(body?.code ?? '')) {
        // A pool too busy to lend a connection is no outage: the monitor counted it while Better Auth failed.
        const trouble = app.availability.busyInLast(performance.now() - started) ? 'busy' : await app.availability.check();
        if (trouble) return sendTrouble(reply, trouble);
      }
      const fallbackCode = FALLBACK_CODES[response.status] ?? 'auth_error';
      return sendError(reply, response.status, body?.code ?? fallbackCode, body?.message ?? response.statusText);
    },
  });
};

/** Codes for Better Auth's error answers that come without a body of their own (a path it does not know: 404). */
const FALLBACK_CODES: Record<number, string> = { 404: 'not_found', 429: 'too_many_requests' };

/** Better Auth's answers when its database could not read or write what it needed. */
const STORAGE_FAILURES = new Set(['FAILED_TO_CREATE_USER', 'FAILED_TO_CREATE_SESSION', 'FAILED_TO_CREATE_VERIFICATION', 'FAILED_TO_GET_SESSION', 'FAILED_TO_UPDATE_USER']);

/**
 * Waits until `deadline` (on performance.now()). Timers count from the time the event loop last
 * read, so one can fire early by the work already done in its turn, and more work (a known
 * address's) would end sooner: wait again for what is left.
 */
/**
 * The end of the first whole step since `started` that the work has not passed:
 * on a machine so busy that the work takes longer than one step, the answer still ends on a step,
 * and a known address's little extra work shows only when it crosses one.
 */
function nextStep(started: number, step: number): number {
  return started + step * Math.max(1, Math.ceil((performance.now() - started) / step));
}

async function waitUntil(deadline: number) {
  for (let left = deadline - performance.now(); left > 0; left = deadline - performance.now()) await sleep(left);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
