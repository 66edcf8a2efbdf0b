import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { browserHeaders, createAccount, freshAddress, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createAccount(t);
});
afterAll(() => t.close());

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const postJson = (url: string, payload: string, headers: Record<string, string> = browserHeaders(t)) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'content-type': 'application/json' }, remoteAddress: freshAddress() });

describe('JSON bodies', () => {
  it.each([
    ['arrays', nestedArrays(10_000)],
    ['objects', nestedObjects(10_000)],
    ['objects in a field', `{"text":${nestedObjects(5_000)},"rating":5}`],
  ])('answers 400, not 500, to 10,000 nested %s', async (_kind, payload) => {
    for (const [url, headers] of [
      ['/api/add-review', customer.headers],
      ['/api/order', customer.headers],
      ['/api/auth/sign-up/email', browserHeaders(t)],
      ['/api/auth/sign-in/email', browserHeaders(t)],
    ] as const) {
      const res = await postJson(url, payload, headers);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toEqual({ code: 'bad_request', message: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.` });
    }
  });

  it('takes a body nested as deep as the limit, and brackets inside strings do not count', async () => {
    const atLimit = await postJson('/api/add-review', `{"text":${nestedArrays(MAX_JSON_DEPTH - 1)},"rating":5}`, customer.headers);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().error.message).toMatch(/^Invalid body/);

    const text = `[{"quoted \\" [[[ still text"}]`.repeat(10) + '{'.repeat(100);
    const res = await postJson('/api/add-review', JSON.stringify({ text, rating: 4 }), customer.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().text).toBe(text);
  });

  it('keeps refusing prototype poisoning and bad JSON', async () => {
    for (const payload of ['{"__proto__":{"admin":true},"text":"x","rating":5}', '{"constructor":{"prototype":{"x":1}},"text":"x","rating":5}', '{"text":', '']) {
      const res = await postJson('/api/add-review', payload, customer.headers);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error.code, payload).toBe('bad_request');
    }
  });

  it('keeps the 100 KB body limit', async () => {
    const res = await postJson('/api/add-review', JSON.stringify({ text: 'x'.repeat(101 * 1024), rating: 5 }), customer.headers);
    expect(res.statusCode).toBe(413);
  });
});

describe('nestsDeeperThan', () => {
  it('counts brackets outside strings only, escapes included', () => {
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('[{"a":[1]}]', 2)).toBe(true);
    expect(nestsDeeperThan('["[[[[", "\\"[[[["]', 1)).toBe(false);
    expect(nestsDeeperThan('[1],[2],[3]', 1)).toBe(false);
  });
});
