/**
 * The outbox and the local identity provider answer only to this machine: a development server
 * reachable from a network must not show its mail or sign anyone in as anyone. The connection's
 * own address decides, never a forwarded header (the end-to-end suite reads the outbox through a
 * local proxy that sets X-Forwarded-For).
 */
import type { FastifyRequest } from 'fastify';
import { notFound } from '@/lib/http-errors.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const isLoopback = (address: string | undefined) => address !== undefined && LOOPBACK.has(address);

/** An onRequest hook: anyone else is told there is nothing here. */
export async function loopbackOnly(request: FastifyRequest) {
  if (!isLoopback(request.socket.remoteAddress)) throw notFound('Page');
}
