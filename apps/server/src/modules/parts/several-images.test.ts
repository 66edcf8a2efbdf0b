/**
 * Several images per part (issue 42, decision 095): `images` lists them all, the main one
 * (`image`) first, at most eight, each ours, none twice; answered on every part, exported after
 * the main one in the `images` column, and listed as further images in the shopping-engine feed
 * and the part page's schema.org data.
 */
import type { Part } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAccount, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';
import { partHead } from './catalog-cache/part-page.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

const picture = (name: string) => `/images/parts/${name}.webp`;
const [A, B, C] = [picture('arcwave-a5-5600'), picture('arcwave-a5-7600'), picture('arcwave-a7-8700')];
const upload = (n: number) => `/uploads/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.webp`;

const newPart = (fields: Record<string, unknown>) =>
  callAs(t, 'POST', '/api/part', admin, { name: `Gallery part ${Date.now()}`, category: 'processor', price: 199, quantity: 3, min: 1, description: 'Pictured.', image: A, ...fields });

describe('a part’s images', () => {
  it('has one image unless given more, and the main image is the first of them', async () => {
    const one = (await newPart({})).json() as Part;
    expect(one.images).toEqual([A]);
    const res = await newPart({ image: C, images: [B, A, C] });
    expect(res.statusCode, res.body).toBe(201);
    const part = res.json() as Part;
    expect(part.image).toBe(B);
    expect(part.images).toEqual([B, A, C]);
    expect(((await callAs(t, 'GET', `/api/part/${part._id}`)).json() as Part).images).toEqual([B, A, C]);
  });

  it('refuses more than eight, the same one twice, none, or one not ours, naming images', async () => {
    for (const images of [Array.from({ length: 9 }, (_, i) => upload(i)), [A, A], [], [A, 'https://elsewhere.example/x.png'], [A, '/images/parts/missing.webp']]) {
      const res = await newPart({ images });
      expect(res.statusCode, JSON.stringify(images)).toBe(400);
      expect(res.json().error.message).toMatch(/images/);
    }
    expect((await newPart({ images: Array.from({ length: 8 }, (_, i) => upload(i)) })).statusCode).toBe(201);
  });

  it('are replaced by a list given, and a new main image alone keeps the others', async () => {
    const part = (await newPart({ images: [A, B] })).json() as Part;
    const reordered = await callAs(t, 'PATCH', `/api/part/${part._id}`, admin, { images: [C, B, A] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((reordered.json() as Part).images).toEqual([C, B, A]);
    const main = (await callAs(t, 'PATCH', `/api/part/${part._id}`, admin, { image: upload(1) })).json() as Part;
    expect(main.images).toEqual([upload(1), B, A]);
    // One of its further pictures made the main one is shown once, first.
    const promoted = (await callAs(t, 'PATCH', `/api/part/${part._id}`, admin, { image: A })).json() as Part;
    expect(promoted.images).toEqual([A, B]);
    expect(((await callAs(t, 'GET', `/api/part/${part._id}`)).json() as Part).images).toEqual([A, B]);
    expect((await callAs(t, 'PATCH', `/api/part/${part._id}`, admin, { images: [B, B] })).statusCode).toBe(400);
  });

  it('are exported after the main one, fed to shopping engines and named on the part page', async () => {
    const part = (await newPart({ images: [A, B, C], sku: `CP-GAL-${Date.now()}` })).json() as Part;
    const csv = (await callAs(t, 'GET', '/api/admin/catalog/export.csv', admin)).body;
    const line = csv.split('\r\n').find((row) => row.startsWith(`"${part.sku}"`))!;
    expect(line).toContain(`"${A}","${B}|${C}"`);
    const feed = (await t.app.inject('/feeds/google-merchant.xml')).body;
    const item = feed.split('<item>').find((entry) => entry.includes(`<g:id>${part.sku}</g:id>`))!;
    expect(item).toContain(`<g:image_link>https://shop.example${A}</g:image_link>`);
    expect(item).toContain(`<g:additional_image_link>https://shop.example${B}</g:additional_image_link><g:additional_image_link>https://shop.example${C}</g:additional_image_link>`);
    const product = partHead(part, 'https://shop.example', 'CoreParts').match(/<script type="application\/ld\+json">(.*)<\/script>/)![1]!;
    expect(JSON.parse(product).image).toEqual([A, B, C].map((image) => `https://shop.example${image}`));
  });
});
