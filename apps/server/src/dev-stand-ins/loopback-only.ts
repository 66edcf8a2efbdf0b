/**
 * The stand-ins (outbox, local identity provider, test payments) answer only to someone at this
 * machine: a development server reachable from a network must not show its mail, sign anyone in
 * as anyone or take fake payments. The connection's own address must be loopback, and the request
 * must not have come through a proxy: behind a reverse proxy on the same host every visitor's
 * connection is loopback, and only the proxy's headers tell them apart (decision 039).
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import { messages } from '@coreparts/shared';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const isLoopback = (address: string | undefined) => address !== undefined && LOOPBACK.has(address);

/** A header any common proxy adds to what it passes on (RFC 7239, the de facto X-Forwarded-*, RFC 9110's Via). */
const isProxyHeader = (name: string) => name === 'forwarded' || name === 'via' || name.startsWith('x-forwarded-');

const cameThroughProxy = (request: FastifyRequest) => Object.keys(request.headers).some(isProxyHeader);

/** An onRequest hook: another machine is told there is nothing here; a proxied request is refused. */
export async function loopbackOnly(request: FastifyRequest) {
  if (!isLoopback(request.socket.remoteAddress)) throw notFound('Page');
  if (cameThroughProxy(request)) throw new HttpError(403, 'forbidden', messages.standIns.throughProxy);
}
