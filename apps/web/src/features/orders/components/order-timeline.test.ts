import type { OrderEvent } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { eventActor, eventDetails, eventLabel } from './order-timeline.tsx';

const event = (kind: OrderEvent['kind'], actor: OrderEvent['actor'], extra: Partial<OrderEvent> = {}): OrderEvent => ({
  kind,
  at: '2026-11-24T09:05:00Z',
  actor,
  paymentIntentId: null,
  stockReturned: null,
  detail: null,
  amount: null,
  ...extra,
});
const customer = { role: 'customer', email: null } as const;
const system = { role: 'system', email: null } as const;

describe('eventLabel', () => {
  it('names each step in plain words', () => {
    expect(eventLabel(event('placed', customer))).toBe('Placed');
    expect(eventLabel(event('payment_started', customer))).toBe('Payment started');
    expect(eventLabel(event('paid_by_card', customer, { paymentIntentId: 'pi_1' }))).toBe('Paid by card');
    expect(eventLabel(event('marked_paid', { role: 'admin', email: 'a@x.com' }))).toBe('Marked paid');
    expect(eventLabel(event('hold_renewed', customer))).toBe('Hold renewed');
  });

  it('says how many units went back to stock', () => {
    expect(eventLabel(event('expired', system, { stockReturned: 3 }))).toBe('Expired (3 units back in stock)');
    expect(eventLabel(event('deleted', customer, { stockReturned: 1 }))).toBe('Deleted (1 unit back in stock)');
    expect(eventLabel(event('canceled', customer, { stockReturned: 4 }))).toBe('Canceled (4 units back in stock)');
    expect(eventLabel(event('canceled', customer))).toBe('Canceled');
  });

  it('names the steps after payment', () => {
    const admin = { role: 'admin', email: 'a@x.com' } as const;
    expect(eventLabel(event('shipping_set', customer))).toBe('Shipping address set');
    expect(eventLabel(event('shipped', admin, { detail: 'UPS 1Z999AA10123456784' }))).toBe('Shipped');
    expect(eventLabel(event('delivered', admin))).toBe('Delivered');
  });

  it('says the amount of a refund in its label', () => {
    const admin = { role: 'admin', email: 'a@x.com' } as const;
    expect(eventLabel(event('refund_started', admin, { amount: 1234.5 }))).toBe('Refund of $1,234.50 started');
    expect(eventLabel(event('refunded', system, { amount: 20 }))).toBe('Refunded $20.00');
    expect(eventLabel(event('refund_failed', system, { amount: 20 }))).toBe('Refund of $20.00 failed');
    // Without an amount, the step alone.
    expect(eventLabel(event('refunded', system))).toBe('Refunded');
  });
});

describe('eventDetails', () => {
  it('shows the carrier and tracking number as written, and a refund\'s reason', () => {
    expect(eventDetails(event('shipped', system, { detail: 'UPS 1Z999AA10123456784' }))).toEqual(['UPS 1Z999AA10123456784']);
    expect(eventDetails(event('refund_started', system, { detail: 'Damaged in transit', amount: 20 }))).toEqual(['Reason: Damaged in transit']);
  });

  it('shows an amount only where the label does not say it', () => {
    expect(eventDetails(event('refunded', system, { amount: 20 }))).toEqual([]);
    expect(eventDetails(event('canceled', customer, { amount: 62.5 }))).toEqual(['Amount: $62.50']);
  });

  it('shows the shipping method and the new total when the shipping is set', () => {
    expect(eventDetails(event('shipping_set', customer, { detail: 'Standard', amount: 535.44 }))).toEqual(['Shipping: Standard', 'Total: $535.44']);
  });

  it('is empty for the steps that say nothing more', () => {
    expect(eventDetails(event('placed', customer))).toEqual([]);
    expect(eventDetails(event('delivered', system))).toEqual([]);
  });
});

describe('eventActor', () => {
  it('is You for the customer, CoreParts for the shop and for admins a customer cannot see', () => {
    expect(eventActor(event('placed', customer), 'me@x.com')).toBe('You');
    expect(eventActor(event('expired', system), 'me@x.com')).toBe('CoreParts');
    expect(eventActor(event('marked_paid', { role: 'admin', email: null }), 'me@x.com')).toBe('CoreParts');
  });

  it('shows an admin the e-mails', () => {
    expect(eventActor(event('placed', { role: 'customer', email: 'c@x.com' }), 'admin@x.com')).toBe('c@x.com');
    expect(eventActor(event('marked_paid', { role: 'admin', email: 'admin@x.com' }), 'admin@x.com')).toBe('admin@x.com');
    // An admin's own order.
    expect(eventActor(event('placed', { role: 'customer', email: 'admin@x.com' }), 'ADMIN@x.com')).toBe('You');
  });
});
