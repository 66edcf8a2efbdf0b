import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, parts } from '@/db/schema.ts';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [customer, admin] = [await createAccount(t), await createAccount(t, 'admin')];
});
afterAll(() => t.close());

const newPart = {
  name: 'Kestrel 850W Modular Power Supply',
  category: 'processor',
  price: 129.99,
  quantity: 60,
  min: 2,
  image: '/images/parts/vortex-vx-7700-12gb.webp',
  description: '80 Plus Gold, fully modular, 135 mm fluid-bearing fan.',
};

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object) => callAs(t, method, url, who, payload);
const catalog = async () => (await t.app.inject('/api/all-parts')).json() as { _id: string; name: string; price: number }[];

describe('catalog writes are for admins only', () => {
  it.each([
    ['POST', '/api/part'],
    ['PATCH', '/api/part/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/part/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s: 401 for guests and 403 for customers, whatever the body', async (method, url) => {
    expect((await call(method, url, undefined, newPart)).statusCode).toBe(401);
    expect((await call(method, url, customer, newPart)).statusCode).toBe(403);
    expect((await call(method, url, customer, { nonsense: true })).statusCode).toBe(403);
  });
});

describe('adding, updating and archiving parts', () => {
  it('adds a part that the very next catalog read shows', async () => {
    const res = await call('POST', '/api/part', admin, newPart);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: newPart.name, price: 129.99, text: newPart.description, min: 2, quantity: 60 });
    expect((await catalog()).map((p) => p.name)).toContain(newPart.name);
  });

  it.each([
    ['a zero price', { price: 0 }],
    ['a negative price', { price: -5 }],
    ['fractions of a cent', { price: 9.999 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['a minimum of 0', { min: 0 }],
    ['a minimum above the stock', { min: 61 }],
    ['a price as text', { price: '129.99' }],
    ['an image on another site', { image: 'https://evil.example/p.png' }],
    ['a missing name', { name: '' }],
    ['an unknown category', { category: 'toaster' }],
  ])('refuses %s and changes nothing', async (_label, change) => {
    const before = (await catalog()).length;
    const res = await call('POST', '/api/part', admin, { ...newPart, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect((await catalog()).length).toBe(before);
  });

  it('updates the fields given, price included, and never blanks one left empty', async () => {
    const created = (await call('POST', '/api/part', admin, { ...newPart, name: 'Update me' })).json();
    const res = await call('PATCH', `/api/part/${created._id}`, admin, { name: '', text: '', price: 99.5, quantity: 70, min: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Update me', text: newPart.description, price: 99.5, quantity: 70, min: 2 });
    expect((await catalog()).find((p) => p._id === created._id)?.price).toBe(99.5);
    expect((await call('PATCH', `/api/part/${created._id}`, admin, { min: 80 })).statusCode).toBe(400);
    // Sold out: stock 0 is taken whatever the minimum, and the part shows it.
    const soldOut = await call('PATCH', `/api/part/${created._id}`, admin, { quantity: 0 });
    expect(soldOut.statusCode).toBe(200);
    expect(soldOut.json()).toMatchObject({ quantity: 0 });
    expect((await call('PATCH', `/api/part/${created._id}`, admin, { quantity: 70 })).statusCode).toBe(200);
  });

  it('archives a deleted part: it leaves the catalog, and its orders keep it', async () => {
    const created = (await call('POST', '/api/part', admin, { ...newPart, name: 'Archive me' })).json();
    const order = await t.app.inject({ method: 'POST', url: '/api/order', headers: customer.headers, payload: { orderId: created._id, quantity: 2 } });
    expect(order.statusCode).toBe(201);

    const res = await call('DELETE', `/api/part/${created._id}`, admin);
    expect(res.statusCode).toBe(200);
    expect((await catalog()).map((p) => p._id)).not.toContain(created._id);
    expect((await t.app.inject(`/api/part/${created._id}`)).statusCode).toBe(404);
    const [kept] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.json()._id));
    expect(kept?.partName).toBe('Archive me');
    const [row] = await t.db.select().from(parts).where(eq(parts.id, created._id));
    expect(row?.archivedAt).not.toBeNull();
    expect((await call('DELETE', `/api/part/${created._id}`, admin)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/part/${created._id}`, admin, { price: 5 })).statusCode).toBe(404);
  });

  it('stores script in text fields as plain text', async () => {
    const name = '<script>alert("x")</script> Fan';
    const res = await call('POST', '/api/part', admin, { ...newPart, name });
    expect(res.json().name).toBe(name);
    expect((await t.app.inject('/api/all-parts')).headers['content-type']).toMatch(/^application\/json/);
  });
});
