import { messages, type AnyCategory, type Part, type SpecValues } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { compareRows } from './compare.ts';
import { addToCompare, comparedIdsFrom, removeFromCompare, type ComparedPart } from './compare-list.ts';

const gpu = (id: string): ComparedPart => ({ id, category: 'graphics-card' });

const part = (id: string, category: AnyCategory, specs: SpecValues): Part => ({
  _id: id, name: id, category, price: 100, image: '/images/x.webp', images: ['/images/x.webp'], text: '', min: 1, quantity: 5, specs,
});

describe('choosing parts to compare', () => {
  it('adds parts of one category, each once, up to four', () => {
    let list: ComparedPart[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'b']) {
      const result = addToCompare(list, gpu(id));
      if (!result.ok) throw new Error(result.message);
      list = result.list;
    }
    expect(list.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(addToCompare(list, gpu('e'))).toEqual({ ok: false, message: messages.compare.full(4) });
  });

  it('says why a part of another category cannot join', () => {
    expect(addToCompare([gpu('a')], { id: 'r', category: 'ram' })).toEqual({
      ok: false,
      message: messages.compare.otherCategory('Graphics Card'),
    });
    expect(addToCompare(removeFromCompare([gpu('a')], 'a'), { id: 'r', category: 'ram' }).ok).toBe(true);
  });

  it('reads the ids of a shared address, without repeats, at most four', () => {
    expect(comparedIdsFrom(new URLSearchParams('ids=a,b,a,,c,d,e'))).toEqual(['a', 'b', 'c', 'd']);
    expect(comparedIdsFrom(new URLSearchParams(''))).toEqual([]);
  });
});

describe('the comparison table', () => {
  const parts = [
    part('a', 'graphics-card', { memoryGb: 12, tdpW: 245, memoryType: 'GDDR6', displayPorts: 3 }),
    part('b', 'graphics-card', { memoryGb: 16, tdpW: 300, memoryType: 'GDDR6', displayPorts: 2 }),
    part('c', 'graphics-card', { memoryGb: 16, memoryType: 'GDDR6X', displayPorts: 3 }),
  ];
  const rows = compareRows('graphics-card', parts);
  const row = (key: string) => rows.find((r) => r.field.key === key)!;

  it('marks the better value where the field has a direction: higher or lower', () => {
    expect(row('memoryGb').cells.map((c) => c.best)).toEqual([false, true, true]);
    expect(row('tdpW').cells.map((c) => c.best)).toEqual([true, false, false]);
  });

  it('marks no value where the field has no direction, or every part has the same', () => {
    expect(row('displayPorts').cells.some((c) => c.best)).toBe(false);
    const same = compareRows('graphics-card', [parts[0]!, part('d', 'graphics-card', { memoryGb: 12 })]);
    expect(same.find((r) => r.field.key === 'memoryGb')!.cells.some((c) => c.best)).toBe(false);
  });

  it('shows units, a dash where a part states nothing, and whether the row differs', () => {
    expect(row('tdpW').cells.map((c) => c.text)).toEqual(['245 W', '300 W', '—']);
    expect(row('memoryType').differs).toBe(true);
    expect(compareRows('graphics-card', parts.slice(0, 2)).find((r) => r.field.key === 'memoryType')!.differs).toBe(false);
  });

  it('has a row only for fields some part states, in the table’s order', () => {
    expect(rows.map((r) => r.field.key)).toEqual(['memoryGb', 'memoryType', 'tdpW', 'displayPorts']);
  });
});
