import { formatPrice, fromCents } from '@coreparts/shared';

/** Integer cents as the shop writes dollars: `$1,299.50`. */
export const formatCents = (cents: number) => formatPrice(fromCents(cents));

/** Whole dollars, short, for a chart's axis: `$950`, `$1.2k`, `$35k`, `$1.5M`. */
export function formatCentsShort(cents: number): string {
  const dollars = Math.round(fromCents(cents));
  const abs = Math.abs(dollars);
  const sign = dollars < 0 ? '-' : '';
  const short = (value: number, unit: string) => `${sign}$${Number(value.toFixed(value < 10 ? 1 : 0))}${unit}`;
  if (abs >= 1_000_000) return short(abs / 1_000_000, 'M');
  if (abs >= 1_000) return short(abs / 1_000, 'k');
  return `${sign}$${abs}`;
}

export type ChangeDirection = 'up' | 'down' | 'same';

/**
 * A figure against the same figure over the previous period, in words: `+12%`, `−5%` (a true
 * minus sign), `0%`, `new` when there was nothing before, `no change` when there is nothing either way.
 */
export function describeChange(current: number, previous: number): { text: string; direction: ChangeDirection } {
  if (previous === 0) return current === 0 ? { text: 'no change', direction: 'same' } : { text: 'new', direction: 'up' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent > 0) return { text: `+${percent}%`, direction: 'up' };
  if (percent < 0) return { text: `\u2212${Math.abs(percent)}%`, direction: 'down' };
  return { text: '0%', direction: 'same' };
}

/** A `YYYY-MM-DD` calendar day as a short date in the reader's language: `Nov 3`. */
export function formatDay(date: string, style: 'short' | 'long' = 'short'): string {
  const [year, month, day] = date.split('-').map(Number);
  // The day is already the shop's; read it in UTC so no zone moves it to the day before.
  const at = new Date(Date.UTC(year!, month! - 1, day!));
  return new Intl.DateTimeFormat(undefined, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(style === 'long' ? { weekday: 'short', year: 'numeric' } : {}),
  }).format(at);
}
