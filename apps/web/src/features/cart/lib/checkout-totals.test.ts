import { priceOrder, taxRateFor, type ShippingMethod, type TaxRate } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { checkoutTotals, freeShippingNote, shipsFree } from './checkout-totals.ts';

const standard: ShippingMethod = { id: 'm1', name: 'Standard', price: 9.99, freeAbove: 500, eta: '3–5 business days' };
const express: ShippingMethod = { id: 'm2', name: 'Express', price: 24.5, freeAbove: null, eta: '1–2 business days' };

describe('checkout totals', () => {
  it('prices shipping and tax as the server does, in cents', () => {
    expect(checkoutTotals(100.1, standard, 19)).toEqual({ subtotalCents: 10010, discountCents: 0, shippingCents: 999, taxCents: 2092, totalCents: 13101 });
    expect(checkoutTotals(100.1, standard, 19)).toEqual(priceOrder(10010, { priceCents: 999, freeAboveCents: 50000 }, 1900));
  });

  it('ships free from the method’s amount on, never for a method without one', () => {
    expect(checkoutTotals(500, standard, 0).shippingCents).toBe(0);
    expect(checkoutTotals(499.99, standard, 0).shippingCents).toBe(999);
    expect(shipsFree(standard, 500)).toBe(true);
    expect(shipsFree(standard, 499.99)).toBe(false);
    expect(shipsFree(express, 1_000_000)).toBe(false);
  });

  it('takes a fractional rate to basis points without drift', () => {
    // 7.15 * 100 is 715.0000000000001 in floating point: still 715 basis points, as the server stores it.
    expect(checkoutTotals(1000, express, 7.15)).toEqual(priceOrder(100000, { priceCents: 2450, freeAboveCents: null }, 715));
  });

  it('taxes by the region’s rate over the country’s, and nothing in a country the shop lists no rate for', () => {
    const rates: TaxRate[] = [
      { country: 'DE', region: null, name: 'VAT', rate: 19 },
      { country: 'US', region: 'CA', name: 'California sales tax', rate: 7.25 },
    ];
    expect(checkoutTotals(100, express, taxRateFor(rates, { country: 'US', region: 'CA' })?.rate ?? 0).taxCents).toBe(903);
    expect(taxRateFor(rates, { country: 'US', region: 'NY' })).toBeNull();
    expect(checkoutTotals(10, express, taxRateFor(rates, { country: 'CH' })?.rate ?? 0).taxCents).toBe(0);
  });
});

describe('the cart’s word on free shipping', () => {
  it('says how much more ships free, to the cent, and when the order already does', () => {
    expect(freeShippingNote([express, standard], 110.1)).toBe('Add $389.90 more for free Standard shipping.');
    expect(freeShippingNote([standard], 500)).toBe('This order ships free with Standard shipping.');
  });

  it('says nothing when no method ever ships free', () => {
    expect(freeShippingNote([express], 1000)).toBeNull();
    expect(freeShippingNote([], 10)).toBeNull();
  });
});

describe('checkout totals with a discount (issue 43)', () => {
  it('take the discount off the parts before shipping and tax, as the server does', () => {
    const freeFrom150 = { ...standard, freeAbove: 150 };
    // $160.00 − $20.00 = $140.00: below $150, so shipping is charged; 19 % of $149.99 = $28.50.
    expect(checkoutTotals(160, freeFrom150, 19, { discount: 20, freeShipping: false })).toEqual({
      subtotalCents: 16_000,
      discountCents: 2_000,
      shippingCents: 999,
      taxCents: 2850,
      totalCents: 17_849,
    });
    expect(checkoutTotals(160, freeFrom150, 0, { discount: 0, freeShipping: true }).shippingCents).toBe(0);
  });
});
