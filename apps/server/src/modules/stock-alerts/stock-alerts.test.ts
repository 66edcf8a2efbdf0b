import type { StockAlert } from '@coreparts/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parts } from '@/db/schema.ts';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { makePart, placeOrder } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;
let ann: TestAccount;
let ben: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
  [admin, ann, ben] = [await createAccount(t, 'admin'), await createAccount(t), await createAccount(t)];
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: TestAccount, payload?: object) => callAs(t, method, url, who, payload);
const arm = (who: TestAccount, partId: string) => call('POST', `/api/parts/${partId}/stock-alert`, who);
const setStock = async (partId: string, quantity: number) => {
  const res = await call('PATCH', `/api/part/${partId}`, admin, { quantity });
  expect(res.statusCode, res.body).toBe(200);
};
/** Every unit sold (an admin cannot set 0 under a part's minimum): as an order's statement would, in the database. */
const sellOut = (partId: string) => t.db.update(parts).set({ quantity: 0 }).where(eq(parts.id, partId));
const alertsOf = async (who: TestAccount) => {
  const res = await call('GET', '/api/account/stock-alerts', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StockAlert[];
};
const backInStockMails = (who: TestAccount) => t.mailer.sent.filter((m) => m.to === who.email && m.subject.startsWith('Back in stock'));
/** Runs what is due, then moves the clock on by `ms` and runs what is due then. */
const later = async (ms: number) => {
  await t.runJobs();
  t.advanceClock(ms);
  await t.runJobs();
};
/** The back-in-stock mails each has had, once a restock now has stayed long enough to be told. */
const mailsTo = async (who: TestAccount) => {
  await later(t.app.config.backInStockDelayMs);
  return backInStockMails(who);
};
const soldOutPart = () => makePart(t, { stock: 0, min: 1 });

describe('who may arm, list and remove alerts', () => {
  it('answers 401 to a visitor', async () => {
    const part = await soldOutPart();
    expect((await arm(undefined as unknown as TestAccount, part.id)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/parts/${part.id}/stock-alert`)).statusCode).toBe(401);
    expect((await call('GET', '/api/account/stock-alerts')).statusCode).toBe(401);
  });

  it('refuses an unknown, archived, badly named or in-stock part', async () => {
    expect((await arm(ann, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await arm(ann, 'not-a-part')).statusCode).toBe(400);
    const archived = await soldOutPart();
    expect((await call('DELETE', `/api/part/${archived.id}`, admin)).statusCode).toBe(200);
    expect((await arm(ann, archived.id)).statusCode).toBe(404);
    const inStock = await makePart(t, { stock: 4 });
    const res = await arm(ann, inStock.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This part is in stock: order it now.');
    expect(await alertsOf(ann)).toEqual([]);
  });

  it('lists only the caller’s alerts, and removes one once', async () => {
    const part = await soldOutPart();
    expect((await arm(ann, part.id)).statusCode).toBe(201);
    expect((await arm(ann, part.id)).statusCode).toBe(201);
    expect(await alertsOf(ann)).toEqual([expect.objectContaining({ partId: part.id, name: part.name, quantity: 0, sold: true })]);
    expect(await alertsOf(ben)).toEqual([]);
    // Ben cannot remove Ann's alert: he has none.
    expect((await call('DELETE', `/api/parts/${part.id}/stock-alert`, ben)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/parts/${part.id}/stock-alert`, ann)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/parts/${part.id}/stock-alert`, ann)).statusCode).toBe(404);
    expect(await alertsOf(ann)).toEqual([]);
  });
});

describe('one mail per restock', () => {
  it('mails each person waiting once when an admin restocks, not again on the next change', async () => {
    const part = await soldOutPart();
    const before = { ann: (await mailsTo(ann)).length, ben: (await mailsTo(ben)).length };
    await arm(ann, part.id);
    await arm(ben, part.id);
    await setStock(part.id, 5);
    const annMails = await mailsTo(ann);
    expect(annMails).toHaveLength(before.ann + 1);
    expect(annMails.at(-1)!.text).toContain(`https://shop.example/parts/${part.id}`);
    expect(annMails.at(-1)!.subject).toContain(part.name);
    expect(await mailsTo(ben)).toHaveLength(before.ben + 1);
    expect(await alertsOf(ann)).toEqual([]);

    // More stock, and a sell-out and restock nobody asked about again: no more mail.
    await setStock(part.id, 8);
    await sellOut(part.id);
    await setStock(part.id, 3);
    expect(await mailsTo(ann)).toHaveLength(before.ann + 1);

    // Asked again while sold out: the next restock mails once more.
    await sellOut(part.id);
    expect((await arm(ann, part.id)).statusCode).toBe(201);
    await setStock(part.id, 2);
    expect(await mailsTo(ann)).toHaveLength(before.ann + 2);
    expect(await mailsTo(ben)).toHaveLength(before.ben + 1);
  });

  it('fires when a deleted order puts the last units back', async () => {
    const part = await makePart(t, { stock: 3 });
    const order = await placeOrder(t, ben, part.id, 3);
    expect((await arm(ann, part.id)).statusCode).toBe(201);
    const before = (await mailsTo(ann)).length;
    expect((await call('DELETE', `/api/order/${order._id}`, ben)).statusCode).toBe(200);
    expect(await mailsTo(ann)).toHaveLength(before + 1);
  });

  it('fires when an unpaid order expires and its hold gives the last units back', async () => {
    const part = await makePart(t, { stock: 2 });
    await placeOrder(t, ben, part.id, 2);
    expect((await arm(ann, part.id)).statusCode).toBe(201);
    const before = (await mailsTo(ann)).length;
    // Past the default 30-minute hold: the scheduled expiry returns the stock, and the restock job follows.
    t.advanceClock(31 * 60_000);
    expect(await mailsTo(ann)).toHaveLength(before + 1);
    expect(await mailsTo(ann)).toHaveLength(before + 1);
  });

  it('keeps the alert when the part sold out again before the mail went, and mails at the next restock', async () => {
    const part = await soldOutPart();
    await arm(ann, part.id);
    const before = (await mailsTo(ann)).length;
    await setStock(part.id, 1);
    await sellOut(part.id);
    expect(await mailsTo(ann)).toHaveLength(before);
    expect(await alertsOf(ann)).toEqual([expect.objectContaining({ partId: part.id })]);
    await setStock(part.id, 4);
    expect(await mailsTo(ann)).toHaveLength(before + 1);
  });

  it('waits until the part has stayed in stock for 5 minutes: units let go and taken again sooner spend no alert', async () => {
    const part = await makePart(t, { stock: 3 });
    const first = await placeOrder(t, ben, part.id, 3);
    expect((await arm(ann, part.id)).statusCode).toBe(201);
    const before = (await mailsTo(ann)).length;

    // Ben deletes his unpaid order and takes every unit again two minutes later: nobody is told.
    expect((await call('DELETE', `/api/order/${first._id}`, ben)).statusCode).toBe(200);
    await later(2 * 60_000);
    const second = await placeOrder(t, ben, part.id, 3);
    await later(t.app.config.backInStockDelayMs);
    expect(backInStockMails(ann)).toHaveLength(before);
    expect(await alertsOf(ann)).toEqual([expect.objectContaining({ partId: part.id })]);

    // Back for 4 minutes, sold out and back again: the 5 minutes start again from the last return.
    expect((await call('DELETE', `/api/order/${second._id}`, ben)).statusCode).toBe(200);
    await later(4 * 60_000);
    await sellOut(part.id);
    await setStock(part.id, 3);
    await later(2 * 60_000);
    expect(backInStockMails(ann)).toHaveLength(before);
    await later(3 * 60_000);
    expect(backInStockMails(ann)).toHaveLength(before + 1);
    expect(await alertsOf(ann)).toEqual([]);
  });

  it('sends nothing for a removed alert', async () => {
    const part = await soldOutPart();
    await arm(ann, part.id);
    const before = (await mailsTo(ann)).length;
    expect((await call('DELETE', `/api/parts/${part.id}/stock-alert`, ann)).statusCode).toBe(204);
    await setStock(part.id, 6);
    expect(await mailsTo(ann)).toHaveLength(before);
  });
});
