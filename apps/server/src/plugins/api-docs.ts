/**
 * The API described (issue 14): an OpenAPI 3.1 document made by @fastify/swagger from the same
 * zod schemas that validate the requests, at `GET /api/openapi.json`, and a reference page at
 * `GET /api/docs` (Swagger UI, from the files bundled with @fastify/swagger-ui: nothing from a
 * CDN, and no inline script, so the store's CSP holds there too).
 *
 * What the route schemas do not say is added here, in one place, from each route's URL and
 * guards: its module's tag, and the errors it may answer, all in the standard
 * `{ error: { code, message } }` body. Only `/api` is described: the page, the uploaded images
 * and the development identity provider are not part of the API.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiErrorSchema } from '@coreparts/shared';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, signedInOnly } from '@/modules/auth/session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers a route's handler gives besides those its URL and guards imply, for the document. */
    errors?: Record<number, string>;
  }
}

export const OPENAPI_URL = '/api/openapi.json';
export const DOCS_URL = '/api/docs';

/** Public and the same for everyone: browsers and shared caches may keep it for a while. */
const DOCS_CACHE_CONTROL = 'public, max-age=300';

const API_ERROR_REF = '#/components/schemas/ApiError';

/** A route's tag: its module, from the first rule its URL matches. */
const tagRules: [RegExp, string][] = [
  [/^\/api\/auth\//, 'auth'],
  [/^\/api\/admin\/jobs\b/, 'jobs'],
  // Each part's reviews (decision 052), before the back office and the catalog take their URLs.
  [/^\/api\/(parts\/:id\/reviews|admin\/part-reviews)\b/, 'reviews'],
  // Whether someone is an admin: the users module's question, not the back office's.
  [/^\/api\/admin\/:email$/, 'users'],
  [/^\/api\/admin\//, 'admin'],
  [/^\/api\/(order|admin-order)\b/, 'orders'],
  [/^\/api\/(create-payment-intent|payments?|dev\/payments)\b/, 'payments'],
  [/^\/api\/(part|parts|all-parts|categories|bench)\b/, 'parts'],
  [/^\/api\/(all-reviews|add-review)\b/, 'reviews'],
  [/^\/api\/(user|users|add-user)\b/, 'users'],
  [/^\/api\/upload\b/, 'uploads'],
  [/^\/api\/builds\b/, 'builds'],
];
const tagOf = (url: string) => tagRules.find(([pattern]) => pattern.test(url))?.[1] ?? 'system';

const tags = [
  { name: 'parts', description: 'The catalog.' },
  { name: 'orders', description: "Placing and following orders; the admin's list." },
  { name: 'payments', description: 'Card payments and the payment provider’s webhook.' },
  { name: 'reviews', description: "Customers' reviews: of the shop, and of each part by its buyers." },
  { name: 'builds', description: 'PC builds: their compatibility check, saved and shared builds.' },
  { name: 'users', description: 'Accounts, their access token and roles.' },
  { name: 'auth', description: 'Sign-up, sign-in and sessions (Better Auth).' },
  { name: 'uploads', description: 'Part images (admin).' },
  { name: 'jobs', description: 'Background work (admin).' },
  { name: 'admin', description: 'The back office (admin).' },
  { name: 'system', description: 'Settings, health checks and this document.' },
];

/** Routes that count attempts and answer 429 past their limit. */
const THROTTLED = new Set(['/api/auth/*', '/api/add-review']);
/** Answered from memory: no database or image store to be unavailable. */
const NEEDS_NO_SERVICE = new Set(['/api/config', '/api/health/live', OPENAPI_URL]);
/** The health checks answer 503 with their own status body, not the error body. */
const HEALTH_CHECKS = new Set(['/api/health', '/api/health/ready']);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hooksOf = (route: RouteOptions) => [route.onRequest ?? []].flat();

/**
 * The error answers of one route, by status, each with what it means there. A route of several
 * methods (Better Auth's) has one description for them all, so it lists the answers of any.
 */
function errorAnswers(url: string, route: RouteOptions, schema: FastifySchema): Record<string, string> {
  const methods = [route.method].flat();
  const takesBody = methods.some((method) => UNSAFE.has(method) && method !== 'DELETE');
  const hooks = hooksOf(route);
  const admin = hooks.includes(adminOnly);
  const signedIn = admin || hooks.includes(signedInOnly);
  // plugins/same-origin.ts: a change sent from another site's page.
  const sameOriginChecked = methods.some((method) => UNSAFE.has(method));

  const answers: Record<string, string> = {};
  if (schema.body || schema.querystring || schema.params || schema.headers || takesBody) {
    answers[400] = 'Invalid request: the message says what is wrong.';
  }
  if (signedIn || url.startsWith('/api/auth/')) answers[401] = 'Not signed in, or the session has ended.';
  const forbidden = [admin && 'the caller is not an admin', sameOriginChecked && 'the request comes from another site'];
  if (forbidden.some(Boolean)) answers[403] = `Forbidden: ${forbidden.filter(Boolean).join(', or ')}.`;
  if (url.includes(':') || url.endsWith('*')) answers[404] = 'Nothing found at this address.';
  if (takesBody) answers[413] = 'The body is too large.';
  if (THROTTLED.has(url)) answers[429] = 'Too many attempts: try again later.';
  Object.assign(answers, route.config?.errors);
  answers[500] = 'Something went wrong on our side.';
  if (!NEEDS_NO_SERVICE.has(url) && !HEALTH_CHECKS.has(url)) {
    answers[503] = 'Briefly unavailable (the database or the image store does not answer): try again after Retry-After seconds.';
  }
  if (sameOriginChecked) answers[507] = 'The storage is full: nothing was saved; try again after Retry-After seconds.';
  return answers;
}

/**
 * Each route as the document shows it: its zod schemas turned into JSON Schema by
 * fastify-type-provider-zod, then its tag, a success answer if it declares none, and its errors.
 */
const transform: typeof jsonSchemaTransform = (document) => {
  const { url, route } = document;
  if (!url.startsWith('/api/')) return { schema: { hide: true } as FastifySchema, url };
  const own = document.schema ?? {};
  const { schema } = jsonSchemaTransform({ ...document, schema: own });
  if ((schema as { hide?: boolean }).hide) return { schema, url };

  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  if (!Object.keys(response).some((status) => status.startsWith('2'))) {
    response['2XX'] = { 'x-response-description': 'Success' };
  }
  for (const [status, description] of Object.entries(errorAnswers(url, route, own))) {
    // @fastify/swagger takes the answer's description from beside the `$ref`.
    response[status] ??= { $ref: API_ERROR_REF, description };
  }
  if (HEALTH_CHECKS.has(url)) {
    response[503] ??= { type: 'null', description: 'The database does not answer or the disk is full (or, when ready, the server is stopping): the body says which.' };
  }
  // `/auth/*` is a path parameter as OpenAPI writes one.
  return { schema: { ...schema, tags: [tagOf(url)], response }, url: url.replace(/\*$/, '{path}') };
};

/** Registers the document and the reference page; before the routes, so it sees them all. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CoreParts API',
        // The API's version; the server package itself is private and unversioned (0.0.0).
        version: '1.0.0',
        description:
          'The CoreParts shop: catalog, orders, payments, reviews and accounts. Every failure answers `{ error: { code, message } }`. ' +
          'Signed-in calls carry the session cookie or the page’s Bearer token (PUT /api/user/{email}).',
      },
      tags,
      components: {
        schemas: { ApiError: z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12' }) as object },
      },
    },
    transform,
  });

  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode === 200) reply.header('cache-control', DOCS_CACHE_CONTROL);
    });

    docs.get(OPENAPI_URL, { schema: { summary: 'This document (OpenAPI 3.1)' } }, async () => app.swagger());

    // Swagger UI's page loads its own scripts from /api/docs/static and the document from
    // /api/docs/json: all same-origin, no inline script, so the store's CSP needs no exception.
    await docs.register(swaggerUi, {
      routePrefix: DOCS_URL,
      theme: { title: 'CoreParts API' },
    });
  });
}
