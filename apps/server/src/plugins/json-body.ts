/**
 * JSON bodies as Fastify parses them, prototype-poisoning protection included, but refused with
 * 400 beyond MAX_JSON_DEPTH levels of nesting: the code that later walks a body (validation,
 * JSON.stringify for Better Auth) recurses, and a 100 KB body of brackets would overflow its stack.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '@/lib/http-errors.ts';

export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** Whether JSON text nests deeper than `max`, in one pass and without recursion; brackets in strings do not count. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPENERS.has(c)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(c)) {
      depth--;
    }
  }
  return false;
}

export function registerJsonBodies(app: FastifyInstance) {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new HttpError(400, 'bad_request', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
