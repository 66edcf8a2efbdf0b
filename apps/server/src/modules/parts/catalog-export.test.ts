/**
 * The catalog's export (issue 42): every live part as CSV in the import's columns, identity and
 * specifications included, formula-safe, for admins only.
 */
import { specTables, type Part } from '@coreparts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAccount, type TestAccount } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
  customer = await createAccount(t);
});
afterAll(() => t?.close());

/** RFC 4180 as the export writes it: quoted cells with doubled quotes, CRLF between lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

async function exported() {
  const res = await callAs(t, 'GET', '/api/admin/catalog/export.csv', admin);
  expect(res.statusCode, res.body).toBe(200);
  const [header, ...lines] = parseCsv(res.body);
  const rows = lines.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!])));
  return { res, header: header!, rows };
}

describe('the catalog’s export', () => {
  it('writes the import’s columns, then every specification key once, as a file to save', async () => {
    const { res, header } = await exported();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(header.slice(0, 12)).toEqual(['sku', 'name', 'category', 'brand', 'mpn', 'gtin', 'price', 'quantity', 'min', 'description', 'image', 'images']);
    const specColumns = header.slice(12);
    expect(new Set(specColumns).size).toBe(specColumns.length);
    for (const field of specTables.processor) expect(specColumns).toContain(`spec.${field.key}`);
    for (const field of specTables.ram) expect(specColumns).toContain(`spec.${field.key}`);
  });

  it('has every live part once, with its identity, price in dollars and specifications', async () => {
    const created = await callAs(t, 'POST', '/api/part', admin, {
      name: 'Export Test Memory 2x16GB',
      category: 'ram',
      price: 104.5,
      quantity: 7,
      min: 1,
      image: '/images/parts/vortex-vx-7700-12gb.webp',
      description: 'Two modules, "matched", for the export test.',
      brand: 'Zephyrion',
      mpn: 'ZX-DDR5-6000-32',
      sku: 'CP-EXP-0001',
      gtin: '4006381333931',
      specs: { memoryType: 'DDR5', moduleFormat: 'DIMM', speedMts: 6000, modules: 2, moduleGb: 16, profiles: ['XMP 3.0', 'EXPO'], ecc: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const part = created.json() as Part;

    const { rows } = await exported();
    const live = (await t.app.inject('/api/all-parts')).json() as Part[];
    expect(rows).toHaveLength(live.length);
    const row = rows.find((r) => r.sku === 'CP-EXP-0001')!;
    expect(row).toMatchObject({
      name: 'Export Test Memory 2x16GB',
      category: 'ram',
      brand: 'Zephyrion',
      mpn: 'ZX-DDR5-6000-32',
      gtin: '4006381333931',
      price: '104.5',
      quantity: '7',
      min: '1',
      description: 'Two modules, "matched", for the export test.',
      image: '/images/parts/vortex-vx-7700-12gb.webp',
      images: '',
    });
    expect(part.specs.speedMts).toBe(6000);
    expect(row).toMatchObject({ 'spec.memoryType': 'DDR5', 'spec.moduleFormat': 'DIMM', 'spec.speedMts': '6000', 'spec.modules': '2', 'spec.moduleGb': '16', 'spec.profiles': 'XMP 3.0|EXPO', 'spec.ecc': 'false', 'spec.voltage': '' });

    // A deleted part is not in the catalog.
    expect((await callAs(t, 'DELETE', `/api/part/${part._id}`, admin)).statusCode).toBe(200);
    expect((await exported()).rows.some((r) => r.sku === 'CP-EXP-0001')).toBe(false);
  });

  it('keeps a name a spreadsheet would run as a formula as text', async () => {
    const created = await callAs(t, 'POST', '/api/part', admin, {
      name: '=HYPERLINK("http://evil.example","Card")',
      category: 'graphics-card',
      price: 10,
      quantity: 1,
      min: 1,
      image: '/images/parts/vortex-vx-7700-12gb.webp',
      description: '+1 a description that starts like a formula',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { res } = await exported();
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Card"")"`);
    expect(res.body).toContain(`"'+1 a description that starts like a formula"`);
  });

  it('is the admin’s alone', async () => {
    expect((await callAs(t, 'GET', '/api/admin/catalog/export.csv', customer)).statusCode).toBe(403);
    expect((await t.app.inject('/api/admin/catalog/export.csv')).statusCode).toBe(401);
  });
});
