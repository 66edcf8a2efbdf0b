import type { PriceAlertEntry } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { alertEntryView } from './alert-entry.ts';

const partAlert = (extra: Partial<Extract<PriceAlertEntry, { kind: 'part' }>> = {}): PriceAlertEntry => ({
  kind: 'part',
  partId: 'p1',
  name: 'Vortex VX 7700',
  image: '/x.webp',
  price: 110,
  priceWhenSet: 100,
  targetPrice: null,
  sold: true,
  createdAt: '2026-11-29T00:00:00.000Z',
  ...extra,
});

describe('alertEntryView', () => {
  it('measures any drop from the price when the alert was set, and shows today’s', () => {
    expect(alertEntryView(partAlert())).toEqual({ name: 'Vortex VX 7700', link: '/parts/p1', detail: 'Any drop below $100.00 (now $110.00)' });
  });

  it('names the target, or says the part is no longer sold', () => {
    expect(alertEntryView(partAlert({ targetPrice: 89.5 })).detail).toBe('At or below $89.50 (now $110.00)');
    expect(alertEntryView(partAlert({ targetPrice: 89.5, sold: false })).detail).toBe('No longer sold');
  });

  it('shows a watched build’s drop and total, and a name for an unnamed one', () => {
    const watch: PriceAlertEntry = { kind: 'build', buildId: 'b1', name: null, total: 1234.5, totalWhenSet: 1300, dropBy: 50, createdAt: '2026-11-29T00:00:00.000Z' };
    expect(alertEntryView(watch)).toEqual({ name: 'Unnamed build', link: '/builds/b1', detail: 'A drop of $50.00 (now $1,234.50)' });
  });
});
