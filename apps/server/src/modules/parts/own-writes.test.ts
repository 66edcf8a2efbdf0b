/**
 * A process answers its own writes at once (decision 073): once an order, a checkout, a deleted
 * order or an admin's edit or archiving has answered, the very next read in the same process
 * shows it, with no waiting: the part, a page of the catalog and the part's server-rendered page;
 * and the whole catalog (held in memory, and past the held limit read for each request), which
 * shows a change of stock within a second (decision 080).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGeneratedParts } from '@/db/seed.ts';
import { callAs, createAccount, type TestAccount } from '@/test/accounts.ts';
import { firstShippingMethod, makePart, placeOrder, TEST_ADDRESS } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';
import { writeWebBuild } from '@/test/web-build.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let web: Awaited<ReturnType<typeof writeWebBuild>>;
let admin: TestAccount;
let customer: TestAccount;
/** Live parts up to which this app holds the catalog whole (the demo catalog and the parts made here fit). */
const HELD_LIMIT = 300;

beforeAll(async () => {
  // A part's page shows its stock and price as the page's server build would render them.
  web = await writeWebBuild({
    page: '<!doctype html><html><body><div id="root"></div></body></html>',
    shell: '<!doctype html><html><head><!--page-head--></head><body><div id="root"></div></body></html>',
    renderer: `export const partsPageApiPath = () => '/parts';
      export const renderPartsPage = async () => ({ head: '', html: '', data: [] });
      export const renderPartPage = async (url, part) => ({ head: '', html: part ? '<p>' + part.quantity + ' at ' + part.price + '</p>' : 'none', data: [] });`,
  });
  t = await createTestApp({ WEB_DIST: web.dist, MAX_UNPAID_ORDERS: '1000' }, { heldCatalogLimit: HELD_LIMIT });
  [admin, customer] = [await createAccount(t, 'admin'), await createAccount(t)];
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

interface ShownPart {
  _id: string;
  quantity: number;
  price: number;
}
const shownAs = (part: ShownPart | undefined) => (part ? `${part.quantity} at ${part.price}` : null);

/** The part's stock and price as each read shows it now: "quantity at price", or null where it is gone. */
async function shown(id: string, word: string) {
  const one = await t.app.inject(`/api/part/${id}`);
  const all = (await t.app.inject('/api/all-parts')).json() as ShownPart[];
  const page = (await t.app.inject(`/api/parts?q=${word}`)).json() as { items: ShownPart[] };
  const partPage = await t.app.inject(`/parts/${id}`);
  return {
    part: one.statusCode === 404 ? null : shownAs(one.json()),
    catalog: shownAs(all.find((part) => part._id === id)),
    page: shownAs(page.items.find((part) => part._id === id)),
    partPage: partPage.statusCode === 404 ? null : (/<p>(.*?)<\/p>/.exec(partPage.body)?.[1] ?? null),
  };
}
const everywhere = (value: string | null) => ({ part: value, catalog: value, page: value, partPage: value });

async function expectAnswered(res: Promise<{ statusCode: number; body: string }>, status: number) {
  const answered = await res;
  expect(answered.statusCode, answered.body).toBe(status);
}

async function checkout(partId: string, quantity: number, priceCents: number) {
  const method = await firstShippingMethod(t, customer);
  const subtotal = (priceCents * quantity) / 100;
  const shipping = method.freeAbove !== null && subtotal >= method.freeAbove ? 0 : method.price;
  const lines = [{ partId, quantity, addedPrice: priceCents / 100 }];
  const body = { lines, shippingAddress: TEST_ADDRESS, shippingMethodId: method.id, expectedTotal: subtotal + shipping };
  await expectAnswered(callAs(t, 'POST', '/api/checkout', customer, body), 201);
}

/** A write to a part of 10 in stock at $25: what is done first, the write, and what it shows after. */
interface Write {
  /** Done before the reads that hold what they show: answers what the write needs (an order's id). */
  before?: (partId: string) => Promise<string>;
  write: (partId: string, before: string) => Promise<void>;
  /** "quantity at price" once shown before the write, and after it; null: gone. */
  shows: [string, string | null];
  /** Changes only stock: the whole catalog may show it up to a second later. */
  stockOnly?: true;
}

const writes: Record<string, Write> = {
  'a one-part order': {
    stockOnly: true,
    write: async (partId) => void (await placeOrder(t, customer, partId, 2)),
    shows: ['10 at 25', '8 at 25'],
  },
  'a checkout': {
    stockOnly: true,
    write: (partId) => checkout(partId, 3, 2_500),
    shows: ['10 at 25', '7 at 25'],
  },
  'deleting an unpaid order': {
    stockOnly: true,
    before: async (partId) => (await placeOrder(t, customer, partId, 4))._id,
    write: (_, orderId) => expectAnswered(callAs(t, 'DELETE', `/api/order/${orderId}`, customer), 200),
    shows: ['6 at 25', '10 at 25'],
  },
  "an admin's edit": {
    write: (partId) => expectAnswered(callAs(t, 'PATCH', `/api/part/${partId}`, admin, { quantity: 42, price: 31.5 }), 200),
    shows: ['10 at 25', '42 at 31.5'],
  },
  "an admin's archiving": {
    write: (partId) => expectAnswered(callAs(t, 'DELETE', `/api/part/${partId}`, admin), 200),
    shows: ['10 at 25', null],
  },
};

function answersItsOwnWrites() {
  it.each(Object.entries(writes))('shows %s on the next read, without waiting', async (_, { before, write, shows: [was, is], stockOnly }) => {
    // A word of its own, so a page of the catalog searched for it holds this part.
    const word = `w${randomUUID().slice(0, 8)}`;
    const part = await makePart(t, { stock: 10, priceCents: 2_500, name: `Own write ${word}` });
    const done = await before?.(part.id);
    // Read once: every answer is now held, and must not be answered again from what it held.
    expect(await shown(part.id, word)).toEqual(everywhere(was));
    await write(part.id, done ?? '');
    const after = await shown(part.id, word);
    if (stockOnly) {
      expect({ ...after, catalog: is }).toEqual(everywhere(is));
      await expect.poll(async () => (await shown(part.id, word)).catalog, { timeout: 3_000, interval: 100 }).toBe(is);
    } else {
      expect(after).toEqual(everywhere(is));
    }
  });
}

describe('a catalog held in memory', () => {
  it('is held', async () => {
    expect(await t.app.parts.getCatalog()).not.toBeNull();
  });
  answersItsOwnWrites();
});

describe('a catalog past the held limit', () => {
  beforeAll(async () => {
    await seedGeneratedParts(t.db, HELD_LIMIT + 50);
    t.app.parts.invalidateCatalog();
  });
  it('is read for each request', async () => {
    expect(await t.app.parts.getCatalog()).toBeNull();
  });
  answersItsOwnWrites();
});
