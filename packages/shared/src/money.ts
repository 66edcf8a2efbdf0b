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

/**
 * Whole cents in US dollars as en-US writes them: `$1,299.50`, `-$5.00`. By hand rather than with
 * Intl.NumberFormat, whose first use costs a slow phone about 100 ms of main thread on the
 * parts page's first render.
 */
export function formatPrice(dollars: number): string {
  const [whole, cents] = Math.abs(dollars).toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${dollars < 0 ? '-' : ''}$${grouped}.${cents}`;
}

/** Whole cents as a decimal string for machine-readable prices (structured data): 54999 → `549.99`. */
export function centsToDecimal(cents: number): string {
  const whole = Math.trunc(Math.abs(cents) / 100);
  return `${cents < 0 ? '-' : ''}${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** The shop's one currency, as payment processors name it: prices are US dollars. */
export const CURRENCY = 'usd';
