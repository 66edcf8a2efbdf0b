/**
 * The example catalog (issue 42): fixtures/catalog/example-catalog.csv, real parts from the
 * BuildCores OpenDB, is a file the catalog's import takes. Pure: the file read and checked with the
 * shared schemas the import uses, no database. The facts at the end were copied by hand from the
 * source's JSON files (named beside each), not from this file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isAnyCategory, newPartSchema, parseSpecs, specFields, type AnyCategory } from '@coreparts/shared';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { serverRoot, shippedImagesFolder } from '@/paths.ts';
import { CATALOG_COLUMNS, SPEC_KEYS } from './catalog-csv.ts';

const folder = path.join(serverRoot, '../../fixtures/catalog');
const [header, ...records] = parse(readFileSync(path.join(folder, 'example-catalog.csv')), { bom: true }) as string[][];
const rows = records.map((record) => Object.fromEntries(header!.map((column, i) => [column, record[i]!])));

/** A spec cell as the import reads it: numbers, `true`/`false`, lists split on `|`. */
function specsOf(row: Record<string, string>, category: AnyCategory): Record<string, unknown> {
  const specs: Record<string, unknown> = {};
  for (const key of SPEC_KEYS) {
    const text = row[`spec.${key}`];
    if (!text) continue;
    const field = specFields(category).find((f) => f.key === key);
    specs[key] =
      field?.type === 'integer' || field?.type === 'number' ? Number(text) : field?.type === 'boolean' ? text === 'true' : field?.type === 'enum-list' ? text.split('|') : text;
  }
  return specs;
}

const rowNamed = (name: string) => {
  const found = rows.filter((row) => row.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};

describe('the example catalog', () => {
  it('has exactly the columns the export writes and the import reads, in their order', () => {
    expect(header).toEqual([...CATALOG_COLUMNS, ...SPEC_KEYS.map((key) => `spec.${key}`)]);
    expect(records.every((record) => record.length === header!.length)).toBe(true);
  });

  it('has at least 200 parts with unique SKUs and names, each of a known category', () => {
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((row) => row.sku)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.name!.toLowerCase())).size).toBe(rows.length);
    for (const row of rows) expect(isAnyCategory(row.category), row.sku).toBe(true);
    for (const category of ['processor', 'graphics-card', 'motherboard', 'ram', 'ssd', 'power-supply', 'case', 'cpu-cooler']) {
      expect(rows.filter((row) => row.category === category).length, category).toBeGreaterThanOrEqual(20);
    }
  });

  it("passes, row by row, the product form's schema and its category's specification table", () => {
    for (const row of rows) {
      const category = row.category as AnyCategory;
      const specs = specsOf(row, category);
      const checked = parseSpecs(category, specs);
      expect(checked.success ? [] : checked.errors, `${row.sku} specs`).toEqual([]);
      const part = newPartSchema.safeParse({
        sku: row.sku,
        name: row.name,
        category,
        brand: row.brand,
        mpn: row.mpn,
        gtin: row.gtin,
        price: Number(row.price),
        quantity: Number(row.quantity),
        min: Number(row.min),
        description: row.description,
        image: row.image,
        specs,
      });
      expect(part.success ? [] : part.error.issues, row.sku).toEqual([]);
      expect(Number(row.price), row.sku).toBeGreaterThan(0);
      expect(row.gtin, row.sku).toBe('');
      expect(row.images, row.sku).toBe('');
    }
  });

  it('shows only artwork the page ships', () => {
    for (const image of new Set(rows.map((row) => row.image!))) {
      expect(existsSync(path.join(shippedImagesFolder, image.replace(/^\/images\//, ''))), image).toBe(true);
    }
  });

  it('names its source for every part, and its licence beside it', () => {
    const [, ...sources] = parse(readFileSync(path.join(folder, 'example-catalog-sources.csv'))) as string[][];
    expect(sources.map(([sku]) => sku)).toEqual(rows.map((row) => row.sku));
    for (const [, id, file] of sources) expect(file).toMatch(new RegExp(`^open-db/\\w+/${id}\\.json$`));
    const readme = readFileSync(path.join(folder, 'README.md'), 'utf8');
    expect(readme).toContain('https://github.com/buildcores/buildcores-open-db');
    expect(readme).toContain('ODC Attribution License');
    expect(existsSync(path.join(folder, 'LICENSE-ODC-By-1.0.txt'))).toBe(true);
  });

  it('can be searched for "rtx 4070" and "7800x3d"', () => {
    const rtx4070 = rows.filter((row) => /rtx 4070(?! ?(super|ti))/i.test(row.name!));
    expect(rtx4070.length).toBeGreaterThanOrEqual(5);
    for (const card of rtx4070) {
      expect(card.category).toBe('graphics-card');
      expect(card['spec.memoryGb'], card.name).toBe('12');
    }
    expect(rows.filter((row) => /7800x3d/i.test(row.name!))).toHaveLength(1);
  });

  // Copied by hand from open-db/CPU/4dcfffec-423b-4052-8aca-db6c0f84bb43.json.
  it('says of the Ryzen 7 7800X3D what the source does', () => {
    const cpu = rowNamed('AMD Ryzen 7 7800X3D');
    expect(cpu).toMatchObject({
      category: 'processor',
      brand: 'AMD',
      mpn: '100-100000910WOF',
      'spec.socket': 'AM5',
      'spec.cores': '8',
      'spec.threads': '16',
      'spec.baseClockGhz': '4.2',
      'spec.boostClockGhz': '5',
      'spec.l3CacheMb': '96',
      'spec.tdpW': '120',
      'spec.memoryTypes': 'DDR5',
      'spec.includesCooler': 'false',
      'spec.performanceTier': '',
    });
  });

  // Copied by hand from open-db/GPU/8f5377ab-… (NVIDIA Founders Edition GeForce RTX 4070).
  it('says of the RTX 4070 Founders Edition what the source does', () => {
    const card = rowNamed('NVIDIA Founders Edition GeForce RTX 4070 12GB GDDR6X');
    expect(card).toMatchObject({
      category: 'graphics-card',
      brand: 'NVIDIA',
      mpn: '900-1G141-2544-000',
      'spec.memoryGb': '12',
      'spec.memoryType': 'GDDR6X',
      'spec.memoryBusBits': '192',
      'spec.boostClockMhz': '2475',
      'spec.interface': 'PCIe 4.0 x16',
      'spec.tdpW': '200',
      'spec.lengthMm': '244',
      'spec.powerConnectors': '1x 12V-2x6',
    });
  });

  // Copied by hand from open-db/Motherboard/29c3dafb-51e6-4f44-919c-bde84096c884.json.
  it('says of the ASRock B650 LiveMixer what the source does', () => {
    const board = rowNamed('ASRock B650 LiveMixer AM5 DDR5 ATX');
    expect(board).toMatchObject({
      brand: 'ASRock',
      mpn: 'B650 LiveMixer',
      'spec.socket': 'AM5',
      'spec.chipset': 'B650',
      'spec.formFactor': 'ATX',
      'spec.memoryType': 'DDR5',
      'spec.memorySlots': '4',
      'spec.maxMemoryGb': '256',
      'spec.sataPorts': '2',
    });
  });

  // Copied by hand from open-db/RAM/e511f902-1974-46f1-a8f4-b3af3538cf18.json.
  it('says of the Acer HT200 DDR5-6000 kit what the source does', () => {
    const kit = rowNamed('Acer HT200 32GB (2 x 16 GB) DDR5 6000 CL30 Black');
    expect(kit).toMatchObject({
      brand: 'Acer',
      mpn: 'BL.9BWWA.439',
      'spec.memoryType': 'DDR5',
      'spec.speedMts': '6000',
      'spec.casLatency': '30',
      'spec.modules': '2',
      'spec.moduleGb': '16',
      'spec.voltage': '1.35',
      'spec.ecc': 'false',
      'spec.rgb': 'false',
      'spec.heightMm': '48',
    });
  });
});
