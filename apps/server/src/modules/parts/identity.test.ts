/**
 * A part's identity (decision 089): brand, MPN, GTIN and SKU written by an admin, answered on every
 * part the API gives, found by search, a GTIN with a wrong check digit a 400 naming `gtin`, and a
 * SKU one live part's at a time (409), free again once that part is deleted.
 */
import { messages, type Part } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAccount, type ApiMethod, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
});
afterAll(() => t?.close());

const call = (method: ApiMethod, url: string, payload?: object) => callAs(t, method, url, admin, payload);

let named = 0;
/** A new part, named afresh, with these fields besides. */
const newPart = (fields: object = {}) => ({
  name: `Identity Test Card ${++named}`,
  category: 'graphics-card',
  price: 299.99,
  quantity: 12,
  min: 1,
  image: '/images/parts/vortex-vx-7700-12gb.webp',
  description: 'A card for the identity tests.',
  ...fields,
});

async function addPart(fields: object = {}): Promise<Part> {
  const res = await call('POST', '/api/part', newPart(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Part;
}

const identityOf = ({ brand, mpn, gtin, sku }: Partial<Part>) => ({ brand, mpn, gtin, sku });
const searchIds = async (q: string) => ((await t.app.inject(`/api/parts?q=${encodeURIComponent(q)}`)).json() as { items: Part[] }).items.map((p) => p._id);

describe('a part’s identity, written and answered', () => {
  it('is taken trimmed with a new part and answered on every part the API gives', async () => {
    const part = await addPart({ brand: ' Zephyrion ', mpn: 'ZPX-4471QK ', sku: ' CP-IDT-7001', gtin: '4 006381 333931' });
    const identity = { brand: 'Zephyrion', mpn: 'ZPX-4471QK', sku: 'CP-IDT-7001', gtin: '4006381333931' };
    expect(identityOf(part)).toEqual(identity);

    expect(identityOf((await t.app.inject(`/api/part/${part._id}`)).json())).toEqual(identity);
    const catalog = (await t.app.inject('/api/all-parts')).json() as Part[];
    expect(identityOf(catalog.find((p) => p._id === part._id)!)).toEqual(identity);
    const page = (await t.app.inject(`/api/parts?category=graphics-card&limit=100`)).json() as { items: Part[] };
    expect(identityOf(page.items.find((p) => p._id === part._id)!)).toEqual(identity);
    const managed = (await call('GET', `/api/admin/parts?q=${encodeURIComponent(part.name)}`)).json() as { items: Part[] };
    expect(managed.items.map(identityOf)).toEqual([identity]);
  });

  it('is absent from a part that has none, empty fields and nulls included', async () => {
    const part = await addPart({ brand: '', mpn: '   ', sku: null, gtin: '' });
    for (const key of ['brand', 'mpn', 'sku', 'gtin']) expect(part).not.toHaveProperty(key);
    expect((await t.app.inject(`/api/part/${part._id}`)).json()).not.toHaveProperty('sku');
  });

  it('is answered on the demo parts: their brand, MPN and SKU', async () => {
    const catalog = (await t.app.inject('/api/all-parts')).json() as Part[];
    const vortex = catalog.find((p) => p.name === 'Vortex VX 7700 Graphics Card 12GB')!;
    expect(identityOf(vortex)).toEqual({ brand: 'Vortex', mpn: 'VX7700-12GD6-TF', sku: 'CP-GPU-1001', gtin: undefined });
  });

  it('changes in an update: a value given replaces, an empty field keeps, null removes', async () => {
    const part = await addPart({ brand: 'Zephyrion', mpn: 'ZPX-1', sku: 'CP-IDT-7002', gtin: '96385074' });
    const res = await call('PATCH', `/api/part/${part._id}`, { brand: '', mpn: 'ZPX-2', sku: null, gtin: '036000291452' });
    expect(res.statusCode, res.body).toBe(200);
    expect(identityOf(res.json())).toEqual({ brand: 'Zephyrion', mpn: 'ZPX-2', sku: undefined, gtin: '036000291452' });
    expect(identityOf((await t.app.inject(`/api/part/${part._id}`)).json())).toEqual(identityOf(res.json()));
    // Other fields are left as they were.
    expect((await call('PATCH', `/api/part/${part._id}`, { brand: null })).json()).toMatchObject({ name: part.name, mpn: 'ZPX-2', price: 299.99 });
  });
});

describe('a wrong GTIN', () => {
  it.each([
    ['a wrong check digit', '4006381333932', messages.identity.gtinCheckDigit],
    ['ten digits', '0123456789', messages.identity.gtinDigits],
    ['letters', '40063813339X1', messages.identity.gtinDigits],
  ])('is refused with 400 naming gtin: %s, on a new part and in an update', async (_what, gtin, message) => {
    const before = ((await t.app.inject('/api/all-parts')).json() as Part[]).length;
    const res = await call('POST', '/api/part', newPart({ gtin }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: `Invalid body: gtin: ${message}` } });
    expect(((await t.app.inject('/api/all-parts')).json() as Part[]).length).toBe(before);

    const part = await addPart({ gtin: '4006381333931' });
    const patched = await call('PATCH', `/api/part/${part._id}`, { gtin, name: 'Not renamed' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().error.message).toBe(`Invalid body: gtin: ${message}`);
    expect((await t.app.inject(`/api/part/${part._id}`)).json()).toMatchObject({ name: part.name, gtin: '4006381333931' });
  });

  it.each([
    ['a SKU with a space', { sku: 'CP IDT 1' }, `sku: ${messages.identity.skuInvalid(50)}`],
    ['a brand too long', { brand: 'B'.repeat(71) }, `brand: ${messages.identity.brandInvalid(70)}`],
    ['an MPN on two lines', { mpn: 'ZPX\n1' }, `mpn: ${messages.identity.mpnInvalid(70)}`],
  ])('and %s are 400s naming their field too', async (_what, fields, issue) => {
    const res = await call('POST', '/api/part', newPart(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`Invalid body: ${issue}`);
  });
});

describe('a SKU is one live part’s', () => {
  it('refuses a SKU another live part has, whatever its case, with 409 and changes nothing', async () => {
    const first = await addPart({ sku: 'CP-IDT-7101' });
    const before = ((await t.app.inject('/api/all-parts')).json() as Part[]).length;
    for (const sku of ['CP-IDT-7101', 'cp-idt-7101']) {
      const res = await call('POST', '/api/part', newPart({ sku }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: { code: 'sku_in_use', message: messages.identity.skuInUse(sku) } });
    }
    expect(((await t.app.inject('/api/all-parts')).json() as Part[]).length).toBe(before);

    const other = await addPart({ sku: 'CP-IDT-7102' });
    const res = await call('PATCH', `/api/part/${other._id}`, { sku: 'Cp-Idt-7101', price: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('sku_in_use');
    expect((await t.app.inject(`/api/part/${other._id}`)).json()).toMatchObject({ sku: 'CP-IDT-7102', price: 299.99 });
    // A part keeps its own SKU through an update, and the first part still has it.
    expect((await call('PATCH', `/api/part/${first._id}`, { sku: 'CP-IDT-7101', price: 7 })).statusCode).toBe(200);
  });

  it('refuses a demo part’s SKU', async () => {
    expect((await call('POST', '/api/part', newPart({ sku: 'CP-GPU-1001' }))).statusCode).toBe(409);
  });

  it('frees a SKU when its part is deleted: a new part may take it', async () => {
    const old = await addPart({ sku: 'CP-IDT-7201' });
    expect((await call('DELETE', `/api/part/${old._id}`)).statusCode).toBe(200);
    const successor = await addPart({ sku: 'CP-IDT-7201' });
    expect(successor.sku).toBe('CP-IDT-7201');
    // And a part whose SKU was removed frees it too.
    const renamed = await addPart({ sku: 'CP-IDT-7202' });
    expect((await call('PATCH', `/api/part/${renamed._id}`, { sku: null })).statusCode).toBe(200);
    expect((await addPart({ sku: 'CP-IDT-7202' })).sku).toBe('CP-IDT-7202');
  });
});

describe('search finds a part by its identity (decision 078)', () => {
  let part: Part;
  beforeAll(async () => {
    part = await addPart({ brand: 'Quorvane', mpn: 'QVN-88X2TB', sku: 'CP-IDT-7301', gtin: '9780306406157' });
  });

  it.each([
    ['its brand', 'quorvane'],
    ['its brand and a word of its name', 'Quorvane identity'],
    ['its MPN as written', 'QVN-88X2TB'],
    ['its MPN without the dash', 'qvn 88x2tb'],
    ['its SKU', 'CP-IDT-7301'],
    ['its GTIN', '9780306406157'],
  ])('by %s: %s', async (_what, q) => {
    expect(await searchIds(q)).toEqual([part._id]);
  });

  it('by a demo part’s SKU, the first of its category', async () => {
    const page = (await t.app.inject('/api/parts?q=CP-GPU-1001')).json() as { items: Part[]; total: number };
    expect(page.items.map((p) => p.name)).toEqual(['Vortex VX 7700 Graphics Card 12GB']);
    expect(page.total).toBe(1);
  });

  it('no longer by an identity removed', async () => {
    const gone = await addPart({ brand: 'Obsidrel' });
    expect(await searchIds('obsidrel')).toEqual([gone._id]);
    await call('PATCH', `/api/part/${gone._id}`, { brand: null });
    expect(await searchIds('obsidrel')).toEqual([]);
  });
});
