import { describe, expect, it } from 'vitest';
import { changedFilters, filtersFrom, searchParamsOf, setBound, setIs, toggleValue } from './filters.ts';

const read = (query: string) => filtersFrom(new URLSearchParams(query));
const write = (query: string) => searchParamsOf(read(query)).toString();

describe('the /parts URL and its filters', () => {
  it('reads specification filters of the chosen category', () => {
    expect(read('category=ram&spec.memoryType=DDR5&spec.speedMts.min=6000&spec.rgb=true').specs).toEqual([
      { key: 'memoryType', kind: 'any-of', values: ['DDR5'] },
      { key: 'speedMts', kind: 'range', min: 6000 },
      { key: 'rgb', kind: 'is', value: true },
    ]);
  });

  it('writes them back as they were read, in one spelling whatever the order given', () => {
    expect(write('category=ram&spec.memoryType=DDR5&spec.speedMts.min=6000&spec.speedMts.max=7200&sort=price-asc')).toBe(
      'category=ram&spec.memoryType=DDR5&spec.speedMts.min=6000&spec.speedMts.max=7200&sort=price-asc',
    );
    expect(write('spec.speedMts.min=6000&spec.memoryType=DDR5&spec.memoryType=DDR4&category=ram')).toBe(
      'category=ram&spec.memoryType=DDR4&spec.memoryType=DDR5&spec.speedMts.min=6000',
    );
  });

  it('drops only the parameters the category cannot apply', () => {
    expect(write('category=ram&spec.memoryType=DDR9&spec.speedMts.min=fast&spec.socket=AM5&spec.ecc=true')).toBe('category=ram&spec.ecc=true');
    expect(write('category=ram&spec.speedMts.min=7000&spec.speedMts.max=6000')).toBe('category=ram&spec.speedMts.max=6000');
  });

  it('has no specification filters without a category', () => {
    expect(read('spec.memoryType=DDR5').specs).toEqual([]);
    expect(write('spec.memoryType=DDR5&q=kit')).toBe('q=kit');
  });

  it('knows all twelve categories', () => {
    expect(read('category=cpu-cooler').category).toBe('cpu-cooler');
    expect(read('category=toaster').category).toBeNull();
  });
});

describe('changing the filters', () => {
  const ram = read('category=ram&spec.memoryType=DDR5');

  it('clears the specification filters when the category changes', () => {
    expect(changedFilters(ram, { category: 'ssd' }).specs).toEqual([]);
    expect(changedFilters(ram, { category: null }).specs).toEqual([]);
    expect(changedFilters(ram, { q: 'kit' }).specs).toEqual(ram.specs);
  });

  it('adds and removes the values of a multi-select', () => {
    const both = toggleValue(ram.specs, 'memoryType', 'DDR4');
    expect(both).toEqual([{ key: 'memoryType', kind: 'any-of', values: ['DDR5', 'DDR4'] }]);
    expect(toggleValue(toggleValue(both, 'memoryType', 'DDR4'), 'memoryType', 'DDR5')).toEqual([]);
  });

  it('sets and clears each end of a range, and yes/no', () => {
    const min = setBound([], 'speedMts', 'min', 6000);
    expect(setBound(min, 'speedMts', 'max', 7200)).toEqual([{ key: 'speedMts', kind: 'range', min: 6000, max: 7200 }]);
    expect(setBound(min, 'speedMts', 'min', undefined)).toEqual([]);
    expect(setIs([], 'ecc', false)).toEqual([{ key: 'ecc', kind: 'is', value: false }]);
    expect(setIs(setIs([], 'ecc', false), 'ecc', null)).toEqual([]);
  });
});
