import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parts } from '@/db/schema.ts';
import { demoParts } from '@/db/seed.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/all-parts', () => {
  it('answers every seeded part in the spec shape, in catalog order', async () => {
    const res = await t.app.inject('/api/all-parts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toHaveLength(demoParts.length);
    const first = demoParts[0]!;
    expect(body[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: first.name,
      category: first.category,
      price: first.price,
      image: first.image,
      images: [first.image],
      text: first.description,
      min: first.min,
      quantity: first.quantity,
      specs: first.specs,
      brand: first.brand,
      mpn: first.mpn,
      sku: first.sku,
    });
  });

  it('answers 304 to a client that holds the current catalog', async () => {
    const first = await t.app.inject('/api/all-parts');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/api/all-parts', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a client that takes gzip with the catalog compressed once, under its own ETag', async () => {
    const plain = await t.app.inject('/api/all-parts');
    const res = await t.app.inject({ url: '/api/all-parts', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(res.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, '-gzip"'));
    // Gzipped once per change, not per request.
    expect(await (await t.app.parts.getCatalog())!.gzipped).toBe(await (await t.app.parts.getCatalog())!.gzipped);

    const refused = await t.app.inject({ url: '/api/all-parts', headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('answers 304 to either copy of the current catalog, as browsers send its ETag back', async () => {
    const plain = (await t.app.inject('/api/all-parts')).headers.etag as string;
    const gzipped = (await t.app.inject({ url: '/api/all-parts', headers: { 'accept-encoding': 'gzip' } })).headers.etag as string;
    for (const held of [gzipped, `W/${gzipped}`, `"old", ${plain}`, '*']) {
      const res = await t.app.inject({ url: '/api/all-parts', headers: { 'accept-encoding': 'gzip', 'if-none-match': held } });
      expect(res.statusCode, held).toBe(304);
    }
    expect((await t.app.inject({ url: '/api/all-parts', headers: { 'if-none-match': '"old"' } })).statusCode).toBe(200);
  });

  it('leaves archived parts out once the catalog is invalidated', async () => {
    const [victim] = await t.db.select().from(parts).limit(1);
    await t.db.update(parts).set({ archivedAt: new Date() }).where(eq(parts.id, victim!.id));
    t.app.parts.invalidateCatalog();
    const body = (await t.app.inject('/api/all-parts')).json() as { _id: string }[];
    expect(body.map((p) => p._id)).not.toContain(victim!.id);
    expect((await t.app.inject(`/api/part/${victim!.id}`)).statusCode).toBe(404);
    await t.db.update(parts).set({ archivedAt: null }).where(eq(parts.id, victim!.id));
    t.app.parts.invalidateCatalog();
  });
});

describe('GET /api/part/:id', () => {
  it('answers one part', async () => {
    const [row] = await t.db.select().from(parts).limit(1);
    const res = await t.app.inject(`/api/part/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: row!.id, name: row!.name, price: row!.priceCents / 100 });
  });

  it('answers 404 in the standard format for an unknown id', async () => {
    const res = await t.app.inject('/api/part/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Part not found' } });
  });

  it.each(['not-an-id', '1', "1' or '1'='1", '%00'])(
    'answers 400, never 500, for the malformed id %s',
    async (id) => {
      const res = await t.app.inject(`/api/part/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    },
  );

  it('answers 414 in the standard format for an absurdly long id', async () => {
    const res = await t.app.inject(`/api/part/${'a'.repeat(500)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json().error.code).toBe('uri_too_long');
  });
});
