import type { Promotion } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { promotionAmount, promotionConditions, promotionState, promotionUses } from './describe-promotion.ts';

const promotion: Promotion = {
  _id: '3f0c1f9e-2a61-4c1a-9a55-1f6f0f0e7a11',
  name: 'Spring sale',
  code: 'SPRING10',
  kind: 'percent',
  value: 10,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  categories: [],
  partIds: [],
  build: false,
  automatic: false,
  combines: true,
  active: true,
  used: 0,
  createdAt: '2025-03-01T10:00:00.000Z',
};

describe('promotionAmount', () => {
  it.each([
    [{ kind: 'percent', value: 12.5 }, '12.5% off'],
    [{ kind: 'fixed', value: 5 }, '$5.00 off'],
    [{ kind: 'free-shipping', value: 0 }, 'Free shipping'],
  ] as const)('%o reads %s', (p, words) => {
    expect(promotionAmount(p)).toBe(words);
  });
});

describe('promotionConditions', () => {
  it('names none for a promotion every cart gets', () => {
    expect(promotionConditions(promotion)).toEqual([]);
  });

  it('names each condition in short words', () => {
    const conditions = promotionConditions({
      ...promotion,
      minSubtotal: 100,
      categories: ['processor', 'ram'],
      partIds: ['5d7b3a2c-9e4f-4b8a-8c1d-2e3f4a5b6c7d', '7a1b2c3d-9e4f-4b8a-8c1d-2e3f4a5b6c7d'],
      build: true,
      startsAt: '2025-06-01T09:00:00.000Z',
      endsAt: '2025-06-30T21:00:00.000Z',
      combines: false,
    });
    expect(conditions).toEqual([
      'Min. subtotal $100.00',
      'Processor, RAM or 2 parts',
      'Compatible build',
      expect.stringMatching(/^From Jun (1|2), 2025, \d{1,2}:00 (AM|PM)$/),
      expect.stringMatching(/^Until (Jun 30|Jul 1), 2025, \d{1,2}:00 (AM|PM)$/),
      'Does not combine',
    ]);
  });

  it('counts one part as a part', () => {
    expect(promotionConditions({ ...promotion, partIds: ['5d7b3a2c-9e4f-4b8a-8c1d-2e3f4a5b6c7d'] })).toEqual(['1 part']);
  });
});

describe('promotionUses', () => {
  it.each([
    [{ used: 3, usageLimit: 10, perCustomerLimit: null }, '3 of 10 used'],
    [{ used: 3, usageLimit: null, perCustomerLimit: null }, '3 used'],
    [{ used: 0, usageLimit: null, perCustomerLimit: 1 }, '0 used · 1 per customer'],
  ])('%o reads %s', (p, words) => {
    expect(promotionUses(p)).toBe(words);
  });
});

describe('promotionState', () => {
  const now = Date.parse('2025-06-15T12:00:00Z');
  it.each([
    [{ active: true, startsAt: null, endsAt: null }, 'Active'],
    [{ active: true, startsAt: '2025-06-01T00:00:00Z', endsAt: '2025-07-01T00:00:00Z' }, 'Active'],
    [{ active: false, startsAt: null, endsAt: null }, 'Paused'],
    [{ active: false, startsAt: '2025-07-01T00:00:00Z', endsAt: null }, 'Paused'],
    [{ active: true, startsAt: '2025-07-01T00:00:00Z', endsAt: null }, 'Scheduled'],
    [{ active: true, startsAt: null, endsAt: '2025-06-01T00:00:00Z' }, 'Ended'],
    [{ active: false, startsAt: null, endsAt: '2025-06-15T12:00:00Z' }, 'Ended'],
  ])('%o is %s', (p, state) => {
    expect(promotionState(p, now)).toBe(state);
  });
});
