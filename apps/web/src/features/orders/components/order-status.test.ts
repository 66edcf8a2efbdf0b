import type { Order } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { canCancel, canMarkDelivered, canRefund, canShip, chargeDiffers, orderStage, refundableLeft } from './order-status.tsx';

type State = Pick<Order, 'payment' | 'fulfilment' | 'total' | 'refunded' | 'price'>;
const order = (extra: Partial<State> = {}): State => ({ payment: 'paid', fulfilment: 'unfulfilled', total: 70.1, refunded: 0, price: 62.5, ...extra });

describe('orderStage', () => {
  it('is the payment until the order leaves: a card payment awaiting confirmation counts as paid', () => {
    expect(orderStage(order({ payment: 'unpaid' }))).toBe('unpaid');
    expect(orderStage(order({ payment: 'expired' }))).toBe('unpaid');
    expect(orderStage(order({ payment: 'pending' }))).toBe('paid');
    expect(orderStage(order({ payment: 'paid' }))).toBe('paid');
  });

  it('is the fulfilment once there is one', () => {
    expect(orderStage(order({ fulfilment: 'shipped' }))).toBe('shipped');
    expect(orderStage(order({ fulfilment: 'delivered' }))).toBe('delivered');
    expect(orderStage(order({ fulfilment: 'canceled' }))).toBe('canceled');
  });
});

describe('what can be done', () => {
  it('cancels and ships paid orders that have not left', () => {
    for (const check of [canCancel, canShip]) {
      expect(check(order())).toBe(true);
      expect(check(order({ payment: 'pending' }))).toBe(true);
      expect(check(order({ payment: 'unpaid' }))).toBe(false);
      expect(check(order({ payment: 'expired' }))).toBe(false);
      expect(check(order({ fulfilment: 'shipped' }))).toBe(false);
      expect(check(order({ fulfilment: 'canceled' }))).toBe(false);
    }
  });

  it('marks only shipped orders delivered', () => {
    expect(canMarkDelivered(order({ fulfilment: 'shipped' }))).toBe(true);
    expect(canMarkDelivered(order())).toBe(false);
    expect(canMarkDelivered(order({ fulfilment: 'delivered' }))).toBe(false);
  });

  it('refunds what is left of a paid charge, to the cent', () => {
    expect(refundableLeft(order({ total: 70.1, refunded: 20.05 }))).toBe(50.05);
    expect(canRefund(order({ refunded: 20 }))).toBe(true);
    expect(canRefund(order({ fulfilment: 'delivered' }))).toBe(true);
    expect(canRefund(order({ refunded: 70.1 }))).toBe(false);
    expect(canRefund(order({ payment: 'unpaid' }))).toBe(false);
  });
});

describe('chargeDiffers', () => {
  it('is true when shipping or tax add to the parts', () => {
    expect(chargeDiffers(order())).toBe(true);
    expect(chargeDiffers(order({ total: 62.5 }))).toBe(false);
  });
});
