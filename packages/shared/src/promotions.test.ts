import { describe, expect, it } from 'vitest';
import { priceOrder } from './cart.ts';
import { discountCart, promotionInputSchema, splitCents, type DiscountLine, type PromotionTerms } from './promotions.ts';

const promo = (over: Partial<PromotionTerms>): PromotionTerms => ({
  id: over.id ?? 'p',
  name: over.name ?? 'Promotion',
  code: null,
  kind: 'percent',
  value: 10,
  minSubtotalCents: null,
  categories: [],
  partIds: [],
  build: false,
  combines: true,
  ...over,
});

// A cart of $300.00 processor, 2 × $45.00 memory = $90.00, and a $19.99 mouse: $409.99.
const lines: DiscountLine[] = [
  { partId: 'cpu', category: 'processor', totalCents: 30_000 },
  { partId: 'ram', category: 'ram', totalCents: 9_000 },
  { partId: 'mouse', category: 'mouse', totalCents: 1_999 },
];

describe('splitting a discount over lines', () => {
  it('is in proportion, in whole cents that add up exactly', () => {
    expect(splitCents(1000, [30_000, 9_000, 1_999])).toEqual([732, 219, 49]);
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(0, [5, 5])).toEqual([0, 0]);
    expect(splitCents(7, [0, 0])).toEqual([0, 0]);
  });

  it('never gives a line more than its weight', () => {
    expect(splitCents(10, [3, 7])).toEqual([3, 7]);
    expect(splitCents(9, [1, 1, 7])).toEqual([1, 1, 7]);
  });
});

describe('a cart’s discount', () => {
  it('takes a percent off every line, rounded to the cent', () => {
    // 10 % of $409.99 is $41.00 (40.999 rounded), split 30000:9000:1999.
    const d = discountCart(lines, { automatic: [promo({ name: 'Ten off' })], code: null });
    expect(d.discountCents).toBe(4100);
    expect(d.lineCents).toEqual([3000, 900, 200]);
    expect(d.applied).toEqual([{ id: 'p', name: 'Ten off', code: null, amountCents: 4100, freeShipping: false }]);
  });

  it('takes a fixed amount off only the categories or parts it names, never below zero', () => {
    const memory = promo({ kind: 'fixed', value: 2_500, categories: ['ram'] });
    expect(discountCart(lines, { automatic: [memory], code: null }).lineCents).toEqual([0, 2500, 0]);
    const mouse = promo({ kind: 'fixed', value: 5_000, partIds: ['mouse'] });
    expect(discountCart(lines, { automatic: [mouse], code: null }).lineCents).toEqual([0, 0, 1999]);
  });

  it('says why a code does not apply: the subtotal, the parts, a build', () => {
    const big = promo({ code: 'BIG', minSubtotalCents: 50_000 });
    expect(discountCart(lines, { automatic: [], code: big }).codeProblem).toBe('This code needs a subtotal of $500.00');
    const printers = promo({ code: 'INK', categories: ['printer'] });
    expect(discountCart(lines, { automatic: [], code: printers }).codeProblem).toBe('This code does not apply to the parts in your cart');
    const build = promo({ code: 'BUILD', build: true });
    expect(discountCart(lines, { automatic: [], code: build }).codeProblem).toBe('This code needs a processor, a motherboard and memory that work together');
    expect(discountCart(lines, { automatic: [], code: promo({ code: 'X' }), codeProblem: 'This code has expired' })).toMatchObject({
      discountCents: 0,
      codeProblem: 'This code has expired',
    });
  });

  it('discounts only the build’s lines', () => {
    const build = promo({ kind: 'fixed', value: 2_400, build: true, name: 'Build bundle' });
    const d = discountCart(lines, { automatic: [build], code: null, buildParts: new Set(['cpu', 'ram']) });
    // $24.00 over $300.00 and $90.00: 1846.15… and 553.84…, the cent left to the larger remainder.
    expect(d.lineCents).toEqual([1846, 554, 0]);
  });

  it('applies a code with the automatic promotions, percents first, then amounts on what is left', () => {
    const auto = promo({ id: 'a', kind: 'fixed', value: 1_000, name: '$10 off' });
    const code = promo({ id: 'c', code: 'TEN', name: '10 %' });
    const d = discountCart(lines, { automatic: [auto], code });
    // 10 % of $409.99 = $41.00, then $10.00 of the $368.99 left: $51.00.
    expect(d.discountCents).toBe(5100);
    expect(d.applied.map((p) => [p.id, p.amountCents])).toEqual([
      ['c', 4100],
      ['a', 1000],
    ]);
    expect(d.lineCents.reduce((a, b) => a + b)).toBe(5100);
    expect(d.codeProblem).toBeNull();
  });

  it('gives a promotion that does not combine alone when it takes more, and says so of the code it beat', () => {
    const sale = promo({ id: 'a', name: 'Winter sale', value: 20, combines: false });
    const code = promo({ id: 'c', code: 'TEN', name: 'Ten', value: 10 });
    const d = discountCart(lines, { automatic: [sale], code });
    expect(d.applied.map((p) => p.id)).toEqual(['a']);
    expect(d.discountCents).toBe(8200);
    expect(d.codeProblem).toBe('This code does not combine with Winter sale');
    // A code worth more wins over it.
    const better = promo({ id: 'c', code: 'THIRTY', value: 30 });
    expect(discountCart(lines, { automatic: [sale], code: better })).toMatchObject({ discountCents: 12_300, codeProblem: null });
  });

  it('ships free with a free-shipping promotion, which takes nothing off the parts', () => {
    const d = discountCart(lines, { automatic: [], code: promo({ code: 'SHIP', kind: 'free-shipping', name: 'Free shipping' }) });
    expect(d).toMatchObject({ discountCents: 0, freeShipping: true, codeProblem: null });
  });
});

describe('an order’s figures with a discount', () => {
  it('taxes the discounted parts and shipping, and the free-shipping threshold reads the discounted parts', () => {
    // $409.99 − $41.00 = $368.99; shipping $9.99 (free from $400); 8 % of $378.98 = $30.32.
    expect(priceOrder(40_999, { priceCents: 999, freeAboveCents: 40_000 }, 800, { discountCents: 4100, freeShipping: false })).toEqual({
      subtotalCents: 40_999,
      discountCents: 4100,
      shippingCents: 999,
      taxCents: 3032,
      totalCents: 40_930,
    });
    expect(priceOrder(10_000, { priceCents: 999, freeAboveCents: null }, 0, { discountCents: 0, freeShipping: true }).shippingCents).toBe(0);
  });
});

describe('a promotion as an admin makes it', () => {
  it('has a code, or is automatic without one; a percent from 1 to 100; an end after its start', () => {
    const ok = promotionInputSchema.safeParse({ name: 'Ten', code: 'ten-off', kind: 'percent', value: 10 });
    expect(ok.success && ok.data.code).toBe('TEN-OFF');
    const issues = (input: object) => promotionInputSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ name: 'A', kind: 'percent', value: 10 })).toEqual(['code: Code is Required']);
    expect(issues({ name: 'A', kind: 'percent', value: 10, code: 'ABC', automatic: true })).toEqual(['code: A promotion has a code, or applies automatically without one']);
    expect(issues({ name: 'A', kind: 'percent', value: 120, automatic: true })).toEqual(['value: A percent is from 1 to 100']);
    expect(issues({ name: 'A', kind: 'fixed', automatic: true })).toEqual(['value: An amount off must be more than $0']);
    expect(issues({ name: 'A', kind: 'free-shipping', code: 'a b' })).toEqual(['code: A code is 3 to 32 letters, digits, dashes or underscores']);
    expect(
      issues({ name: 'A', kind: 'free-shipping', automatic: true, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' }),
    ).toEqual(['endsAt: The end must come after the start']);
  });
});
