import { describe, expect, it } from 'vitest';
import { withCount } from './counts.ts';

describe('withCount', () => {
  it.each([
    [0, 'piece', undefined, '0 pieces'],
    [1, 'piece', undefined, '1 piece'],
    [2, 'piece', undefined, '2 pieces'],
    [1, 'part fits', 'parts fit', '1 part fits'],
    [4, 'part fits', 'parts fit', '4 parts fit'],
  ])('%i %s', (n, one, many, text) => {
    expect(withCount(n, one, many)).toBe(text);
  });
});
