import { describe, expect, it } from 'vitest';
import { isLowestIn30Days, pricesWithin, type PricePoint } from './price-history.ts';

const now = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe('a part’s prices over a time', () => {
  it('starts with the price in force at the start, then each change since', () => {
    const history: PricePoint[] = [
      { at: daysAgo(200), price: 500 },
      { at: daysAgo(120), price: 480 },
      { at: daysAgo(40), price: 450 },
      { at: daysAgo(10), price: 420 },
    ];
    expect(pricesWithin(history, 90, now)).toEqual([history[1], history[2], history[3]]);
    expect(pricesWithin(history, 30, now)).toEqual([history[2], history[3]]);
    expect(pricesWithin([], 30, now)).toEqual([]);
  });
});

describe('“Lowest in 30 days”', () => {
  it('is said when the price now is below every price of the last 30 days', () => {
    expect(isLowestIn30Days([{ at: daysAgo(60), price: 500 }, { at: daysAgo(5), price: 450 }], now)).toBe(true);
    expect(isLowestIn30Days([{ at: daysAgo(20), price: 500 }, { at: daysAgo(10), price: 520 }, { at: daysAgo(2), price: 480 }], now)).toBe(true);
  });

  it('is not said of a price that never moved, nor of one that only went up', () => {
    expect(isLowestIn30Days([{ at: daysAgo(100), price: 500 }], now)).toBe(false);
    expect(isLowestIn30Days([{ at: daysAgo(5), price: 500 }], now)).toBe(false);
    expect(isLowestIn30Days([{ at: daysAgo(60), price: 450 }, { at: daysAgo(5), price: 500 }], now)).toBe(false);
    expect(isLowestIn30Days([], now)).toBe(false);
  });

  it('is not said when the month held a lower price than now', () => {
    expect(isLowestIn30Days([{ at: daysAgo(60), price: 500 }, { at: daysAgo(20), price: 400 }, { at: daysAgo(5), price: 450 }], now)).toBe(false);
  });

  it('is not said of a drop older than the month', () => {
    expect(isLowestIn30Days([{ at: daysAgo(90), price: 500 }, { at: daysAgo(45), price: 450 }], now)).toBe(false);
  });
});
