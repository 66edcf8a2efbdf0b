/**
 * Money is held as integer cents everywhere inside (decision 002) and travels as a decimal
 * number of dollars on the wire, as the spec's payloads do.
 */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}
