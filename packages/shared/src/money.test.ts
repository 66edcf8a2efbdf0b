import { describe, expect, it } from 'vitest';
import { formatPrice, fromCents, toCents } from './money.ts';

describe('money', () => {
  it('converts dollars to whole cents without float drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('formats a price in US dollars', () => {
    expect(formatPrice(1299.5)).toBe('$1,299.50');
  });
});
