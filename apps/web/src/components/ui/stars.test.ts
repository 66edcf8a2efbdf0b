import { describe, expect, it } from 'vitest';
import { starFills } from './stars.tsx';

describe('starFills', () => {
  it.each([
    [5, ['full', 'full', 'full', 'full', 'full']],
    [4, ['full', 'full', 'full', 'full', 'none']],
    [4.3, ['full', 'full', 'full', 'full', 'half']],
    [4.2, ['full', 'full', 'full', 'full', 'none']],
    [3.8, ['full', 'full', 'full', 'full', 'none']],
    [1, ['full', 'none', 'none', 'none', 'none']],
    [1.5, ['full', 'half', 'none', 'none', 'none']],
  ])('a rating of %d fills the stars %j', (value, fills) => {
    expect(starFills(value)).toEqual(fills);
  });
});
