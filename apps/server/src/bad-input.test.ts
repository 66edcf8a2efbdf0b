/**
 * Every route, as a guest, a customer and an admin, with odd parameters, query strings and
 * bodies: bad input is answered 4xx in the error format, never 5xx (product.md §5). The first
 * test's inputs are random but repeatable (a fixed seed; FUZZ_SEED=n tries another); the second
 * sends every route the same list of odd query strings, and each query parameter its documentation
 * names every odd value (cursors among them).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserHeaders, createAccount, freshAddress } from './test/accounts.ts';
import { createTestApp } from './test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let callers: { who: string; headers: Record<string, string> }[];
beforeAll(async () => {
  t = await createTestApp();
  const [customer, admin] = [await createAccount(t), await createAccount(t, 'admin')];
  callers = [
    { who: 'guest', headers: browserHeaders(t) },
    { who: 'customer', headers: customer.headers },
    { who: 'admin', headers: admin.headers },
  ];
});
afterAll(() => t.close());

const seed = Number(process.env.FUZZ_SEED ?? 20261123);
/** mulberry32: a small seeded generator, so a failure can be replayed. */
function generator(start: number) {
  let a = start >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** The routes as `printRoutes()` draws them: a tree whose lines add a piece of the path. */
function listRoutes(tree: string): { url: string; methods: string[] }[] {
  const path: string[] = [];
  const routes: { url: string; methods: string[] }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    path.length = match[1]!.length / 4;
    path.push(match[2]!);
    if (match[3]) routes.push({ url: path.join(''), methods: match[3].split(', ').filter((m) => m !== 'HEAD') });
  }
  return routes;
}

const cursor = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');
const oddValues = [
  '',
  '0',
  '-1',
  '1e309',
  'NaN',
  '9007199254740993',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(2000),
  '%00',
  '%E2%80%AE',
  '%F0%9F%92%A5',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20or%201%3D1--",
  '%5B%5D',
  'admin%40example.com',
  'price-asc',
  cursor([2 ** 53, 1]),
  cursor([2 ** 31, 1]),
  cursor([1, 2, 3]),
  cursor('x'.repeat(50)),
];
const queryNames = ['limit', 'cursor', 'sort', 'q', 'category', 'email', 'page', 'id', 'token', 'callbackURL', '__proto__', 'redirect_uri'];
const oddQuery = () =>
  Array.from({ length: 1 + Math.floor(random() * 4) }, () => `${pick(queryNames)}${pick(['', '[]', '[a]'])}=${pick(oddValues)}`).join('&');

const deep = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);
const fieldNames = ['text', 'rating', 'name', 'email', 'password', 'price', 'quantity', 'min', 'orderId', 'image', 'role', 'transactionId', 'category', 'description', 'payment', 'token', 'newPassword'];
const oddJsonValues: unknown[] = [null, true, 0, -1, 1.5, 1e308, -0, 2 ** 31, 2 ** 63, '', ' ', 'x'.repeat(5000), '\u0000', '\ud800', [], {}, [[[]]], { $gt: '' }, 'admin', 'unpaid', 'paid'];
const oddObject = () =>
  JSON.stringify(
    Object.fromEntries(Array.from({ length: 1 + Math.floor(random() * 5) }, () => [pick(fieldNames), pick(oddJsonValues)])),
  );
const oddBodies: (() => { type: string; body: string })[] = [
  () => ({ type: 'application/json', body: oddObject() }),
  () => ({ type: 'application/json', body: oddObject() }),
  () => ({ type: 'application/json', body: deep(10_000, '[', ']') }),
  () => ({ type: 'application/json', body: deep(10_000, '{"a":', '}') }),
  () => ({ type: 'application/json', body: `{"text":${deep(30, '{"a":', '}')},"rating":${deep(30, '[', ']')}}` }),
  () => ({ type: 'application/json', body: JSON.stringify(pick(oddJsonValues)) }),
  () => ({ type: 'application/json', body: '{"__proto__":{"role":"admin"}}' }),
  () => ({ type: 'application/json', body: '{"email":' }),
  () => ({ type: 'application/json', body: '' }),
  () => ({ type: 'application/json; charset=latin1', body: '{"a":1}' }),
  () => ({ type: 'text/plain', body: 'hello' }),
  () => ({ type: 'application/x-www-form-urlencoded', body: `${pick(fieldNames)}=${pick(oddValues)}&${pick(fieldNames)}[]=1` }),
  () => ({ type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nnot an image\r\n--x--' }),
  () => ({ type: 'application/xml', body: '<a/>' }),
];

it('no route answers bad input with a server error', async () => {
  const routes = listRoutes(t.app.printRoutes());
  expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/all-reviews', '/api/add-review', '/api/parts', '/api/order/:id', '/api/auth/*']));
  const failures: string[] = [];
  for (const { url, methods } of routes) {
    for (const method of methods) {
      for (const { who, headers } of callers) {
        for (let i = 0; i < 6; i++) {
          const path = url.replace(/:[\w-]+/g, () => pick(oddValues)).replace('*', () => pick(['', 'sign-in/email', 'sign-up/email', 'update-user', 'x/y', pick(oddValues)]));
          const { type, body } = pick(oddBodies)();
          const target = `${path}?${oddQuery()}`;
          const res = await t.app.inject({
            method: method as 'GET',
            url: target,
            headers: { ...headers, ...(method === 'GET' ? {} : { 'content-type': type }) },
            ...(method === 'GET' ? {} : { payload: body }),
            remoteAddress: freshAddress(),
          });
          if (res.statusCode >= 500) failures.push(`${who} ${method} ${target} [${type}] ${body.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
  }
  expect(failures, `FUZZ_SEED=${seed}`).toEqual([]);
}, 120_000);

/** A day JavaScript's `Date.parse` accepts but PostgreSQL may refuse, or the other way round. */
const oddDates = [
  '0',
  'x 1',
  '2026-02-30',
  '2026-13-01 00:00:00+00',
  '2026-11-25 24:00:00+00',
  '2026-11-25 10:00:00+15:59',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31 23:59:59.9999999+00',
  'Thu Jan 01 1970',
  '2026-11-25 15:16:02.123456+00',
];
const someId = '00000000-0000-4000-8000-000000000000';
/** Query values, written as they travel (percent-escaped). */
const queryValues = [
  ...['', '0', '-1', '-0', '1.5', '1e309', '-1e309', 'NaN', 'Infinity', '0x1f', '9'.repeat(400), '-9007199254740993', '2147483648'],
  ...['true', 'null', 'undefined', '[]', '{}', '__proto__', 'constructor', 'paid', 'expired'],
  ...['%00', '%E2%80%AE', '%F0%9F%92%A5', '%ED%A0%80', '%FF', '%', '%zz', 'x'.repeat(20_000), encodeURIComponent('Zoë ☃ 𝄞')],
  ...oddDates.map(encodeURIComponent),
  ...oddDates.map((day) => cursor([day, someId])),
  ...[cursor([]), cursor([null, someId]), cursor(['2026-01-01', someId.replace(/0$/, 'g')]), cursor({ 0: '2026-01-01', 1: someId, length: 2 })],
];
/** The same name twice, with brackets, bare, or reaching for the prototype. */
const queryShapes = (name: string) => [`${name}=1&${name}=2`, `${name}[]=1`, `${name}[a]=1`, name, `${name}=&${name}=x`, `__proto__[${name}]=1`];
/** Names any route might read, and what Better Auth's routes read. */
const genericQueries = [
  ...['limit', 'cursor', 'q', 'state', 'email', 'tz'].flatMap((name) => [`${name}=-1`, `${name}=${cursor(['x 1', someId])}`]),
  ...queryShapes('limit'),
  `token=${'x'.repeat(20_000)}&callbackURL=%2F%2Fevil.example`,
  'callbackURL=javascript:alert(1)&disableCookieCache=%FF&code=%00&state=1&state=2',
  '__proto__=1&constructor[prototype][role]=admin',
  `${encodeURIComponent('𝄞')}=${encodeURIComponent('☃')}`,
];

/** Whether an error answer has the API's one format. */
function isStandardError(body: string): boolean {
  try {
    const { error } = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    return typeof error?.code === 'string' && typeof error.message === 'string';
  } catch {
    return false;
  }
}

/** Better Auth's routes a query string reaches, for `/api/auth/*`. */
const authPaths = ['get-session', 'verify-email', 'reset-password/x', 'callback/google', 'list-sessions', 'admin/list-users', 'ok', 'sign-in/social'];

it('no query string of any route answers a server error', async () => {
  const document = (await t.app.inject('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  const queryNamesOf = (url: string, method: string) =>
    (document.paths[url.replace(/:([\w-]+)/g, '{$1}').replace(/\*$/, '{path}')]?.[method.toLowerCase()]?.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p) => p.name);
  const routes = listRoutes(t.app.printRoutes()).filter((r) => r.url.startsWith('/api/'));
  expect(queryNamesOf('/api/admin/orders', 'GET')).toEqual(expect.arrayContaining(['q', 'state', 'cursor', 'limit']));
  const failures: string[] = [];
  let sent = 0;
  for (const { url, methods } of routes) {
    for (const method of methods) {
      const named = queryNamesOf(url, method);
      const queries = [...genericQueries, ...named.flatMap((name) => [...queryValues.map((value) => `${name}=${value}`), ...queryShapes(name)])];
      for (const { who, headers } of callers) {
        for (const query of queries) {
          const path = url.replace(/:[\w-]+/g, someId).replace('*', () => authPaths[sent % authPaths.length]!);
          sent += 1;
          const target = `${who} ${method} ${path}?${query.slice(0, 120)}`;
          const withBody = method !== 'GET' && method !== 'DELETE';
          let res;
          try {
            res = await t.app.inject({
              method: method as 'GET',
              url: `${path}?${query}`,
              headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
              ...(withBody ? { payload: '{}' } : {}),
              remoteAddress: freshAddress(),
            });
          } catch (err) {
            failures.push(`${target} → ${(err as Error).message}`);
            continue;
          }
          if (res.statusCode >= 500) failures.push(`${target} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400 && !isStandardError(res.body)) failures.push(`${target} → ${res.statusCode} not in the error format: ${res.body.slice(0, 200)}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
}, 300_000);
