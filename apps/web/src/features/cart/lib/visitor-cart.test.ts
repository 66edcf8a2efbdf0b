import { MAX_CART_LINES, MAX_LINE_QUANTITY, cartLineInputSchema, messages } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { canAdd, cartBounds, isVisitorLine, parseVisitorLines, quantityAfterAdding, unitsOf, withLine, withoutLine, type VisitorLine } from './visitor-cart.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const part = { min: 3, quantity: 10 };

describe('adding a part to a cart', () => {
  it('adds the minimum the first time, then one more each time', () => {
    expect(quantityAfterAdding(part, { inCart: 0, lineCount: 0 })).toEqual({ ok: true, quantity: 3 });
    expect(quantityAfterAdding(part, { inCart: 3, lineCount: 1 })).toEqual({ ok: true, quantity: 4 });
  });

  it('adds the number asked for, checked with the spec’s words', () => {
    expect(quantityAfterAdding(part, { inCart: 0, lineCount: 0, units: 5 })).toEqual({ ok: true, quantity: 5 });
    expect(quantityAfterAdding(part, { inCart: 4, lineCount: 1, units: 5 })).toEqual({ ok: true, quantity: 9 });
    expect(quantityAfterAdding(part, { inCart: 0, lineCount: 0, units: 2 })).toEqual({ ok: false, message: messages.order.belowMinimum(3) });
    expect(quantityAfterAdding(part, { inCart: 0, lineCount: 0, units: 0 })).toEqual({ ok: false, message: messages.order.invalidQuantity });
    expect(quantityAfterAdding(part, { inCart: 0, lineCount: 0, units: 2.5 })).toEqual({ ok: false, message: messages.order.invalidQuantity });
  });

  it('never goes beyond the stock', () => {
    expect(quantityAfterAdding(part, { inCart: 10, lineCount: 1 })).toEqual({ ok: false, message: messages.order.unavailableQuantity });
    expect(quantityAfterAdding(part, { inCart: 8, lineCount: 1, units: 3 })).toEqual({ ok: false, message: messages.order.unavailableQuantity });
    expect(quantityAfterAdding({ min: 5, quantity: 4 }, { inCart: 0, lineCount: 0 })).toEqual({ ok: false, message: messages.order.unavailableQuantity });
    expect(canAdd({ min: 5, quantity: 4 })).toBe(false);
    expect(canAdd({ min: 1, quantity: 0 })).toBe(false);
    expect(canAdd(part)).toBe(true);
  });

  it('refuses a new part when the cart is full, not more of one already in it', () => {
    expect(quantityAfterAdding(part, { inCart: 0, lineCount: MAX_CART_LINES })).toEqual({ ok: false, message: messages.cart.full(MAX_CART_LINES) });
    expect(quantityAfterAdding(part, { inCart: 3, lineCount: MAX_CART_LINES }).ok).toBe(true);
  });
});

describe('the lines a visitor’s browser keeps', () => {
  it('sets a line in place, adds a new one at the end, removes one', () => {
    const lines: VisitorLine[] = [{ partId: id(1), quantity: 2, addedPrice: 10 }];
    const more = withLine(lines, { partId: id(2), quantity: 1, addedPrice: 5 });
    expect(more.map((l) => l.partId)).toEqual([id(1), id(2)]);
    const changed = withLine(more, { partId: id(1), quantity: 4, addedPrice: 12 });
    expect(changed).toEqual([{ partId: id(1), quantity: 4, addedPrice: 12 }, { partId: id(2), quantity: 1, addedPrice: 5 }]);
    expect(withoutLine(changed, id(1))).toEqual([{ partId: id(2), quantity: 1, addedPrice: 5 }]);
    expect(unitsOf(changed)).toBe(5);
    expect(lines).toEqual([{ partId: id(1), quantity: 2, addedPrice: 10 }]);
  });

  it('reads back only lines the API would take, each part once, at most a full cart', () => {
    const stored = JSON.stringify([
      { partId: id(1), quantity: 2, addedPrice: 10 },
      { partId: id(1), quantity: 9 },
      { partId: 'not-a-part', quantity: 1 },
      { partId: id(2), quantity: 0 },
      { partId: id(3), quantity: 1.5 },
      { partId: id(4), quantity: 1 },
      'nonsense',
    ]);
    expect(parseVisitorLines(stored)).toEqual([{ partId: id(1), quantity: 2, addedPrice: 10 }, { partId: id(4), quantity: 1 }]);
    expect(parseVisitorLines('{"partId":1}')).toEqual([]);
    expect(parseVisitorLines('not json')).toEqual([]);
    expect(parseVisitorLines(null)).toEqual([]);
    const many = Array.from({ length: MAX_CART_LINES + 5 }, (_, n) => ({ partId: id(n + 1), quantity: 1 }));
    expect(parseVisitorLines(JSON.stringify(many))).toHaveLength(MAX_CART_LINES);
  });
});

describe('the browser’s check of a stored line', () => {
  it('keeps the API’s bounds', () => {
    expect(cartBounds).toEqual({ lines: MAX_CART_LINES, quantity: MAX_LINE_QUANTITY });
  });

  it('accepts exactly the lines the API’s schema accepts', () => {
    const samples: unknown[] = [
      { partId: id(1), quantity: 1 },
      { partId: id(1).toUpperCase(), quantity: 3, addedPrice: 19.99 },
      { partId: id(1), quantity: MAX_LINE_QUANTITY, addedPrice: 0 },
      { partId: id(1), quantity: MAX_LINE_QUANTITY + 1 },
      { partId: id(1), quantity: 0 },
      { partId: id(1), quantity: -2 },
      { partId: id(1), quantity: 1.5 },
      { partId: id(1), quantity: '2' },
      { partId: id(1), quantity: 1, addedPrice: -1 },
      { partId: id(1), quantity: 1, addedPrice: 100_000_001 },
      { partId: id(1), quantity: 1, addedPrice: '5' },
      { partId: '00000000-0000-0000-0000-000000000000', quantity: 1 },
      { partId: 'ffffffff-ffff-ffff-ffff-ffffffffffff', quantity: 1 },
      { partId: '00000000-0000-9000-8000-000000000001', quantity: 1 },
      { partId: '00000000-0000-4000-c000-000000000001', quantity: 1 },
      { partId: 'not-a-part', quantity: 1 },
      { partId: 7, quantity: 1 },
      { quantity: 1 },
      null,
      'line',
    ];
    for (const sample of samples) expect(isVisitorLine(sample), JSON.stringify(sample)).toBe(cartLineInputSchema.safeParse(sample).success);
  });
});
