/**
 * One error format for every failure: `{ error: { code, message } }`. Client errors pass their
 * message through; server errors are logged with the request and answered without details.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { causesOf, HttpError } from '@/lib/http-errors.ts';

const codeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** Seconds a client should wait before sending a request again that met a passing outage. */
export const RETRY_AFTER_SECONDS = 5;

export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ error: { code, message } });
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => {
      const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return where ? `${where}: ${v.message}` : v.message;
    });
    return sendError(reply, 400, 'bad_request', `Invalid ${error.validationContext ?? 'request'}: ${issues.join('; ')}`);
  }
  if (error instanceof HttpError) {
    if (error.statusCode === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
    return sendError(reply, error.statusCode, error.code, error.message);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return sendUnavailable(reply);
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendError(reply, status, codeByStatus[status] ?? 'bad_request', error.message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, 'internal_error', 'Something went wrong on our side.');
}

/** Connection failures: refused, reset, timed out, or the server shutting down or starting up. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/;

/** Whether a failure means the database cannot be reached now (a query error is not that). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causesOf(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (UNREACHABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** 503 with a hint when to come back: the request changed nothing and may be sent again. */
export function sendUnavailable(reply: FastifyReply) {
  return reply
    .header('retry-after', RETRY_AFTER_SECONDS)
    .status(503)
    .send({ error: { code: 'service_unavailable', message: 'The shop is briefly unavailable. Please try again in a moment.' } });
}
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/** Routing failures (bad URL encoding, over-long parameters) answer in the same format. */
export const frameworkErrors = handleError;
