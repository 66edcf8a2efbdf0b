import type { OrderEvent } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { eventActor, eventLabel } from './order-timeline.tsx';

const event = (kind: OrderEvent['kind'], actor: OrderEvent['actor'], extra: Partial<OrderEvent> = {}): OrderEvent => ({
  kind,
  at: '2026-11-24T09:05:00Z',
  actor,
  paymentIntentId: null,
  stockReturned: null,
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
