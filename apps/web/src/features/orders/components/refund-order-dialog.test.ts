import type { Order, OrderLine } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { isPartialRefund, refundAmountOf, refundBodyOf } from './refund-order-dialog.tsx';

const line = (id: string, name: string, quantity: number, refundedQuantity = 0): OrderLine => ({
  id,
  partId: '00000000-0000-4000-8000-000000000000',
  name,
  min: 1,
  quantity,
  unitPrice: 10,
  total: quantity * 10,
  discount: 0,
  refundedQuantity,
});
const cpu = line('11111111-1111-4111-8111-111111111111', 'Ryzen 7', 2);
const ram = line('22222222-2222-4222-8222-222222222222', 'DDR5 32 GB', 3, 1);
const order = { total: 55, refunded: 10, lines: [cpu, ram] } as Order;
const form = (extra: Partial<Parameters<typeof refundBodyOf>[1]>) => ({ scope: 'all' as const, units: {}, amount: '', reason: 'Damaged', ...extra });

describe('refundBodyOf', () => {
  it('sends only the reason for the whole order', () => {
    expect(refundBodyOf(order, form({}))).toEqual({ ok: true, body: { reason: 'Damaged' } });
  });

  it('needs a reason', () => {
    expect(refundBodyOf(order, form({ reason: '  ' }))).toEqual({ ok: false, errors: { reason: 'Reason is Required' } });
  });

  it('sends the chosen units of each line, leaving out the lines left at 0', () => {
    const result = refundBodyOf(order, form({ scope: 'lines', units: { [cpu.id]: '1', [ram.id]: '0' } }));
    expect(result).toEqual({ ok: true, body: { reason: 'Damaged', lines: [{ lineId: cpu.id, quantity: 1 }] } });
  });

  it('refuses no units, and more units than are left of a line', () => {
    const none = refundBodyOf(order, form({ scope: 'lines', units: {} }));
    expect(none.ok).toBe(false);
    expect(!none.ok && none.errors.lines).toBeTruthy();
    const tooMany = refundBodyOf(order, form({ scope: 'lines', units: { [ram.id]: '3' } }));
    expect(!tooMany.ok && tooMany.errors.line?.[ram.id]).toBe('At most 2 of DDR5 32 GB can still be refunded.');
    const fraction = refundBodyOf(order, form({ scope: 'lines', units: { [cpu.id]: '1.5' } }));
    expect(!fraction.ok && fraction.errors.line?.[cpu.id]).toBe('Units must be a whole number');
  });

  it('sends an amount in dollars up to what is left, with at most 2 decimals', () => {
    expect(refundBodyOf(order, form({ scope: 'amount', amount: '12.34' }))).toEqual({ ok: true, body: { reason: 'Damaged', amount: 12.34 } });
    const tooMuch = refundBodyOf(order, form({ scope: 'amount', amount: '45.01' }));
    expect(!tooMuch.ok && tooMuch.errors.amount).toBe('At most $45.00 can still be refunded on this order.');
    const cents = refundBodyOf(order, form({ scope: 'amount', amount: '1.234' }));
    expect(!cents.ok && cents.errors.amount).toBe('Price can have at most 2 decimals');
    const empty = refundBodyOf(order, form({ scope: 'amount', amount: '' }));
    expect(!empty.ok && empty.errors.amount).toBeTruthy();
  });
});

describe('partial refunds (asked about first)', () => {
  it('prices chosen units at what was paid, an amount as it is, and nothing chosen as all that is left', () => {
    expect(refundAmountOf(order, { reason: 'x', lines: [{ lineId: cpu.id, quantity: 2 }, { lineId: ram.id, quantity: 1 }] })).toBe(30);
    expect(refundAmountOf(order, { reason: 'x', amount: 12.34 })).toBe(12.34);
    expect(refundAmountOf(order, { reason: 'x' })).toBe(45);
  });

  it('is partial when it gives back less than is left of the charge', () => {
    expect(isPartialRefund(order, { reason: 'x', amount: 44.99 })).toBe(true);
    expect(isPartialRefund(order, { reason: 'x', lines: [{ lineId: cpu.id, quantity: 1 }] })).toBe(true);
    expect(isPartialRefund(order, { reason: 'x', amount: 45 })).toBe(false);
    expect(isPartialRefund(order, { reason: 'x' })).toBe(false);
  });
});
