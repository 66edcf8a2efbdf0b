import { describe, expect, it } from 'vitest';
import { checkOrderQuantity, formatOrderNumber, orderNumberIn, orderStateLine, type OrderStateFields } from './orders.ts';

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

describe('order numbers', () => {
  it('are written CP- and the number', () => {
    expect(formatOrderNumber(100_001)).toBe('CP-100001');
  });

  it('are found in a search with or without the prefix, in any case', () => {
    for (const text of ['CP-104832', 'cp-104832', 'Cp104832', ' cp 104832 ', '#104832', '104832', 'CP - 104832']) expect(orderNumberIn(text)).toBe(104_832);
  });

  it('are not found in other text, or beyond what the column holds', () => {
    for (const text of ['', 'CP-', 'CP-10a', 'XP-104832', '104832x', 'ann@example.com', '1.5', '-104832', '99999999999', '0']) expect(orderNumberIn(text)).toBeNull();
    expect(orderNumberIn('2147483647')).toBe(2_147_483_647);
    expect(orderNumberIn('2147483648')).toBeNull();
  });
});

describe('orderStateLine', () => {
  const order = (extra: Partial<OrderStateFields> = {}): OrderStateFields => ({
    payment: 'pending',
    fulfilment: 'unfulfilled',
    carrier: null,
    trackingNumber: null,
    total: 70.1,
    refunded: 0,
    ...extra,
  });
  const text = (extra: Partial<OrderStateFields>) => orderStateLine(order(extra)).text;

  it('says what the payment is until the order is paid, in the spec’s word Unpaid', () => {
    expect(text({ payment: 'unpaid' })).toBe('Unpaid — waiting for payment');
    expect(text({ payment: 'expired' })).toBe('Expired — not paid in time, its parts were given back');
  });

  it('says a paid order (the card payment confirmed or not) is being prepared, never that it waits for staff', () => {
    expect(text({ payment: 'pending' })).toBe('Payment received — preparing');
    expect(text({ payment: 'paid' })).toBe('Payment received — preparing');
  });

  it('names the carrier and links a known carrier’s tracking number', () => {
    const line = orderStateLine(order({ fulfilment: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }));
    expect(line).toEqual({
      text: 'Shipped with UPS 1Z999AA10123456784',
      lead: 'Shipped with UPS',
      tracking: { number: '1Z999AA10123456784', url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' },
      tail: '',
    });
  });

  it('shows an unknown carrier’s number as text, and a shipment without a carrier as Shipped', () => {
    const line = orderStateLine(order({ fulfilment: 'shipped', carrier: 'Bob’s Vans', trackingNumber: 'BV-1' }));
    expect(line.text).toBe('Shipped with Bob’s Vans BV-1');
    expect(line.tracking).toEqual({ number: 'BV-1', url: null });
    expect(text({ fulfilment: 'shipped' })).toBe('Shipped');
  });

  it('says Delivered and Canceled plainly', () => {
    expect(text({ fulfilment: 'delivered', carrier: 'UPS', trackingNumber: '1Z9' })).toBe('Delivered');
    expect(text({ fulfilment: 'canceled', refunded: 70.1 })).toBe('Canceled · refunded in full');
    expect(text({ fulfilment: 'canceled', payment: 'paid' })).toBe('Canceled');
  });

  it('adds what was refunded, to the cent', () => {
    expect(text({ refunded: 20.05 })).toBe('Payment received — preparing · $20.05 refunded');
    expect(text({ fulfilment: 'delivered', refunded: 70.1 })).toBe('Delivered · refunded in full');
    const line = orderStateLine(order({ fulfilment: 'shipped', carrier: 'DHL', trackingNumber: 'JD0146 0000 1234', refunded: 5 }));
    expect(line.text).toBe('Shipped with DHL JD0146 0000 1234 · $5.00 refunded');
    expect(line.tail).toBe(' · $5.00 refunded');
  });
});
