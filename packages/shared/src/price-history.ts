/**
 * A part's price history (issue 42, decision 092): every price it has had, oldest first, and what
 * the part page says of it.
 */

/** One price and when it began, in dollars like every price the API answers. */
export interface PricePoint {
  at: string;
  price: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The prices in force during the last `days` days: the one in force at their start, then each change since. */
export function pricesWithin(history: readonly PricePoint[], days: number, now: Date): PricePoint[] {
  const from = now.getTime() - days * DAY_MS;
  const inForceAtStart = history.filter((point) => Date.parse(point.at) <= from).at(-1);
  const since = history.filter((point) => Date.parse(point.at) > from);
  return inForceAtStart ? [inForceAtStart, ...since] : since;
}

/**
 * "Lowest in 30 days": the price now is the lowest of the last 30 days and the price changed in
 * them. A price that never moved is not a low.
 */
export function isLowestIn30Days(history: readonly PricePoint[], now: Date): boolean {
  const current = history.at(-1);
  if (!current) return false;
  // The month's prices end with the current one: a higher one among them is a change within it.
  const month = pricesWithin(history, 30, now);
  return month.every((point) => current.price <= point.price) && month.some((point) => point.price > current.price);
}
