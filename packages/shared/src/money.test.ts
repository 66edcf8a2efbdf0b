import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatPrice, fromCents, toCents } from './money.ts';

describe('money', () => {
  it('converts dollars to whole cents without float drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('formats a price in US dollars, as Intl.NumberFormat does for en-US', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const dollars of [0, 0.5, 0.01, 0.1 + 0.2, 9.99, 10, 549.99, 999.99, 1000, 1299.5, 12345.67, 1234567.89, -5, -1234.5]) {
      expect(formatPrice(dollars)).toBe(intl.format(dollars));
    }
    expect(formatPrice(1299.5)).toBe('$1,299.50');
  });

  it('writes cents as a decimal string for structured data', () => {
    expect([54999, 100, 5, 0, 123456789, -250].map(centsToDecimal)).toEqual(['549.99', '1.00', '0.05', '0.00', '1234567.89', '-2.50']);
  });
});
