import { describe, expect, it } from 'vitest';
import { allCategories, allCategorySlugs, categories, categoryLabel } from '../categories.ts';
import type { SpecField } from './spec-field.ts';
import { specTables } from './spec-tables.ts';

describe('categories', () => {
  it('keeps the spec’s eight for the home page and adds the four a working PC needs', () => {
    expect(categories.map((c) => c.slug)).toEqual(['graphics-card', 'ram', 'processor', 'ssd', 'keyboard', 'mouse', 'printer', 'router']);
    expect(allCategorySlugs).toEqual([...categories.map((c) => c.slug), 'motherboard', 'power-supply', 'case', 'cpu-cooler']);
    expect(['motherboard', 'power-supply', 'case', 'cpu-cooler'].map(categoryLabel)).toEqual(['Motherboard', 'Power Supply', 'Case', 'CPU Cooler']);
  });

  it('has exactly one specification table per category', () => {
    expect(Object.keys(specTables).sort()).toEqual(allCategories.map((c) => c.slug).sort());
  });
});

/** What is wrong with one row, or null when it is well formed. */
function rowProblem(field: SpecField): string | null {
  if (!/^[a-z][A-Za-z0-9]*$/.test(field.key)) return 'key is not camelCase';
  if (field.label.trim() !== field.label || field.label === '') return 'label is blank or padded';
  switch (field.type) {
    case 'number':
    case 'integer':
      if (!(field.min < field.max)) return 'min is not below max';
      if (field.type === 'integer' && !(Number.isInteger(field.min) && Number.isInteger(field.max))) return 'integer bounds are fractions';
      return field.filter === 'range' || field.filter === 'none' ? null : 'a number filters by range or not at all';
    case 'enum':
    case 'enum-list':
      if (new Set(field.values).size !== field.values.length) return 'a value repeats';
      if (field.values.some((value) => value.trim() === '' || value.includes(','))) return 'a value is blank or has a comma';
      return 'better' in field ? 'only numbers compare better' : null;
    case 'boolean':
      return 'better' in field ? 'only numbers compare better' : null;
    case 'text':
      return field.filter === 'none' ? null : 'text is never filtered';
  }
}

describe.each(Object.entries(specTables))('the %s table', (_category, fields: readonly SpecField[]) => {
  it('names every field once', () => {
    expect(new Set(fields.map((f) => f.key)).size).toBe(fields.length);
  });

  it.each(fields.map((f) => [f.key, f] as const))('has a well-formed %s row', (_key, field) => {
    expect(rowProblem(field)).toBeNull();
  });
});

// The keys compatibility rules read (issue 26): exact names, types and units.
const contract: [category: keyof typeof specTables, key: string, type: SpecField['type'], unit?: string][] = [
  ['processor', 'socket', 'enum'],
  ['processor', 'cores', 'integer'],
  ['processor', 'threads', 'integer'],
  ['processor', 'baseClockGhz', 'number', 'GHz'],
  ['processor', 'boostClockGhz', 'number', 'GHz'],
  ['processor', 'tdpW', 'integer', 'W'],
  ['processor', 'memoryTypes', 'enum-list'],
  ['processor', 'integratedGraphics', 'boolean'],
  ['processor', 'includesCooler', 'boolean'],
  ['motherboard', 'socket', 'enum'],
  ['motherboard', 'chipset', 'enum'],
  ['motherboard', 'formFactor', 'enum'],
  ['motherboard', 'memoryType', 'enum'],
  ['motherboard', 'memorySlots', 'integer'],
  ['motherboard', 'maxMemoryGb', 'integer', 'GB'],
  ['motherboard', 'm2Slots', 'integer'],
  ['motherboard', 'sataPorts', 'integer'],
  ['ram', 'memoryType', 'enum'],
  ['ram', 'moduleFormat', 'enum'],
  ['ram', 'speedMts', 'integer', 'MT/s'],
  ['ram', 'modules', 'integer'],
  ['ram', 'moduleGb', 'integer', 'GB'],
  ['ram', 'casLatency', 'integer'],
  ['graphics-card', 'memoryGb', 'integer', 'GB'],
  ['graphics-card', 'memoryType', 'enum'],
  ['graphics-card', 'boostClockMhz', 'integer', 'MHz'],
  ['graphics-card', 'tdpW', 'integer', 'W'],
  ['graphics-card', 'lengthMm', 'integer', 'mm'],
  ['graphics-card', 'slotWidth', 'number'],
  ['graphics-card', 'interface', 'enum'],
  ['graphics-card', 'recommendedPsuW', 'integer', 'W'],
  ['ssd', 'capacityGb', 'integer', 'GB'],
  ['ssd', 'interface', 'enum'],
  ['ssd', 'formFactor', 'enum'],
  ['ssd', 'readMbs', 'integer', 'MB/s'],
  ['ssd', 'writeMbs', 'integer', 'MB/s'],
  ['power-supply', 'wattage', 'integer', 'W'],
  ['power-supply', 'efficiency', 'enum'],
  ['power-supply', 'modular', 'enum'],
  ['power-supply', 'formFactor', 'enum'],
  ['case', 'supportedFormFactors', 'enum-list'],
  ['case', 'maxGpuLengthMm', 'integer', 'mm'],
  ['case', 'maxCoolerHeightMm', 'integer', 'mm'],
  ['case', 'psuFormFactors', 'enum-list'],
  ['cpu-cooler', 'sockets', 'enum-list'],
  ['cpu-cooler', 'heightMm', 'integer', 'mm'],
  ['cpu-cooler', 'kind', 'enum'],
  ['cpu-cooler', 'tdpRatingW', 'integer', 'W'],
];

describe('the keys compatibility reads', () => {
  it.each(contract)('%s has %s (%s %s)', (category, key, type, unit) => {
    const field: SpecField | undefined = specTables[category].find((f) => f.key === key);
    expect(field?.type).toBe(type);
    if (unit) expect(field).toHaveProperty('unit', unit);
  });

  const values = (category: keyof typeof specTables, key: string) => {
    const field: SpecField | undefined = specTables[category].find((f) => f.key === key);
    return field && 'values' in field ? field.values : [];
  };

  it('speaks the industry’s vocabularies', () => {
    expect(values('processor', 'socket')).toEqual(expect.arrayContaining(['AM4', 'AM5', 'LGA1700', 'LGA1851']));
    expect(values('ram', 'memoryType')).toEqual(['DDR3', 'DDR4', 'DDR5']);
    expect(values('ram', 'moduleFormat')).toEqual(['DIMM', 'SO-DIMM']);
    expect(values('motherboard', 'formFactor')).toEqual(['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX']);
    expect(values('graphics-card', 'memoryType')).toEqual(expect.arrayContaining(['GDDR6', 'GDDR6X', 'GDDR7']));
    expect(values('graphics-card', 'interface')).toEqual(expect.arrayContaining(['PCIe 3.0 x16', 'PCIe 4.0 x16', 'PCIe 5.0 x16']));
    expect(values('ssd', 'interface')).toEqual(['NVMe', 'SATA']);
    expect(values('ssd', 'formFactor')).toEqual(['M.2 2280', 'M.2 2242', 'M.2 2230', '2.5"']);
    expect(values('power-supply', 'efficiency')).toEqual(['White', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Titanium']);
    expect(values('power-supply', 'modular')).toEqual(['Full', 'Semi', 'No']);
    expect(values('power-supply', 'formFactor')).toEqual(expect.arrayContaining(['ATX', 'SFX']));
    expect(values('cpu-cooler', 'kind')).toEqual(['air', 'liquid']);
  });
});
