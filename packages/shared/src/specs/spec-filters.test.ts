import { describe, expect, it } from 'vitest';
import { parseSpecFilters, specsMatch, type SpecCondition } from './spec-filters.ts';

const conditions = (category: Parameters<typeof parseSpecFilters>[0], query: string) => {
  const result = parseSpecFilters(category, new URLSearchParams(query));
  return result.success ? result.conditions : result.errors;
};

describe('parseSpecFilters', () => {
  it.each<[string, Parameters<typeof parseSpecFilters>[0], string, SpecCondition[]]>([
    ['the contract’s example', 'ram', 'spec.memoryType=DDR5&spec.speedMts.min=6000', [
      { key: 'memoryType', kind: 'any-of', values: ['DDR5'] },
      { key: 'speedMts', kind: 'range', min: 6000 },
    ]],
    ['a repeated value as any of them', 'processor', 'spec.socket=AM5&spec.socket=LGA1700&spec.socket=AM5', [
      { key: 'socket', kind: 'any-of', values: ['AM5', 'LGA1700'] },
    ]],
    ['both ends of a range, decimals allowed', 'processor', 'spec.boostClockGhz.max=5.5&spec.boostClockGhz.min=4.8', [
      { key: 'boostClockGhz', kind: 'range', max: 5.5, min: 4.8 },
    ]],
    ['yes and no', 'processor', 'spec.integratedGraphics=true&spec.includesCooler=false', [
      { key: 'integratedGraphics', kind: 'is', value: true },
      { key: 'includesCooler', kind: 'is', value: false },
    ]],
    ['a list field by any of its values', 'case', 'spec.supportedFormFactors=Mini-ITX', [
      { key: 'supportedFormFactors', kind: 'any-of', values: ['Mini-ITX'] },
    ]],
    ['only its own parameters', 'ssd', 'category=ssd&sort=price&q=nvme&spec.interface=NVMe', [
      { key: 'interface', kind: 'any-of', values: ['NVMe'] },
    ]],
    ['no filter at all', 'ssd', 'category=ssd', []],
  ])('reads %s', (_what, category, query, expected) => {
    expect(conditions(category, query)).toEqual(expected);
  });

  it('reads a query object as the server parses it, repeated values as arrays', () => {
    expect(parseSpecFilters('ram', { category: 'ram', 'spec.memoryType': ['DDR4', 'DDR5'], 'spec.casLatency.max': '32' })).toEqual({
      success: true,
      conditions: [
        { key: 'memoryType', kind: 'any-of', values: ['DDR4', 'DDR5'] },
        { key: 'casLatency', kind: 'range', max: 32 },
      ],
    });
  });

  it.each([
    ['an unknown key', 'spec.chipset=B650', 'spec.chipset', 'spec.chipset is not a filter for RAM'],
    ['a range on a vocabulary field', 'spec.memoryType.min=DDR4', 'spec.memoryType.min', 'spec.memoryType.min is not a filter for RAM'],
    ['a number without its bound', 'spec.speedMts=6000', 'spec.speedMts', 'spec.speedMts is not a filter for RAM'],
    ['a bound that is not min or max', 'spec.speedMts.avg=6000', 'spec.speedMts.avg', 'spec.speedMts.avg is not a filter for RAM'],
    ['a field that is not filtered', 'spec.voltage.max=1.35', 'spec.voltage.max', 'spec.voltage.max is not a filter for RAM'],
    ['a word for a number', 'spec.speedMts.min=fast', 'spec.speedMts.min', 'spec.speedMts.min must be a number'],
    ['an exponent for a number', 'spec.speedMts.min=6e3', 'spec.speedMts.min', 'spec.speedMts.min must be a number'],
    ['an empty number', 'spec.speedMts.min=', 'spec.speedMts.min', 'spec.speedMts.min must be a number'],
    ['a bound given twice', 'spec.speedMts.min=5600&spec.speedMts.min=6000', 'spec.speedMts.min', 'spec.speedMts.min must be given once'],
    ['a value outside the vocabulary', 'spec.memoryType=DDR6', 'spec.memoryType', 'Memory Type must be one of: DDR3, DDR4, DDR5'],
    ['yes/no as a word', 'spec.rgb=yes', 'spec.rgb', 'spec.rgb must be true or false'],
    ['a range upside down', 'spec.speedMts.min=7000&spec.speedMts.max=6000', 'spec.speedMts.min', 'spec.speedMts.min cannot be above spec.speedMts.max'],
  ])('refuses %s, naming it', (_what, query, param, message) => {
    expect(parseSpecFilters('ram', new URLSearchParams(query))).toEqual({ success: false, errors: [{ param, message }] });
  });

  it('names every wrong parameter', () => {
    expect(conditions('processor', 'spec.cores.min=x&spec.colour=red').map((e) => 'param' in e && e.param)).toEqual(['spec.cores.min', 'spec.colour']);
  });
});

describe('specsMatch', () => {
  const kit = { memoryType: 'DDR5', speedMts: 6000, rgb: true };
  const board = { supportedFormFactors: ['ATX', 'Micro-ATX'] };

  it.each<[string, Record<string, unknown>, SpecCondition, boolean]>([
    ['a value among the asked ones', kit, { key: 'memoryType', kind: 'any-of', values: ['DDR4', 'DDR5'] }, true],
    ['a value not asked for', kit, { key: 'memoryType', kind: 'any-of', values: ['DDR4'] }, false],
    ['a list sharing a value', board, { key: 'supportedFormFactors', kind: 'any-of', values: ['Mini-ITX', 'ATX'] }, true],
    ['a list sharing none', board, { key: 'supportedFormFactors', kind: 'any-of', values: ['Mini-ITX'] }, false],
    ['a number on a bound', kit, { key: 'speedMts', kind: 'range', min: 6000, max: 6000 }, true],
    ['a number below the range', kit, { key: 'speedMts', kind: 'range', min: 6400 }, false],
    ['a number above the range', kit, { key: 'speedMts', kind: 'range', max: 5600 }, false],
    ['the yes asked for', kit, { key: 'rgb', kind: 'is', value: true }, true],
    ['a no where yes is asked', kit, { key: 'rgb', kind: 'is', value: false }, false],
    ['a missing field, for a range', {}, { key: 'speedMts', kind: 'range', max: 9000 }, false],
    ['a missing field, for a no', {}, { key: 'rgb', kind: 'is', value: false }, false],
  ])('%s → %s', (_what, specs, condition, expected) => {
    expect(specsMatch(specs, [condition])).toBe(expected);
  });

  it('needs every condition', () => {
    expect(specsMatch(kit, [{ key: 'memoryType', kind: 'any-of', values: ['DDR5'] }, { key: 'speedMts', kind: 'range', min: 6400 }])).toBe(false);
  });
});
