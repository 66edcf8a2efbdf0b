import { Validator } from '@seriousme/openapi-schema-validator';
import type * as Fastify from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '@/test/test-app.ts';
import { DOCS_URL, OPENAPI_URL } from './api-docs.ts';

/** Every route any app of this file registers, seen by an onRoute hook added as the app is made. */
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof Fastify>();
  const fastify = (options?: Fastify.FastifyServerOptions) => {
    const app = real.default(options);
    app.addHook('onRoute', (route) => void registered.push(route));
    return app;
  };
  return { ...real, default: fastify as typeof real.default };
});

interface Operation {
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { type?: string; properties?: object } }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

let t: Awaited<ReturnType<typeof createTestApp>>;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject(OPENAPI_URL);
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

function operation(path: string, method: string): Operation {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
}

/** `/api/part/:id` as OpenAPI writes it; the catch-all `*` is named `path`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

describe('the API document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
    if (!result.valid) console.error(JSON.stringify(result.errors, null, 2));
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route the app registered under /api, with its methods', () => {
    const apiRoutes = registered.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith(DOCS_URL) && route.method !== 'HEAD',
    );
    // The collector saw the app's routes, not just an empty list.
    expect(apiRoutes.length).toBeGreaterThan(20);
    const missing = apiRoutes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD' && !doc.paths[openapiPath(route.url)]?.[method.toLowerCase()])
        .map((method) => `${method} ${route.url}`),
    );
    expect(missing).toEqual([]);
    // And nothing else: the page, the images and Swagger UI's own routes are not the API.
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/') || path.startsWith(DOCS_URL))).toEqual([]);
  });

  it('gives every operation a tag and its errors in the standard body', () => {
    const moduleTags = new Set(['parts', 'orders', 'payments', 'reviews', 'builds', 'users', 'auth', 'system', 'uploads', 'jobs', 'admin']);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.tags?.length, where).toBe(1);
        expect(moduleTags.has(operation.tags?.[0] ?? ''), where).toBe(true);
        expect(operation.responses['500']?.content?.['application/json']?.schema.$ref, where).toBe('#/components/schemas/ApiError');
      }
    }
    expect(doc.components.schemas.ApiError).toMatchObject({
      type: 'object',
      properties: { error: { type: 'object', required: ['code', 'message'] } },
    });
  });

  it('documents an operation with params and body from its zod schemas, with 400, 401, 403 and 404', () => {
    const patchPart = operation('/api/part/{id}', 'patch');
    expect(patchPart.tags).toEqual(['parts']);
    expect(patchPart.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'id' }));
    expect(patchPart.requestBody?.content['application/json']?.schema.properties).toHaveProperty('price');
    // A part's specifications are written with it (decision 044), and the catalog is filtered by category.
    expect(patchPart.requestBody?.content['application/json']?.schema.properties).toHaveProperty('specs');
    expect(operation('/api/part', 'post').requestBody?.content['application/json']?.schema.properties).toHaveProperty('specs');
    expect(operation('/api/parts', 'get').parameters).toContainEqual(expect.objectContaining({ in: 'query', name: 'category' }));
    expect(operation('/api/categories', 'get').tags).toEqual(['parts']);
    for (const status of ['400', '401', '403', '404', '503']) {
      expect(patchPart.responses[status]?.content?.['application/json']?.schema, status).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    }
    expect(patchPart.responses['403']?.description).toBe('Forbidden: the caller is not an admin, or the request comes from another site.');
    // A public read answers neither 401 nor 403.
    const listParts = operation('/api/parts', 'get');
    expect(listParts.parameters?.some((p) => p.in === 'query')).toBe(true);
    expect(Object.keys(listParts.responses)).toEqual(expect.arrayContaining(['2XX', '400']));
    expect(listParts.responses).not.toHaveProperty('401');
    expect(listParts.responses).not.toHaveProperty('403');
    // Answers a handler gives are listed where the route declares them.
    expect(operation('/api/order', 'post').responses['409']?.description).toMatch(/^Not enough stock/);
    expect(operation('/api/order', 'post').responses['422']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(operation('/api/upload', 'post').responses).toHaveProperty('415');
    // Signed-in only: 401, not the admin's 403.
    expect(operation('/api/order/{id}', 'get').responses).toHaveProperty('401');
    expect(operation('/api/order/{id}', 'get').responses).not.toHaveProperty('403');
  });

  it('is public and cacheable, even for a caller with a session cookie', async () => {
    const res = await t.app.inject({ url: OPENAPI_URL, headers: { cookie: 'better-auth.session_token=whatever' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('the reference page', () => {
  it('answers HTML whose scripts and styles load from this server, under the store’s CSP', async () => {
    const page = await t.app.inject(DOCS_URL);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('public, max-age=300');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    // No inline script: every <script> names its file.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map(([, url]) => url ?? '');
    expect(assets).toContain(`${DOCS_URL}/static/swagger-ui-bundle.js`);
    for (const asset of assets) {
      expect(asset, 'same-origin').toMatch(/^\/api\/docs\/static\//);
      const res = await t.app.inject(asset);
      expect(res.statusCode, asset).toBe(200);
      expect(res.headers['content-type'], asset).toMatch(/javascript|css/);
    }

    // The page reads the same document.
    const json = await t.app.inject(`${DOCS_URL}/json`);
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toEqual(Object.keys(doc.paths));
  });
});
