import { describe, expect, it } from 'vitest';
import { checkOrderQuantity } from './orders.ts';

const part = { priceCents: 12_999, min: 5, quantity: 40 };

describe('checkOrderQuantity (the Total button)', () => {
  it('totals a valid quantity in cents', () => {
    expect(checkOrderQuantity(5, part)).toEqual({ ok: true, totalCents: 64_995 });
    expect(checkOrderQuantity(40, part)).toEqual({ ok: true, totalCents: 519_960 });
  });

  it.each([
    [41, 'Unavailable quantity !'],
    [0, 'Please Enter a valid quantity ??'],
    [-3, 'Please Enter a valid quantity ??'],
    [2.5, 'Please Enter a valid quantity ??'],
    [Number.NaN, 'Please Enter a valid quantity ??'],
    [4, 'Please order minimum 5 Piece'],
  ])('refuses %s with "%s"', (quantity, message) => {
    expect(checkOrderQuantity(quantity, part)).toMatchObject({ ok: false, message });
  });
});
