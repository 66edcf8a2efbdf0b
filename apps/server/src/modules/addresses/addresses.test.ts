/**
 * The address book (issue 41): a signed-in customer's own addresses (add, edit, delete, a default),
 * at most MAX_SAVED_ADDRESSES, each checked as a checkout's; both checkouts keep the address they
 * ship to and offer the last one first.
 */
import { MAX_SAVED_ADDRESSES, messages, type CheckoutOptions, type Order, type SavedAddress } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { firstShippingMethod, makePart, TEST_ADDRESS } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ MAX_UNPAID_ORDERS: '1000' });
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object) => callAs(t, method, url, who, payload);
const book = async (who: TestAccount) => (await call('GET', '/api/addresses', who)).json() as SavedAddress[];
const HOME = { ...TEST_ADDRESS, line2: undefined };
const WORK = { ...TEST_ADDRESS, line2: undefined, line1: '1 Infinite Loop', city: 'Cupertino', region: 'CA', postalCode: '95014' };
const BERLIN = { name: 'Ada Lovelace', line1: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117', country: 'DE', phone: '+49 30 1234567' };

async function add(who: TestAccount, address: object, isDefault?: boolean) {
  const res = await call('POST', '/api/addresses', who, { address, ...(isDefault !== undefined && { isDefault }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as SavedAddress;
}

describe('the address book', () => {
  it('adds, edits and removes addresses, the first one the default', async () => {
    const who = await createAccount(t);
    expect(await book(who)).toEqual([]);
    const home = await add(who, HOME);
    expect(home).toEqual({ id: expect.any(String), address: HOME, isDefault: true, lastUsedAt: null });
    const work = await add(who, { ...WORK, postalCode: ' 95014 ' });
    expect(work).toMatchObject({ isDefault: false, address: { postalCode: '95014', region: 'CA' } });

    const moved = await call('PUT', `/api/addresses/${work.id}`, who, { address: { ...WORK, line1: '1 Apple Park Way' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: work.id, isDefault: false, address: { line1: '1 Apple Park Way' } });

    // Another default: the one before stops being it.
    expect((await call('PUT', `/api/addresses/${work.id}/default`, who)).json()).toMatchObject({ isDefault: true });
    expect((await book(who)).map((a) => [a.id, a.isDefault])).toEqual([
      [work.id, true],
      [home.id, false],
    ]);
    // Removing the default makes the newest left the default.
    expect((await call('DELETE', `/api/addresses/${work.id}`, who)).statusCode).toBe(204);
    expect((await book(who)).map((a) => [a.id, a.isDefault])).toEqual([[home.id, true]]);
    expect((await call('DELETE', `/api/addresses/${work.id}`, who)).statusCode).toBe(404);
  });

  it('adds a new default when asked, and one edited into the default', async () => {
    const who = await createAccount(t);
    const home = await add(who, HOME);
    const work = await add(who, WORK, true);
    expect((await book(who)).map((a) => [a.id, a.isDefault])).toEqual([
      [work.id, true],
      [home.id, false],
    ]);
    await call('PUT', `/api/addresses/${home.id}`, who, { address: HOME, isDefault: true });
    expect((await book(who)).find((a) => a.isDefault)?.id).toBe(home.id);
  });

  it('checks each address as a checkout does, and answers the field that is wrong', async () => {
    const who = await createAccount(t);
    const noRegion = await call('POST', '/api/addresses', who, { address: { ...HOME, region: undefined } });
    expect([noRegion.statusCode, noRegion.json().error.message]).toEqual([400, 'Invalid body: address.region: Please choose a region']);
    const postal = await call('POST', '/api/addresses', who, { address: { ...HOME, postalCode: '1234' } });
    expect([postal.statusCode, postal.json().error.message]).toEqual([400, 'Invalid body: address.postalCode: Please enter a valid postal code for United States']);
    expect((await call('POST', '/api/addresses', who, { address: { ...HOME, country: 'XX' } })).statusCode).toBe(400);
    expect((await call('POST', '/api/addresses', who, {})).statusCode).toBe(400);
    expect((await call('PUT', '/api/addresses/not-an-id', who, { address: HOME })).statusCode).toBe(400);
    expect(await book(who)).toEqual([]);
  });

  it('is the signed-in customer’s own: nobody else reads, changes or removes it', async () => {
    const [owner, other] = [await createAccount(t), await createAccount(t)];
    const home = await add(owner, HOME);
    expect((await call('GET', '/api/addresses')).statusCode).toBe(401);
    expect((await call('POST', '/api/addresses', undefined, { address: HOME })).statusCode).toBe(401);
    expect(await book(other)).toEqual([]);
    expect((await call('PUT', `/api/addresses/${home.id}`, other, { address: WORK })).statusCode).toBe(404);
    expect((await call('PUT', `/api/addresses/${home.id}/default`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/addresses/${home.id}`, other)).statusCode).toBe(404);
    expect(await book(owner)).toEqual([home]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const who = await createAccount(t);
    // Added at once: the account's lock keeps the count, whatever the order they arrive in.
    const tries = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 3 }, (_, i) => call('POST', '/api/addresses', who, { address: { ...HOME, line1: `${i + 1} Main Street` } })),
    );
    expect(tries.filter((res) => res.statusCode === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    const refused = tries.filter((res) => res.statusCode !== 201);
    expect(refused.map((res) => [res.statusCode, res.json().error.message])).toEqual(
      Array.from({ length: 3 }, () => [409, messages.addresses.tooMany(MAX_SAVED_ADDRESSES)]),
    );
    const kept = await book(who);
    expect(kept).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(kept.filter((a) => a.isDefault)).toHaveLength(1);
  });
});

describe('the checkouts and the address book', () => {
  it('keeps the address each checkout ships to, and offers the last one used first', async () => {
    const who = await createAccount(t);
    const method = await firstShippingMethod(t, who);
    const home = await add(who, HOME);
    const work = await add(who, WORK);

    // The cart's checkout to the work address ($10.00 and $9.99 shipping; the default settings tax the US at 0 %), typed with an empty second line.
    const part = await makePart(t, { stock: 10, priceCents: 1_000 });
    await call('PUT', `/api/cart/lines/${part.id}`, who, { quantity: 1 });
    const placed = await call('POST', '/api/checkout', who, { lines: [{ partId: part.id, quantity: 1 }], shippingAddress: { ...WORK, line2: '' }, shippingMethodId: method.id, expectedTotal: 19.99 });
    expect(placed.statusCode, placed.body).toBe(201);
    let options = (await call('GET', '/api/checkout/options', who)).json() as CheckoutOptions;
    expect(options.addresses.map((a) => a.id)).toEqual([work.id, home.id]);
    expect(options.lastAddress).toEqual(options.addresses[0]!.address);
    expect(options.addresses[0]!.lastUsedAt).not.toBeNull();

    // Order Now's payment page ships to the home address: now it comes first.
    const order = (await call('POST', '/api/order', who, { orderId: part.id, quantity: 1 })).json() as Order;
    expect((await call('PUT', `/api/order/${order._id}/shipping`, who, { shippingAddress: HOME, shippingMethodId: method.id })).statusCode).toBe(200);
    options = (await call('GET', '/api/checkout/options', who)).json() as CheckoutOptions;
    expect(options.addresses.map((a) => a.id)).toEqual([home.id, work.id]);

    // A new address typed at checkout joins the book, first.
    const order2 = (await call('POST', '/api/order', who, { orderId: part.id, quantity: 1 })).json() as Order;
    expect((await call('PUT', `/api/order/${order2._id}/shipping`, who, { shippingAddress: BERLIN, shippingMethodId: method.id })).statusCode).toBe(200);
    const kept = await book(who);
    expect(kept.map((a) => a.address.city)).toEqual(['Berlin', 'New York', 'Cupertino']);
    expect(kept.map((a) => a.isDefault)).toEqual([false, true, false]);
  });

  it('adds the address of a placed checkout to the book with its order, and nothing for a refused one', async () => {
    const who = await createAccount(t);
    const method = await firstShippingMethod(t, who);
    const part = await makePart(t, { stock: 10, priceCents: 1_000 });
    const checkout = (shippingAddress: object, expectedTotal: number) =>
      call('POST', '/api/checkout', who, { lines: [{ partId: part.id, quantity: 1 }], shippingAddress, shippingMethodId: method.id, expectedTotal });

    // A total other than the one the page showed ($10.00 and $9.99 shipping): no order, and the book stays empty.
    const refused = await checkout(WORK, 5);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await book(who)).toEqual([]);

    const placed = await checkout(WORK, 19.99);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await book(who)).map((a) => [a.address.city, a.isDefault, a.lastUsedAt !== null])).toEqual([['Cupertino', true, true]]);
  });

  it('starts a customer’s book with the address of their first order', async () => {
    const who = await createAccount(t);
    const method = await firstShippingMethod(t, who);
    const part = await makePart(t, { stock: 10, priceCents: 1_000 });
    const order = (await call('POST', '/api/order', who, { orderId: part.id, quantity: 1 })).json() as Order;
    await call('PUT', `/api/order/${order._id}/shipping`, who, { shippingAddress: HOME, shippingMethodId: method.id });
    expect((await book(who)).map((a) => [a.address.line1, a.isDefault])).toEqual([[HOME.line1, true]]);
  });
});
