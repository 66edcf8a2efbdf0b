import { messages, type Part, type PartReview, type PaymentStatus } from '@coreparts/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partReviews, users } from '@/db/schema.ts';
import { callAs, createAccount, type TestAccount } from '@/test/accounts.ts';
import { insertOrder, makePart, payOrder, placeOrder } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

const good = { rating: 4, title: 'Fast and cool', text: 'Copies at full speed.\nStays cool.' };

const userIdOf = async (who: TestAccount) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, who.email)))[0]!.id;

/** An account with an order of the part in this payment state, written straight into the tables. */
async function customerWithOrder(part: { id: string; name: string }, payment: PaymentStatus = 'pending') {
  const who = await createAccount(t);
  await insertOrder(t, { partId: part.id, partName: part.name, quantity: 1, unitPriceCents: 2_500, userId: await userIdOf(who), email: who.email, displayName: who.name, payment });
  return who;
}

const write = (partId: string, who: TestAccount | undefined, payload: object = good) => callAs(t, 'PUT', `/api/parts/${partId}/reviews/mine`, who, payload);
const list = async (partId: string, query = '') => {
  const res = await t.app.inject(`/api/parts/${partId}/reviews${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: PartReview[]; nextCursor: string | null; rating: { average: number; count: number } | null };
};
/** The part as the catalog in memory answers it: one part, and in the whole catalog. */
async function catalogued(partId: string): Promise<Part> {
  const one = (await t.app.inject(`/api/part/${partId}`)).json() as Part;
  const all = (await t.app.inject('/api/all-parts')).json() as Part[];
  expect(all.find((part) => part._id === partId)).toEqual(one);
  return one;
}
/** As if the account's last write of its review of the part were more than a minute ago. */
const aMinutePasses = async (who: TestAccount, partId: string) =>
  t.db.execute(sql`update ${partReviews} set updated_at = now() - interval '61 seconds' where part_id = ${partId} and user_id = ${await userIdOf(who)}`);

describe('who may review a part', () => {
  it('a buyer who paid by card, through the API', async () => {
    const part = await makePart(t);
    const buyer = await createAccount(t);
    const order = await placeOrder(t, buyer, part.id, 1);
    expect((await write(part.id, buyer)).statusCode).toBe(403);
    await payOrder(t, buyer, order._id);
    const res = await write(part.id, buyer);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...good, partId: part.id, name: buyer.name, verifiedPurchase: true });
  });

  it.each<PaymentStatus>(['unpaid', 'expired'])('not the owner of an order that is %s: 403 in the standard format', async (payment) => {
    const part = await makePart(t);
    const res = await write(part.id, await customerWithOrder(part, payment));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'forbidden', message: messages.partReviews.onlyBuyers } });
  });

  it('not someone who bought another part, nor a visitor', async () => {
    const part = await makePart(t);
    const other = await makePart(t);
    expect((await write(part.id, await customerWithOrder(other))).statusCode).toBe(403);
    expect((await write(part.id, undefined)).statusCode).toBe(401);
  });

  it('tells a signed-in customer whether they may, and why not', async () => {
    const part = await makePart(t);
    const stranger = await createAccount(t);
    expect((await callAs(t, 'GET', `/api/parts/${part.id}/reviews/mine`, stranger)).json()).toEqual({ canReview: false, refusal: 'not-bought', review: null });
    const buyer = await customerWithOrder(part, 'paid');
    expect((await callAs(t, 'GET', `/api/parts/${part.id}/reviews/mine`, buyer)).json()).toEqual({ canReview: true, refusal: null, review: null });
    expect((await callAs(t, 'GET', `/api/parts/${part.id}/reviews/mine`, undefined)).statusCode).toBe(401);
  });

  it('not a buyer whose order was refunded in full, or whose units of the part all were', async () => {
    const [part, other] = [await makePart(t), await makePart(t)];
    const buyer = await createAccount(t);
    const refund = (orderId: string, body: object) =>
      t.app.inject({ method: 'POST', url: `/api/admin/order/${orderId}/refunds`, headers: { ...admin.headers, 'idempotency-key': crypto.randomUUID() }, payload: body });
    const bought = async (partId: string, quantity: number) => {
      const order = await placeOrder(t, buyer, partId, quantity);
      await payOrder(t, buyer, order._id);
      return (await callAs(t, 'GET', `/api/order/${order._id}`, buyer)).json() as { _id: string; lines: { id: string }[] };
    };
    const order = await bought(part.id, 1);
    expect((await write(part.id, buyer)).json().verifiedPurchase).toBe(true);
    // A goodwill refund of part of the money: the part is still theirs.
    expect((await refund(order._id, { amount: 5, reason: 'Late' })).statusCode).toBe(201);
    expect((await list(part.id)).items[0]!.verifiedPurchase).toBe(true);

    expect((await refund(order._id, { reason: 'Returned' })).statusCode).toBe(201);
    expect((await list(part.id)).items[0]!.verifiedPurchase).toBe(false);
    await aMinutePasses(buyer, part.id);
    expect((await write(part.id, buyer)).statusCode).toBe(403);
    expect((await callAs(t, 'GET', `/api/parts/${part.id}/reviews/mine`, buyer)).json()).toMatchObject({ canReview: false, refusal: 'not-bought' });

    const twoOf = await bought(other.id, 2);
    expect((await write(other.id, buyer)).statusCode).toBe(201);
    expect((await refund(twoOf._id, { lines: [{ lineId: twoOf.lines[0]!.id, quantity: 1 }], reason: 'One broken' })).statusCode).toBe(201);
    expect((await list(other.id)).items[0]!.verifiedPurchase).toBe(true);
    expect((await refund(twoOf._id, { lines: [{ lineId: twoOf.lines[0]!.id, quantity: 1 }], reason: 'Both broken' })).statusCode).toBe(201);
    expect((await list(other.id)).items[0]!.verifiedPurchase).toBe(false);
  });

  it('an unknown or archived part is a 404, a malformed id a 400', async () => {
    const part = await makePart(t);
    const buyer = await customerWithOrder(part);
    expect((await callAs(t, 'DELETE', `/api/part/${part.id}`, admin)).statusCode).toBe(200);
    expect((await write(part.id, buyer)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/parts/${part.id}/reviews`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/parts/not-a-part/reviews')).statusCode).toBe(400);
  });
});

describe('one review per part and account', () => {
  it('writing again replaces it in its place, at most once a minute, and the rating follows', async () => {
    const part = await makePart(t);
    const buyer = await customerWithOrder(part);
    const first = (await write(part.id, buyer)).json() as PartReview;
    expect((await catalogued(part.id)).rating).toEqual({ average: 4, count: 1 });

    const tooSoon = await write(part.id, buyer, { ...good, rating: 2 });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toBe(messages.partReviews.tooSoon);

    await aMinutePasses(buyer, part.id);
    const again = await write(part.id, buyer, { rating: 2, title: 'Slower when full', text: 'Drops to 500 MB/s when nearly full.' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, rating: 2, title: 'Slower when full' });
    const { items, rating } = await list(part.id);
    expect(items.map((review) => [review.id, review.text])).toEqual([[first.id, 'Drops to 500 MB/s when nearly full.']]);
    expect(rating).toEqual({ average: 2, count: 1 });
    expect((await catalogued(part.id)).rating).toEqual({ average: 2, count: 1 });
  });

  it('lists several buyers newest first, paged, each with verified purchase; the average has one decimal', async () => {
    const part = await makePart(t);
    const buyers = [await customerWithOrder(part), await customerWithOrder(part, 'paid'), await customerWithOrder(part)];
    for (const [i, buyer] of buyers.entries()) expect((await write(part.id, buyer, { ...good, rating: [5, 4, 4][i]!, title: `Review ${i}` })).statusCode).toBe(201);
    const first = await list(part.id, '?limit=2');
    expect(first.items.map((review) => review.title)).toEqual(['Review 2', 'Review 1']);
    expect(first.items.every((review) => review.verifiedPurchase)).toBe(true);
    expect(first.rating).toEqual({ average: 4.3, count: 3 });
    const second = await list(part.id, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((review) => review.title)).toEqual(['Review 0']);
    expect(second.nextCursor).toBeNull();
    expect((await catalogued(part.id)).rating).toEqual({ average: 4.3, count: 3 });
  });

  it('deleting takes it out of the list and the rating; writing again waits the minute and takes the old place', async () => {
    const part = await makePart(t);
    const buyer = await customerWithOrder(part);
    await write(part.id, buyer);
    expect((await callAs(t, 'DELETE', `/api/parts/${part.id}/reviews/mine`, buyer)).statusCode).toBe(429);
    await aMinutePasses(buyer, part.id);
    expect((await callAs(t, 'DELETE', `/api/parts/${part.id}/reviews/mine`, buyer)).statusCode).toBe(204);
    expect(await list(part.id)).toEqual({ items: [], nextCursor: null, rating: null });
    expect((await catalogued(part.id)).rating).toBeUndefined();
    expect((await callAs(t, 'DELETE', `/api/parts/${part.id}/reviews/mine`, buyer)).json().error.message).toBe(messages.partReviews.noReview);
    expect((await write(part.id, buyer)).statusCode).toBe(429);
    await aMinutePasses(buyer, part.id);
    expect((await write(part.id, buyer)).statusCode).toBe(200);
    expect((await list(part.id)).rating).toEqual({ average: 4, count: 1 });
  });

  it('one account writing one part at once: one review', async () => {
    const part = await makePart(t);
    const buyer = await customerWithOrder(part);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((rating) => write(part.id, buyer, { ...good, rating })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 429, 429, 429, 429]);
    expect((await list(part.id)).rating?.count).toBe(1);
  });
});

describe('what a review may say', () => {
  let part: { id: string; name: string };
  let buyer: TestAccount;
  beforeAll(async () => {
    part = await makePart(t);
    buyer = await customerWithOrder(part);
  });

  it.each([
    [{ ...good, rating: 6 }, messages.validation.ratingRequired],
    [{ ...good, rating: 3.5 }, messages.validation.ratingRequired],
    [{ rating: 4, text: 'No title' }, messages.partReviews.titleRequired],
    [{ ...good, text: 'x'.repeat(501) }, messages.partReviews.textTooLong(500)],
    [{ ...good, title: 'x'.repeat(101) }, messages.partReviews.titleTooLong(100)],
    [{ ...good, text: 'Cheaper at https://evil.example/ssd' }, messages.partReviews.notPlainText],
    [{ ...good, text: 'Cheaper at evil。com' }, messages.partReviews.notPlainText],
    [{ ...good, title: 'Cheaper at evil．com' }, messages.partReviews.notPlainText],
    [{ ...good, text: 'Cheaper at evil｡com' }, messages.partReviews.notPlainText],
    [{ ...good, text: '<img src=x onerror=alert(1)>' }, messages.partReviews.notPlainText],
  ])('refuses %j with a 400 saying why', async (payload, message) => {
    const res = await write(part.id, buyer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('refuses a body over the size limit before reading it', async () => {
    const res = await write(part.id, buyer, { ...good, text: 'x'.repeat(200_000) });
    expect(res.statusCode).toBe(413);
  });
});

describe('hidden by an admin', () => {
  it('is not listed nor counted, its author still sees it, and showing it brings it back', async () => {
    const part = await makePart(t);
    const buyer = await customerWithOrder(part);
    const review = (await write(part.id, buyer)).json() as PartReview;
    expect((await callAs(t, 'PATCH', `/api/admin/part-reviews/${review.id}`, buyer, { hidden: true })).statusCode).toBe(403);
    expect((await callAs(t, 'PATCH', `/api/admin/part-reviews/${review.id}`, admin, { hidden: true })).statusCode).toBe(204);

    expect(await list(part.id)).toEqual({ items: [], nextCursor: null, rating: null });
    expect((await catalogued(part.id)).rating).toBeUndefined();
    expect((await callAs(t, 'GET', `/api/parts/${part.id}/reviews/mine`, buyer)).json().review).toMatchObject({ id: review.id, hidden: true });
    const hidden = (await callAs(t, 'GET', '/api/admin/part-reviews?state=hidden', admin)).json();
    expect(hidden.items).toContainEqual(expect.objectContaining({ id: review.id, partName: part.name, email: buyer.email, hidden: true }));

    // Editing a hidden review keeps it hidden.
    await aMinutePasses(buyer, part.id);
    expect((await write(part.id, buyer, { ...good, title: 'Edited' })).statusCode).toBe(200);
    expect((await list(part.id)).items).toEqual([]);

    expect((await callAs(t, 'PATCH', `/api/admin/part-reviews/${review.id}`, admin, { hidden: false })).statusCode).toBe(204);
    expect((await list(part.id)).items.map((r) => r.title)).toEqual(['Edited']);
    expect((await catalogued(part.id)).rating).toEqual({ average: 4, count: 1 });
  });

  it('the admin list is for admins; an unknown review is a 404', async () => {
    const customer = await createAccount(t);
    expect((await callAs(t, 'GET', '/api/admin/part-reviews', customer)).statusCode).toBe(403);
    expect((await callAs(t, 'GET', '/api/admin/part-reviews', undefined)).statusCode).toBe(401);
    expect((await callAs(t, 'PATCH', '/api/admin/part-reviews/00000000-0000-4000-8000-000000000000', admin, { hidden: true })).statusCode).toBe(404);
    expect((await callAs(t, 'PATCH', '/api/admin/part-reviews/00000000-0000-4000-8000-000000000000', admin, { hidden: 'yes' })).statusCode).toBe(400);
  });
});
