import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, users } from '@/db/schema.ts';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { makePart, payOrder, placeOrder, startPayment, insertOrder } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: TestAccount;
let other: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ ORDER_HOLD_MINUTES: '10' });
  [customer, other, admin] = [await createAccount(t), await createAccount(t), await createAccount(t, 'admin')];
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object) => callAs(t, method, url, who, payload);
const eventsOf = async (orderId: string) =>
  t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
const kindsOf = async (orderId: string) => (await eventsOf(orderId)).map((e) => e.kind);

describe('an order timeline', () => {
  it('records each change once, with the processor id and the admin who marked it paid', async () => {
    const part = await makePart(t, { stock: 10 });
    const order = await placeOrder(t, customer, part.id, 2);
    expect(await kindsOf(order._id)).toEqual(['placed']);

    const intentId = await payOrder(t, customer, order._id);
    // Asking for the intent again and confirming again change nothing.
    await startPayment(t, customer, order._id);
    await call('PATCH', `/api/order/${order._id}`, customer, { payment: 'pending' });
    expect(await kindsOf(order._id)).toEqual(['placed', 'shipping_set', 'payment_started', 'paid_by_card']);

    expect((await call('PATCH', `/api/order/${order._id}`, admin, { payment: 'paid' })).statusCode).toBe(200);
    const events = await eventsOf(order._id);
    expect(events.map((e) => [e.kind, e.actorRole, e.paymentIntentId])).toEqual([
      ['placed', 'customer', null],
      ['shipping_set', 'customer', null],
      ['payment_started', 'customer', intentId],
      ['paid_by_card', 'customer', intentId],
      ['marked_paid', 'admin', null],
    ]);
    expect(events[4]!.actorEmail).toBe(admin.email);

    // The admin sees who did what; the customer sees what happened, not the admin's address.
    const forAdmin = (await call('GET', `/api/order/${order._id}/timeline`, admin)).json();
    expect(forAdmin.order).toMatchObject({ _id: order._id, payment: 'paid', createdAt: expect.any(String) });
    expect(forAdmin.events.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'shipping_set', 'payment_started', 'paid_by_card', 'marked_paid']);
    expect(forAdmin.events[4]).toMatchObject({ actor: { role: 'admin', email: admin.email } });
    expect(forAdmin.events[3]).toMatchObject({ paymentIntentId: intentId, at: expect.stringMatching(/Z$/) });
    const forCustomer = (await call('GET', `/api/order/${order._id}/timeline`, customer)).json();
    expect(forCustomer.events[4]).toMatchObject({ kind: 'marked_paid', actor: { role: 'admin', email: null } });
    expect((await call('GET', `/api/order/${order._id}/timeline`, other)).statusCode).toBe(404);
  });

  it('records deletion and expiry with the units given back, and keeps the history of a deleted order', async () => {
    const part = await makePart(t, { stock: 10 });
    const deleted = await placeOrder(t, customer, part.id, 3);
    expect((await call('DELETE', `/api/order/${deleted._id}`, customer)).statusCode).toBe(200);
    expect((await eventsOf(deleted._id)).map((e) => [e.kind, e.actorRole, e.stockReturned])).toEqual([
      ['placed', 'customer', null],
      ['deleted', 'customer', 3],
    ]);

    const expired = await placeOrder(t, customer, part.id, 4);
    t.advanceClock(11 * 60_000);
    await t.runJobs();
    expect((await eventsOf(expired._id)).map((e) => [e.kind, e.actorRole, e.stockReturned])).toEqual([
      ['placed', 'customer', null],
      ['expired', 'system', 4],
    ]);
    // Paying again takes the parts for a new hold.
    await payOrder(t, customer, expired._id);
    expect(await kindsOf(expired._id)).toEqual(['placed', 'expired', 'shipping_set', 'hold_renewed', 'payment_started', 'paid_by_card']);
  });

  it('writes nothing for a change that is refused or fails, and never changes an entry', async () => {
    const part = await makePart(t, { stock: 10 });
    const order = await placeOrder(t, customer, part.id, 1);
    // Refused: an unpaid order cannot be marked paid.
    expect((await call('PATCH', `/api/order/${order._id}`, admin, { payment: 'paid' })).statusCode).toBe(409);
    expect(await kindsOf(order._id)).toEqual(['placed']);

    // Failed: when the entry cannot be written, the change it records is undone with it.
    await payOrder(t, customer, order._id);
    await t.db.execute(sql`alter table order_events add constraint no_marked_paid check (kind <> 'marked_paid') not valid`);
    try {
      expect((await call('PATCH', `/api/order/${order._id}`, admin, { payment: 'paid' })).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table order_events drop constraint no_marked_paid`);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.payment).toBe('pending');
    expect(await kindsOf(order._id)).toEqual(['placed', 'shipping_set', 'payment_started', 'paid_by_card']);

    await expect(t.db.update(orderEvents).set({ kind: 'placed' }).where(eq(orderEvents.orderId, order._id))).rejects.toThrow();
    await expect(t.db.delete(orderEvents).where(eq(orderEvents.orderId, order._id))).rejects.toThrow();
  });
});

describe('the admin order search', () => {
  let shopper: TestAccount;
  const placed: string[] = [];
  let partName: string;

  beforeAll(async () => {
    shopper = await createAccount(t);
    const part = await makePart(t, { stock: 100, name: `Searchable 100%_part ${Date.now()}` });
    partName = part.name;
    for (let i = 0; i < 5; i++) placed.push((await placeOrder(t, shopper, part.id, 1))._id);
    await payOrder(t, shopper, placed[0]!);
  });

  const search = async (query: string, who = admin) => call('GET', `/api/admin/orders?${query}`, who);

  it('finds orders by e-mail, part name or order id, newest first, and filters by state', async () => {
    const byEmail = (await search(`q=${encodeURIComponent(shopper.email.toUpperCase())}`)).json();
    expect(byEmail.total).toBe(5);
    expect(byEmail.items.map((o: { _id: string }) => o._id)).toEqual([...placed].reverse());

    // `%` and `_` match themselves, not any text.
    expect((await search(`q=${encodeURIComponent('100%_part')}`)).json().total).toBe(5);
    expect((await search(`q=${encodeURIComponent('1000_part')}`)).json().total).toBe(0);
    expect((await search(`q=${encodeURIComponent(partName.slice(0, 14))}&state=pending`)).json().items.map((o: { _id: string }) => o._id)).toEqual([placed[0]]);

    const byId = (await search(`q=${placed[2]!.slice(0, 13)}`)).json();
    expect(byId.items.map((o: { _id: string }) => o._id)).toEqual([placed[2]]);
  });

  it('finds an order by its number, exactly, with or without its prefix and in any case', async () => {
    const order = (await call('GET', `/api/order/${placed[3]}`, shopper)).json() as { number: string };
    expect(order.number).toMatch(/^CP-\d{6,}$/);
    const digits = order.number.slice(3);
    for (const q of [order.number, order.number.toLowerCase(), `cp${digits}`, `#${digits}`, digits, ` ${order.number} `]) {
      const found = (await search(`q=${encodeURIComponent(q)}`)).json();
      expect(found.items.map((o: { _id: string; number: string }) => [o._id, o.number])).toEqual([[placed[3], order.number]]);
      expect(found.total).toBe(1);
    }
    // Exactly: a number's first digits are not that order (nor one of its parts' names).
    expect((await search(`q=CP-${digits.slice(0, -1)}`)).json().items.map((o: { _id: string }) => o._id)).not.toContain(placed[3]);
    // With the state filter, and in the CSV.
    expect((await search(`q=${order.number}&state=pending`)).json().total).toBe(0);
    const csv = (await call('GET', `/api/admin/orders.csv?q=${order.number}`, admin)).body.split('\r\n');
    expect(csv).toHaveLength(3);
    expect(csv[1]!.startsWith(`"${order.number}","${placed[3]}",`)).toBe(true);
  });

  it('pages through every match with a cursor, and refuses a bad cursor or a non-admin', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { _id: string }[]; total: number; nextCursor: string | null } = (
        await search(`q=${encodeURIComponent(shopper.email)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      expect(page.total).toBe(5);
      seen.push(...page.items.map((o) => o._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...placed].reverse());

    // Times JavaScript's Date.parse takes and PostgreSQL refuses, as well as plain nonsense.
    const crafted = ['0', 'x 1', '2026-02-30 00:00:00+00', '0000-01-01 00:00:00+00', '+275760-09-13T00:00:00.000Z'].map((at) =>
      Buffer.from(JSON.stringify([at, placed[0]])).toString('base64url'),
    );
    for (const bad of ['x', Buffer.from('["2026-01-01", "not-a-uuid"]').toString('base64url'), Buffer.from('[1,2]').toString('base64url'), ...crafted]) {
      const res = await search(`cursor=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    expect((await search('state=lost')).statusCode).toBe(400);
    expect((await search('q=%00')).statusCode).toBe(400);
    expect((await search('', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/orders.csv', customer)).statusCode).toBe(403);
  });

  it('exports the filtered list as CSV that a spreadsheet opens as text', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, shopper.email));
    const part = await makePart(t, { stock: 5, name: 'Cable, "braided" 2m' });
    const tricky = await insertOrder(t, {
      partId: part.id,
      userId: user!.id,
      email: shopper.email,
      displayName: 'Ann;=HYPERLINK("http://evil.example")',
      partName: part.name,
      quantity: 2,
      unitPriceCents: 525,
      payment: 'paid',
    });

    const res = await call('GET', `/api/admin/orders.csv?q=${encodeURIComponent(shopper.email)}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '"Order number","Order id","Placed at","Customer","E-mail","Parts","Quantity","Parts (USD)","Discount (USD)","Shipping (USD)","Tax (USD)","Total (USD)","Refunded (USD)","Returns","State","Fulfilment","Tracking","Paid at"',
    );
    expect(lines).toHaveLength(1 + 6 + 1);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toBe(
      `"CP-${tricky!.number}","${tricky!.id}","${tricky!.createdAt.toISOString()}","Ann;'=HYPERLINK(""http://evil.example"")","${shopper.email}","2 × Cable, ""braided"" 2m",2,"10.50","0.00","0.00","0.00","10.50","0.00","","paid","unfulfilled","",""`,
    );

    const pending = (await call('GET', `/api/admin/orders.csv?q=${encodeURIComponent(shopper.email)}&state=pending`, admin)).body.split('\r\n');
    expect(pending).toHaveLength(3);
    expect(pending[1]).toMatch(new RegExp(`^"CP-\\d+","${placed[0]}",.*,"pending","unfulfilled","","\\d{4}-`));
  });
});
