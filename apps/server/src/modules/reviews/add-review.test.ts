import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserHeaders, createAccount, type TestAccount } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createAccount(t);
});
afterAll(() => t.close());

const post = (payload: object, who: TestAccount | null = customer) =>
  t.app.inject({ method: 'POST', url: '/api/add-review', headers: who ? who.headers : browserHeaders(t), payload });
const latest = async () => ((await t.app.inject('/api/all-reviews')).json() as { name: string; text: string; rating: number }[]).at(-1);

describe('POST /api/add-review', () => {
  it("takes the author's name from the account, whatever the request says, and shows at once", async () => {
    const res = await post({ name: 'The Shop Owner', image: 'https://evil.example/me.png', text: 'Fast delivery, well packed.', rating: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: customer.name, image: '', rating: 5 });
    expect(await latest()).toMatchObject({ name: customer.name, text: 'Fast delivery, well packed.' });
  });

  it.each([0, 6, 4.5, '5', null])('refuses the rating %j', async (rating) => {
    const res = await post({ text: 'Nice', rating });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Please rating now');
  });

  it('requires text and bounds its length', async () => {
    expect((await post({ text: '   ', rating: 4 })).statusCode).toBe(400);
    expect((await post({ text: 'x'.repeat(501), rating: 4 })).statusCode).toBe(400);
  });

  it('is for signed-in people only', async () => {
    expect((await post({ text: 'Hi', rating: 5 }, null)).statusCode).toBe(401);
  });

  it('keeps script as text', async () => {
    await post({ text: '<img src=x onerror=alert(1)>', rating: 3 });
    expect((await latest())?.text).toBe('<img src=x onerror=alert(1)>');
  });
});
