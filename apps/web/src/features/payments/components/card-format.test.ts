import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format.ts';

describe('card typing aids', () => {
  it('groups the card number by four and keeps only sixteen digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000 0000 0000 00021')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42a4-2')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
    // Deleting back over the slash leaves the month.
    expect(formatExpiry('12')).toBe('12');
  });

  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12345')).toBe('1234');
    expect(formatCvc('1a2')).toBe('12');
  });
});
