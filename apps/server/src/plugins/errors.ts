/**
 * One error format for every failure: `{ error: { code, message } }`. Client errors pass their
 * message through; an outage or a full disk answers 503 or 507 and is reported once, by the
 * availability monitor (decision 038); a request that waited too long for a pooled connection
 * answers 503 too and is only counted there; other server errors are logged with the request and
 * answered without details.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@coreparts/shared';
import type { Trouble } from '@/db/availability.ts';
import { HttpError } from '@/lib/http-errors.ts';

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
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendError(reply, status, codeByStatus[status] ?? 'bad_request', error.message);
  }
  // Reported once by the availability monitor, not on every request that meets it.
  const trouble = request.server.availability.noticed(error);
  if (trouble) return sendTrouble(reply, trouble);
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, 'internal_error', 'Something went wrong on our side.');
}

const TROUBLE_ANSWERS = {
  unreachable: { status: 503, code: 'service_unavailable', message: messages.outage.unavailable },
  disk_full: { status: 507, code: 'insufficient_storage', message: messages.outage.diskFull },
  // Every pooled connection was busy for longer than a request may wait: no outage, same answer.
  busy: { status: 503, code: 'service_unavailable', message: messages.outage.unavailable },
} as const;

/**
 * A known trouble (db/availability.ts), 503 or 507, with a hint when to come back: the request
 * changed nothing and may be sent again.
 */
export function sendTrouble(reply: FastifyReply, trouble: Trouble) {
  const { status, code, message } = TROUBLE_ANSWERS[trouble];
  return reply.header('retry-after', RETRY_AFTER_SECONDS).status(status).send({ error: { code, message } });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/** Routing failures (bad URL encoding, over-long parameters) answer in the same format. */
export const frameworkErrors = handleError;
