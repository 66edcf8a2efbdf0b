/**
 * Price-drop alerts (issue 42, decision 094): a target price or any drop on a part, a watch on a
 * saved build's total; each mailed once through the queue when the price is reached, whoever
 * changed it (the product form or the catalog's import), and then spent.
 */
import { eq } from 'drizzle-orm';
import { MAX_PRICE_ALERTS, type PriceAlertEntry } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { makePart } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';
import { priceAlerts } from './tables.ts';

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
const alert = (who: TestAccount, partId: string, targetPrice?: number) => call('POST', `/api/parts/${partId}/price-alert`, who, targetPrice === undefined ? {} : { targetPrice });
const reprice = async (partId: string, price: number) => {
  const res = await call('PATCH', `/api/part/${partId}`, admin, { price });
  expect(res.statusCode, res.body).toBe(200);
};
const alertsOf = async (who: TestAccount) => {
  const res = await call('GET', '/api/account/price-alerts', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PriceAlertEntry[];
};
/** The price-drop mails each has had, once the queue has run. */
const dropMails = async (who: TestAccount) => {
  await t.runJobs();
  return t.mailer.sent.filter((m) => m.to === who.email && m.subject.startsWith('Price drop'));
};
const part = (priceCents = 10_000) => makePart(t, { priceCents });

describe('who may set, list and remove price alerts', () => {
  it('answers 401 to a visitor, 404 for an unknown or archived part, 400 for a bad target', async () => {
    const p = await part();
    expect((await call('POST', `/api/parts/${p.id}/price-alert`, undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/account/price-alerts')).statusCode).toBe(401);
    expect((await alert(ann, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    for (const targetPrice of [0, -5, 10.001, 'cheap']) expect((await call('POST', `/api/parts/${p.id}/price-alert`, ann, { targetPrice })).statusCode).toBe(400);
    const archived = await part();
    expect((await call('DELETE', `/api/part/${archived.id}`, admin)).statusCode).toBe(200);
    expect((await alert(ann, archived.id)).statusCode).toBe(404);
  });

  it('refuses a target that is not below today’s price', async () => {
    const p = await part(10_000);
    const res = await alert(ann, p.id, 100);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("The target must be below today's price of $100.00");
  });

  it('lists only the caller’s alerts, replaces one set again, and removes it once', async () => {
    const p = await part(10_000);
    expect((await alert(ann, p.id, 90)).statusCode).toBe(201);
    expect((await alert(ann, p.id, 80)).statusCode).toBe(201);
    const [entry, ...others] = (await alertsOf(ann)).filter((e) => e.kind === 'part' && e.partId === p.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ kind: 'part', partId: p.id, price: 100, priceWhenSet: 100, targetPrice: 80, sold: true });
    expect((await alertsOf(ben)).some((e) => e.kind === 'part' && e.partId === p.id)).toBe(false);
    expect((await call('DELETE', `/api/parts/${p.id}/price-alert`, ben)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/parts/${p.id}/price-alert`, ann)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/parts/${p.id}/price-alert`, ann)).statusCode).toBe(404);
  });

  it(`keeps at most ${MAX_PRICE_ALERTS} alerts and watches an account, any one of them set again`, async () => {
    const carl = await createAccount(t);
    const [first, ...rest] = await Promise.all(Array.from({ length: MAX_PRICE_ALERTS - 1 }, () => part(10_000)));
    expect((await alert(carl, first!.id, 90)).statusCode).toBe(201);
    // The others straight in the table, to keep the test quick: the cap is counted there.
    const [{ userId }] = (await t.db.select({ userId: priceAlerts.userId }).from(priceAlerts).where(eq(priceAlerts.partId, first!.id))) as [{ userId: string }];
    await t.db.insert(priceAlerts).values(rest.map((p) => ({ userId, partId: p.id, targetCents: 9_000, priceWhenSetCents: 10_000 })));
    const [a, b] = [await part(20_000), await part(10_000)];
    const saved = await call('POST', '/api/builds', carl, { name: 'Cap rig', parts: [{ id: a.id, quantity: 1 }] });
    const watch = (dropBy: number) => call('POST', `/api/builds/${saved.json().id}/price-watch`, carl, { dropBy });
    expect((await watch(10)).statusCode).toBe(201);
    const refused = await alert(carl, b.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'too_many_alerts', message: `You have ${MAX_PRICE_ALERTS} price alerts: remove one to add another.` });
    expect((await alert(carl, first!.id, 80)).statusCode).toBe(201);
    expect((await watch(20)).statusCode).toBe(201);
    expect((await call('DELETE', `/api/parts/${first!.id}/price-alert`, carl)).statusCode).toBe(204);
    expect((await alert(carl, b.id)).statusCode).toBe(201);
    expect(await alertsOf(carl)).toHaveLength(MAX_PRICE_ALERTS);
  });
});

describe('an alert fires once', () => {
  it('when the price reaches the target, not above it, and is spent', async () => {
    const p = await part(10_000);
    await alert(ann, p.id, 80);
    await reprice(p.id, 85);
    expect(await dropMails(ann)).toHaveLength(0);
    await reprice(p.id, 80);
    await reprice(p.id, 75);
    const mails = await dropMails(ann);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`is now $75.00. It was $100.00 when you asked us to tell you.`);
    expect(mails[0]!.text).toContain(`https://shop.example/parts/${p.id}`);
    expect((await alertsOf(ann)).some((e) => e.kind === 'part' && e.partId === p.id)).toBe(false);
    await reprice(p.id, 60);
    expect(await dropMails(ann)).toHaveLength(1);
  });

  it('at the target exactly', async () => {
    const dora = await createAccount(t);
    const p = await part(10_000);
    await alert(dora, p.id, 80);
    await reprice(p.id, 80);
    expect(await dropMails(dora)).toHaveLength(1);
  });

  it('once when two server processes run the jobs of two quick drops together', async (context) => {
    if (!t.anotherProcess) return context.skip('one process per embedded database');
    const other = await t.anotherProcess();
    const p = await part(10_000);
    const q = await part(10_000);
    const id = (await call('POST', '/api/builds', ann, { name: 'Race rig', parts: [{ id: p.id, quantity: 1 }, { id: q.id, quantity: 1 }] })).json().id as string;
    await alert(ann, p.id, 90);
    expect((await call('POST', `/api/builds/${id}/price-watch`, ann, { dropBy: 5 })).statusCode).toBe(201);
    await reprice(p.id, 89);
    await reprice(p.id, 88);
    await Promise.all([t.runJobs(), other.jobs.runDue(), t.runJobs(), other.jobs.runDue()]);
    const mails = t.mailer.sent.filter((m) => m.to === ann.email);
    expect(mails.filter((m) => m.subject.includes(p.name))).toHaveLength(1);
    expect(mails.filter((m) => m.subject.includes('Race rig'))).toHaveLength(1);
  });

  it('on any drop, never on a rise', async () => {
    const p = await part(5_000);
    await alert(ben, p.id);
    await reprice(p.id, 55);
    expect(await dropMails(ben)).toHaveLength(0);
    await reprice(p.id, 49.5);
    expect((await dropMails(ben)).filter((m) => m.text.includes('$49.50'))).toHaveLength(1);
  });

  it('when the catalog’s import lowers the price', async () => {
    const sku = `CP-ALERT-${Date.now()}`;
    const row = (price: string) => `${sku},Alert Import Card,graphics-card,${price},3,Card,/images/parts/vortex-vx-7700-12gb.webp`;
    const file = (price: string) => `sku,name,category,price,quantity,description,image\n${row(price)}\n`;
    const send = (body: string) => t.app.inject({ method: 'POST', url: '/api/admin/catalog/import', headers: { ...admin.headers, 'content-type': 'text/csv' }, payload: body });
    expect((await send(file('300'))).statusCode).toBe(200);
    const found = (await call('GET', `/api/parts?q=${sku}`)).json() as { items: { _id: string }[] };
    await alert(ann, found.items[0]!._id, 250);
    expect((await send(file('249'))).json()).toMatchObject({ updated: 1 });
    expect((await dropMails(ann)).filter((m) => m.subject.includes('Alert Import Card'))).toHaveLength(1);
  });
});

describe('a watched build', () => {
  async function saveBuild(who: TestAccount, lines: { id: string; quantity: number }[], name = 'Quiet rig') {
    const res = await call('POST', '/api/builds', who, { name, parts: lines });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  }

  it('is one of the caller’s own builds, with a drop below its total', async () => {
    const [a, b] = [await part(20_000), await part(10_000)];
    const id = await saveBuild(ann, [{ id: a.id, quantity: 1 }, { id: b.id, quantity: 2 }]);
    expect((await call('POST', `/api/builds/${id}/price-watch`, ben, { dropBy: 10 })).statusCode).toBe(404);
    expect((await call('POST', `/api/builds/${id}/price-watch`, ann, { dropBy: 0 })).statusCode).toBe(400);
    const tooMuch = await call('POST', `/api/builds/${id}/price-watch`, ann, { dropBy: 400 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe('The build costs $400.00 today: choose a smaller drop');
    expect((await call('POST', `/api/builds/${id}/price-watch`, ann, { dropBy: 30 })).statusCode).toBe(201);
    expect((await alertsOf(ann)).find((e) => e.kind === 'build' && e.buildId === id)).toMatchObject({ name: 'Quiet rig', total: 400, totalWhenSet: 400, dropBy: 30 });
    expect((await call('DELETE', `/api/builds/${id}/price-watch`, ben)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/builds/${id}/price-watch`, ann)).statusCode).toBe(204);
  });

  it('mails once when its total has dropped by the amount, listing what changed', async () => {
    const [a, b] = [await part(20_000), await part(10_000)];
    const id = await saveBuild(ben, [{ id: a.id, quantity: 1 }, { id: b.id, quantity: 2 }]);
    expect((await call('POST', `/api/builds/${id}/price-watch`, ben, { dropBy: 30 })).statusCode).toBe(201);
    await reprice(b.id, 90);
    expect((await dropMails(ben)).filter((m) => m.subject.includes('Quiet rig'))).toHaveLength(0);
    await reprice(a.id, 190);
    await reprice(a.id, 185);
    const mails = (await dropMails(ben)).filter((m) => m.subject.includes('Quiet rig'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Price drop at CoreParts: your build Quiet rig is now $365.00');
    expect(mails[0]!.text).toContain('It was $400.00 when you asked us to watch it.');
    expect(mails[0]!.text).toContain(`${a.name}, $200.00 → $185.00; ${b.name}, $100.00 → $90.00`);
    expect((await alertsOf(ben)).some((e) => e.kind === 'build' && e.buildId === id)).toBe(false);
  });

  it('counts only changed prices: a part no longer sold leaves both totals, and is no drop', async () => {
    const [a, b, c] = [await part(20_000), await part(10_000), await part(5_000)];
    const id = await saveBuild(ben, [{ id: a.id, quantity: 1 }, { id: b.id, quantity: 2 }, { id: c.id, quantity: 1 }], 'Spare rig');
    expect((await call('POST', `/api/builds/${id}/price-watch`, ben, { dropBy: 30 })).statusCode).toBe(201);
    expect((await call('DELETE', `/api/part/${c.id}`, admin)).statusCode).toBe(200);
    await reprice(a.id, 199);
    expect((await dropMails(ben)).filter((m) => m.subject.includes('Spare rig'))).toHaveLength(0);
    expect((await alertsOf(ben)).find((e) => e.kind === 'build' && e.buildId === id)).toMatchObject({ total: 399, totalWhenSet: 400, dropBy: 30 });
    await reprice(a.id, 170);
    const mails = (await dropMails(ben)).filter((m) => m.subject.includes('Spare rig'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('now costs $370.00. It was $400.00 when you asked us to watch it.');
    expect(mails[0]!.text).toContain(`What changed: ${a.name}, $200.00 → $170.00.`);
  });
});
