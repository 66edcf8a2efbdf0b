/**
 * A part's price history (issue 42, decision 092): its first price, each change of price and no
 * other change, oldest first and in dollars; nothing for a part that is not on sale.
 */
import type { Part, PricePoint } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAccount, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
});
afterAll(() => t?.close());

const historyOf = async (id: string) => {
  const res = await t.app.inject(`/api/part/${id}/price-history`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PricePoint[];
};
const prices = async (id: string) => (await historyOf(id)).map((point) => point.price);
const patch = (id: string, body: object) => callAs(t, 'PATCH', `/api/part/${id}`, admin, body);

async function addPart(price: number): Promise<Part> {
  const res = await callAs(t, 'POST', '/api/part', admin, {
    name: `Price History Card ${price}`,
    category: 'graphics-card',
    price,
    quantity: 5,
    min: 1,
    image: '/images/parts/vortex-vx-7700-12gb.webp',
    description: 'A card whose price moves.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Part;
}

describe('a part’s price history', () => {
  it('starts with the price it was added at, in dollars, dated', async () => {
    const part = await addPart(499.99);
    const history = await historyOf(part._id);
    expect(history).toEqual([{ at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/), price: 499.99 }]);
  });

  it('keeps each change of price, oldest first, and nothing for other changes or the same price', async () => {
    const part = await addPart(300);
    expect((await patch(part._id, { price: 279.5 })).statusCode).toBe(200);
    expect((await patch(part._id, { name: 'Price History Card renamed', quantity: 9 })).statusCode).toBe(200);
    expect((await patch(part._id, { price: 279.5 })).statusCode).toBe(200);
    expect((await patch(part._id, { price: 289 })).statusCode).toBe(200);
    expect(await prices(part._id)).toEqual([300, 279.5, 289]);
    const ats = (await historyOf(part._id)).map((point) => Date.parse(point.at));
    expect([...ats].sort((a, b) => a - b)).toEqual(ats);
  });

  it('keeps nothing for a change of price that is refused', async () => {
    const part = await addPart(150);
    expect((await patch(part._id, { price: -1 })).statusCode).toBe(400);
    expect(await prices(part._id)).toEqual([150]);
  });

  it('has the demo catalog’s parts start with their price', async () => {
    const [part] = (await t.app.inject('/api/parts?limit=1')).json().items as Part[];
    expect(await prices(part!._id)).toEqual([part!.price]);
  });

  it('answers 404 for a part that does not exist or was deleted', async () => {
    const part = await addPart(99);
    expect((await callAs(t, 'DELETE', `/api/part/${part._id}`, admin)).statusCode).toBe(200);
    for (const id of [part._id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject(`/api/part/${id}/price-history`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});
