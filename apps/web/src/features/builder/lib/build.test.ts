import { describe, expect, it } from 'vitest';
import { builderSearch, formatBuild, parseBuild, withChosen, withoutPart, withQuantity } from './build.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the build in the address', () => {
  it('reads back what it writes', () => {
    const lines = [
      { id: id(1), quantity: 1 },
      { id: id(2), quantity: 2 },
    ];
    expect(formatBuild(lines)).toBe(`${id(1)}:1,${id(2)}:2`);
    expect(parseBuild(formatBuild(lines))).toEqual(lines);
    expect(builderSearch(lines)).toBe(`?parts=${id(1)}:1,${id(2)}:2`);
    expect(builderSearch([])).toBe('');
  });

  it.each<[string, string | null, { id: string; quantity: number }[]]>([
    ['nothing', null, []],
    ['an empty text', '', []],
    ['a missing quantity as 1', id(1), [{ id: id(1), quantity: 1 }]],
    ['upper-case ids in lower case', `${id(1).toUpperCase()}:2`, [{ id: id(1), quantity: 2 }]],
    ['a quantity kept within 1 to 16', `${id(1)}:0,${id(2)}:99,${id(3)}:2.7`, [{ id: id(1), quantity: 1 }, { id: id(2), quantity: 16 }, { id: id(3), quantity: 2 }]],
    ['what is not a part id left out', `cpu:1,${id(1)}:1,,:3`, [{ id: id(1), quantity: 1 }]],
    ['a quantity that is not a number left out', `${id(1)}:two,${id(2)}:1`, [{ id: id(2), quantity: 1 }]],
    ['a part named twice: its first line', `${id(1)}:1,${id(1)}:3`, [{ id: id(1), quantity: 1 }]],
  ])('reads %s', (_, raw, lines) => {
    expect(parseBuild(raw)).toEqual(lines);
  });

  it('reads at most 32 lines', () => {
    const raw = Array.from({ length: 40 }, (_, i) => `${id(i)}:1`).join(',');
    expect(parseBuild(raw)).toHaveLength(32);
  });
});

describe('changing the build', () => {
  const build = [
    { id: id(1), quantity: 1 },
    { id: id(2), quantity: 2 },
  ];

  it('adds a part chosen in an empty row at the end', () => {
    expect(withChosen(build, id(3))).toEqual([...build, { id: id(3), quantity: 1 }]);
  });

  it('puts a part chosen in place of another where it was, with the quantity asked', () => {
    expect(withChosen(build, id(3), { replacing: id(2), quantity: 2 })).toEqual([
      { id: id(1), quantity: 1 },
      { id: id(3), quantity: 2 },
    ]);
  });

  it('adds to the line of a part already in the build instead of naming it twice', () => {
    expect(withChosen(build, id(2))).toEqual([
      { id: id(1), quantity: 1 },
      { id: id(2), quantity: 3 },
    ]);
    expect(withChosen(build, id(2), { replacing: id(1) })).toEqual([{ id: id(2), quantity: 3 }]);
  });

  it('changing a row to its own part changes nothing', () => {
    expect(withChosen(build, id(2), { replacing: id(2), quantity: 2 })).toEqual(build);
  });

  it('removes a part and sets a quantity within 1 to 16', () => {
    expect(withoutPart(build, id(1))).toEqual([{ id: id(2), quantity: 2 }]);
    expect(withQuantity(build, id(2), 20)).toEqual([
      { id: id(1), quantity: 1 },
      { id: id(2), quantity: 16 },
    ]);
  });
});
