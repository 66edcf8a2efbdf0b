/**
 * Every route, as a guest, a customer and an admin, with odd parameters, query strings and
 * bodies: bad input is answered 4xx, never 5xx (product.md §5). The inputs are random but repeatable
 * (a fixed seed; FUZZ_SEED=n tries another).
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
