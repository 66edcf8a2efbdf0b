import { describe, expect, it } from 'vitest';
import { describeChange, formatCents, formatCentsShort, formatDay } from './format.ts';

describe('describeChange', () => {
  it('gives the change in whole percent with its sign', () => {
    expect(describeChange(112, 100)).toEqual({ text: '+12%', direction: 'up' });
    expect(describeChange(95, 100)).toEqual({ text: '\u22125%', direction: 'down' });
    expect(describeChange(100, 100)).toEqual({ text: '0%', direction: 'same' });
  });

  it('says new when there was nothing before, and no change when there is nothing at all', () => {
    expect(describeChange(5, 0)).toEqual({ text: 'new', direction: 'up' });
    expect(describeChange(0, 0)).toEqual({ text: 'no change', direction: 'same' });
    expect(describeChange(0, 40)).toEqual({ text: '\u2212100%', direction: 'down' });
  });
});

describe('money and days', () => {
  it('writes cents as dollars', () => {
    expect(formatCents(129950)).toBe('$1,299.50');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('shortens axis amounts', () => {
    expect(formatCentsShort(95000)).toBe('$950');
    expect(formatCentsShort(123456)).toBe('$1.2k');
    expect(formatCentsShort(3_500_000)).toBe('$35k');
    expect(formatCentsShort(150_000_000)).toBe('$1.5M');
  });

  it('keeps a calendar day on its own date whatever the zone', () => {
    expect(formatDay('2026-11-03')).toMatch(/3/);
    expect(formatDay('2026-11-03')).not.toContain('2');
  });
});
