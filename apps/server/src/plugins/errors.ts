/**
 * One error format for every failure: `{ error: { code, message } }`. Client errors pass their
 * message through; server errors are logged with the request and answered without details.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-errors.ts';

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
  if (error instanceof HttpError) return sendError(reply, error.statusCode, error.code, error.message);

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendError(reply, status, codeByStatus[status] ?? 'bad_request', error.message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, 'internal_error', 'Something went wrong on our side.');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/** Routing failures (bad URL encoding, over-long parameters) answer in the same format. */
export const frameworkErrors = handleError;
