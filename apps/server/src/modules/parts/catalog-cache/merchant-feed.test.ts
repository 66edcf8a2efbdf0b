/**
 * The feed for shopping engines (issue 42, decision 091): every live part as an RSS 2.0 item with
 * Google's `g:` fields, escaped, prepared with its ETag, and following price and stock.
 */
import type { Part } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAccount, type TestAccount } from '@/test/accounts.ts';
import { placeOrder } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

const origin = 'https://shop.example';
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: origin });
  admin = await createAccount(t, 'admin');
});
afterAll(() => t?.close());

const feed = () => t.app.inject('/feeds/google-merchant.xml');
/** The `<item>`s, each as its `g:` fields with the XML's five escapes undone. */
function itemsOf(xml: string): Record<string, string>[] {
  const unescape = (text: string) => text.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!);
  return [...xml.matchAll(/<item>(.*?)<\/item>/g)].map(([, body]) => Object.fromEntries([...body!.matchAll(/<g:(\w+)>([^<]*)<\/g:\1>/g)].map(([, name, value]) => [name!, unescape(value!)])));
}

async function addPart(fields: object): Promise<Part> {
  const res = await callAs(t, 'POST', '/api/part', admin, {
    category: 'graphics-card',
    price: 599.5,
    quantity: 4,
    min: 1,
    image: '/images/parts/vortex-vx-7700-12gb.webp',
    description: 'A card for the feed’s tests.',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Part;
}

describe('the Google Merchant feed', () => {
  it('is RSS 2.0 with the g: namespace, an item per live part, cached like the sitemap', async () => {
    const res = await feed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<title>')).toBe(true);
    expect(res.body).toContain(`<link>${origin}/</link>`);
    expect(res.body.endsWith('</channel>\n</rss>\n')).toBe(true);
    const live = (await t.app.inject('/api/all-parts')).json() as Part[];
    expect(itemsOf(res.body)).toHaveLength(live.length);

    const again = await t.app.inject({ url: '/feeds/google-merchant.xml', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('gives a part its identity, address, picture, price and stock, escaped', async () => {
    const part = await addPart({ name: 'Feed & Test <Card> "Zwölf"', brand: 'Zéphyr & Co', mpn: 'ZX-12', sku: 'CP-FEED-1', gtin: '4006381333931' });
    const item = itemsOf((await feed()).body).find((i) => i.id === 'CP-FEED-1');
    expect(item).toEqual({
      id: 'CP-FEED-1',
      title: 'Feed & Test <Card> "Zwölf"',
      description: 'A card for the feed’s tests.',
      link: `${origin}/parts/${part._id}`,
      image_link: `${origin}/images/parts/vortex-vx-7700-12gb.webp`,
      price: '599.50 USD',
      availability: 'in_stock',
      brand: 'Zéphyr & Co',
      gtin: '4006381333931',
      mpn: 'ZX-12',
      condition: 'new',
      product_type: 'Graphics Card',
    });
  });

  it('names a part without a SKU by its id and leaves out what it does not have', async () => {
    const part = await addPart({ name: 'Feed Plain Card' });
    const item = itemsOf((await feed()).body).find((i) => i.id === part._id)!;
    expect(item.title).toBe('Feed Plain Card');
    expect(Object.keys(item)).not.toEqual(expect.arrayContaining(['brand']));
    expect(item).not.toHaveProperty('gtin');
    expect(item).not.toHaveProperty('mpn');
  });

  it('follows a new price, a sold-out part and a deleted one', async () => {
    const part = await addPart({ name: 'Feed Changing Card', sku: 'CP-FEED-2' });
    const before = await feed();
    expect((await callAs(t, 'PATCH', `/api/part/${part._id}`, admin, { price: 549, quantity: 0 })).statusCode).toBe(200);
    const after = await feed();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(itemsOf(after.body).find((i) => i.id === 'CP-FEED-2')).toMatchObject({ price: '549.00 USD', availability: 'out_of_stock' });

    expect((await callAs(t, 'DELETE', `/api/part/${part._id}`, admin)).statusCode).toBe(200);
    expect(itemsOf((await feed()).body).some((i) => i.id === 'CP-FEED-2')).toBe(false);
  });

  it('shows a part sold out once an order takes its last unit', async () => {
    await addPart({ name: 'Feed Last Card', sku: 'CP-FEED-3', quantity: 1 });
    expect(itemsOf((await feed()).body).find((i) => i.id === 'CP-FEED-3')?.availability).toBe('in_stock');
    const part = ((await t.app.inject('/api/all-parts')).json() as Part[]).find((p) => p.sku === 'CP-FEED-3')!;
    await placeOrder(t, await createAccount(t), part._id, 1);
    expect(itemsOf((await feed()).body).find((i) => i.id === 'CP-FEED-3')?.availability).toBe('out_of_stock');
  });

  it('is named in robots.txt', async () => {
    expect((await t.app.inject('/robots.txt')).body.split('\n')).toContain(`# Product feed: ${origin}/feeds/google-merchant.xml`);
  });
});
