import { messages, type Promotion } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { emptyPromotionForm, instantOf, localInputOf, promotionFormOf, promotionFormSchema, promotionInputOf } from './promotion-form.ts';

const M = messages.promotions;

const saved: Promotion = {
  _id: '3f0c1f9e-2a61-4c1a-9a55-1f6f0f0e7a11',
  name: 'Build bundle',
  code: null,
  kind: 'fixed',
  value: 24,
  minSubtotal: 500,
  startsAt: '2025-06-01T07:00:00.000Z',
  endsAt: null,
  usageLimit: 100,
  perCustomerLimit: null,
  categories: ['processor'],
  partIds: ['5d7b3a2c-9e4f-4b8a-8c1d-2e3f4a5b6c7d'],
  build: true,
  automatic: true,
  combines: false,
  active: false,
  used: 4,
  createdAt: '2025-03-01T10:00:00.000Z',
};

/** The messages the schema gives the form, by field. */
const errorsOf = (values: typeof emptyPromotionForm) => {
  const result = promotionFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('instantOf and localInputOf', () => {
  it('read a datetime-local value as the browser’s local time, with its offset', () => {
    const instant = instantOf('2025-06-01T09:00');
    expect(instant).toMatch(/^2025-06-01T09:00:00[+-]\d\d:\d\d$/);
    expect(Date.parse(instant!)).toBe(new Date(2025, 5, 1, 9, 0).getTime());
    expect(localInputOf(instant)).toBe('2025-06-01T09:00');
  });

  it('leave an empty date empty', () => {
    expect(instantOf('')).toBeNull();
    expect(localInputOf(null)).toBe('');
  });
});

describe('promotionInputOf', () => {
  it('sends a saved promotion back as it was, but its parts', () => {
    const input = promotionInputOf(promotionFormOf(saved));
    expect(input).toEqual({
      name: 'Build bundle',
      code: null,
      kind: 'fixed',
      value: 24,
      minSubtotal: 500,
      startsAt: expect.any(String),
      endsAt: null,
      usageLimit: 100,
      perCustomerLimit: null,
      categories: ['processor'],
      build: true,
      automatic: true,
      combines: false,
      active: false,
    });
    expect(Date.parse(input.startsAt!)).toBe(Date.parse(saved.startsAt!));
  });

  it('sends empty fields as null, no value for free shipping and no code for an automatic promotion', () => {
    const input = promotionInputOf({ ...emptyPromotionForm, name: 'Ship free', kind: 'free-shipping', value: 5, automatic: true, code: 'TYPED' });
    expect(input).toMatchObject({ code: null, value: undefined, minSubtotal: null, startsAt: null, endsAt: null, usageLimit: null, perCustomerLimit: null });
  });
});

describe('promotionFormSchema', () => {
  it('gives the server’s messages', () => {
    expect(errorsOf(emptyPromotionForm)).toEqual({ name: 'Name is Required', code: M.codeRequired, value: M.percentRange });
    expect(errorsOf({ ...emptyPromotionForm, name: 'Ten off', code: 'a b', kind: 'fixed', value: 5 })).toEqual({ code: M.codeFormat });
    expect(errorsOf({ ...emptyPromotionForm, name: 'Ten off', code: 'TEN', kind: 'fixed', value: 0 })).toEqual({ value: M.fixedPositive });
    expect(errorsOf({ ...emptyPromotionForm, name: 'Late', code: 'LATE', value: 10, startsAt: '2025-06-02T09:00', endsAt: '2025-06-01T09:00' })).toEqual({ endsAt: M.endsBeforeStart });
  });

  it('keeps a code in capitals', () => {
    const result = promotionFormSchema.safeParse({ ...emptyPromotionForm, name: 'Ten off', code: ' spring10 ', value: 10 });
    expect(result.success && result.data.code).toBe('SPRING10');
  });
});
