import { messages } from '@coreparts/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserHeaders, createAccount, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

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
    await post({ text: '<img src=x onerror=alert(1)>', rating: 3 }, await createAccount(t));
    expect((await latest())?.text).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('one review per account (decision 023)', () => {
  type Listed = { _id: string; name: string; text: string; rating: number };
  const list = async (url = '/api/all-reviews') => (await t.app.inject(url)).json() as Listed[];
  /** As if the account's last review write were more than a minute ago. */
  const aMinutePasses = (who: TestAccount) =>
    t.db.execute(sql`update reviews set updated_at = now() - interval '61 seconds' where name = ${who.name}`);

  it('posting again replaces the review in its place, at most once a minute', async () => {
    const author = await createAccount(t);
    const first = await post({ text: 'Good cooler, a bit loud.', rating: 3 }, author);
    expect(first.statusCode).toBe(201);
    const before = await list();

    const tooSoon = await post({ text: 'Changed my mind', rating: 1 }, author);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toBe(messages.account.tooManyAttempts);
    expect(await list()).toEqual(before);

    await aMinutePasses(author);
    const edited = await post({ text: 'Good cooler, quiet after a BIOS fan curve.', rating: 5 }, author);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ _id: first.json()._id, text: 'Good cooler, quiet after a BIOS fan curve.', rating: 5 });
    const after = await list();
    expect(after.map((r) => r._id)).toEqual(before.map((r) => r._id));
    expect(after.filter((r) => r.name === author.name)).toEqual([
      { ...first.json(), text: 'Good cooler, quiet after a BIOS fan curve.', rating: 5 },
    ]);
  });

  it('a flood of reviews from one account takes one place on the home page', async () => {
    const flooder = await createAccount(t);
    const shownBefore = await list('/api/all-reviews?limit=6');
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push((await post({ text: `Buy from my shop instead ${i}`, rating: 1 }, flooder)).statusCode);
    expect(answers[0]).toBe(201);
    expect(answers.slice(1).every((status) => status === 429)).toBe(true);

    const shown = await list('/api/all-reviews?limit=6');
    expect(shown.filter((r) => r.name === flooder.name)).toHaveLength(1);
    expect(shown.slice(1)).toEqual(shownBefore.slice(0, 5));
  });

  it('concurrent writes of one account: one goes through, the rest wait their minute', async () => {
    const author = await createAccount(t);
    expect((await post({ text: 'First words', rating: 4 }, author)).statusCode).toBe(201);
    await aMinutePasses(author);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post({ text: `Edit ${i}`, rating: 4 }, author).then((res) => res.statusCode)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await list()).filter((r) => r.name === author.name)).toHaveLength(1);
  });
});
