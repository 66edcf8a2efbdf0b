/**
 * Closing waits for the requests in flight (decision 072). Fastify's own closing waits for the
 * connections, but the hooks and handler of a request whose client went away keep running after
 * its connection has closed, and the modules' closing and then the database's would pull the
 * ground from under their queries. Requests that arrive once closing has begun are shed with
 * Fastify's 503 before any hook, so they are never counted.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long closing waits for requests still running; then the process goes anyway. */
export const CLOSING_DEADLINE_MS = 25_000;

interface InFlight {
  handlerRunning: boolean;
  ended: boolean;
}

/**
 * Counts the requests from now on; answers a wait for the last of them to end, for an onClose
 * hook that runs before the modules' own: after Fastify has stopped listening, so no connection
 * comes in meanwhile, and before anything a request uses has closed.
 */
export function trackRequestsInFlight(app: FastifyInstance): () => Promise<void> {
  const requests = new WeakMap<FastifyRequest, InFlight>();
  let count = 0;
  let onLastEnded: (() => void) | null = null;
  let closingSince = 0;

  // A request has ended once it is answered and its handler, if it ran, has returned: a handler
  // may go on after its answer, and a hijacked answer (sent on the raw response) makes no onSend.
  const end = (request: FastifyRequest) => {
    const state = requests.get(request);
    if (!state || state.ended || state.handlerRunning) return;
    state.ended = true;
    count -= 1;
    if (count === 0) onLastEnded?.();
  };

  app.addHook('onRequest', function countRequestInFlight(request, _reply, done) {
    requests.set(request, { handlerRunning: false, ended: false });
    count += 1;
    done();
  });
  // Fastify waits forever for the body of a request whose client has gone (its stream will say
  // nothing more), so such a request goes no further, and has ended.
  app.addHook('preParsing', function stopRequestWithoutClient(request, reply, payload, done) {
    if (request.raw.destroyed) {
      reply.hijack();
      end(request);
    }
    done(null, payload);
  });
  app.addHook('onSend', function endAnsweredRequest(request, _reply, payload, done) {
    end(request);
    done(null, payload);
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (request, reply) {
      const state = requests.get(request);
      if (state) state.handlerRunning = true;
      const settled = () => {
        if (state) state.handlerRunning = false;
        end(request);
      };
      const answer = handler.call(this, request, reply) as unknown;
      if (answer instanceof Promise) answer.then(settled, settled);
      else settled();
      return answer;
    };
  });

  // The deadline counts from the start of closing, not from this wait after the connections'.
  app.addHook('preClose', (done) => {
    closingSince = performance.now();
    done();
  });
  return async function lastRequestEnded() {
    if (count === 0) return;
    let deadline: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => (onLastEnded = resolve)),
      new Promise<void>((resolve) => (deadline = setTimeout(resolve, closingSince + CLOSING_DEADLINE_MS - performance.now()))),
    ]);
    clearTimeout(deadline);
    if (count > 0) app.log.warn(`Closing with ${count} requests still running after ${CLOSING_DEADLINE_MS / 1000} s.`);
  };
}
