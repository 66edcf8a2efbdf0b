/**
 * A part's image is ours: an upload or artwork the page ships, judged by the path a browser would
 * fetch. Anything else is refused on both of the admin's part writes, naming the field, and nothing
 * is stored (issue 24: `/images/../api/dev/mail.png` reached the part page's `og:image`).
 */
import { randomUUID } from 'node:crypto';
import { messages } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { makePart } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, payload?: object) => callAs(t, method, url, admin, payload);
const SHIPPED = '/images/parts/arcwave-a7-8700.webp';
const newPart = (image: string) => ({
  name: `Image test part ${randomUUID()}`,
  category: 'ssd',
  price: 10,
  quantity: 5,
  min: 1,
  image,
  description: 'Test',
});
const namesInCatalog = async () => ((await t.app.inject('/api/all-parts')).json() as { name: string }[]).map((p) => p.name);

const notOurs = [
  '/images/../api/dev/mail.png',
  '/images/%2e%2e/api/dev/mail.png',
  '/images/%2E%2E%2Fapi%2Fdev%2Fmail.png',
  '/uploads/../api/dev/mail.png',
  '/images/..\\api\\dev\\mail.png',
  '//evil.example/images/x.webp',
  '/images/parts/not-shipped.webp',
  '/images/parts/../../images/parts/not-shipped.webp',
  '/uploads/logo.webp',
  `${SHIPPED}?.png`,
];

describe("a part's image", () => {
  it.each(notOurs)('POST /api/part refuses %s with 400 naming the field, and adds nothing', async (image) => {
    const part = newPart(image);
    const res = await call('POST', '/api/part', part);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'bad_request', message: `Invalid body: image: ${messages.catalog.imageNotUploaded}` });
    expect(await namesInCatalog()).not.toContain(part.name);
  });

  it.each(notOurs)('PATCH /api/part/:id refuses %s with 400 naming the field, and changes nothing', async (image) => {
    const part = await makePart(t);
    const res = await call('PATCH', `/api/part/${part.id}`, { image, price: 99 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'bad_request', message: `Invalid body: image: ${messages.catalog.imageNotUploaded}` });
    expect((await t.app.inject(`/api/part/${part.id}`)).json()).toMatchObject({ image: part.image, price: part.priceCents / 100 });
  });

  it.each([
    ['shipped artwork', SHIPPED, SHIPPED],
    ['shipped artwork by a roundabout path', '/images/./offers/../parts/%61rcwave-a7-8700.webp', SHIPPED],
    ['an upload', `/uploads/${'0b0e5a8c-4a53-4d0e-9a57-2f8e0b7d7c11'}.webp`, '/uploads/0b0e5a8c-4a53-4d0e-9a57-2f8e0b7d7c11.webp'],
  ])('takes %s, stored as the path it leads to', async (_label, image, stored) => {
    const added = await call('POST', '/api/part', newPart(image));
    expect(added.statusCode).toBe(201);
    expect(added.json().image).toBe(stored);
    const part = await makePart(t);
    const updated = await call('PATCH', `/api/part/${part.id}`, { image });
    expect(updated.statusCode).toBe(200);
    expect((await t.app.inject(`/api/part/${part.id}`)).json().image).toBe(stored);
  });
});
