/**
 * The build's estimated power draw (decision 048), the one estimate the page and the server show
 * and the power-supply rules compare with: each row says what one part of a category draws.
 */
import type { AnyCategory } from '../categories.ts';
import { specValueOf, type BuildIndex, type BuildPart } from './build.ts';

/**
 * Watts allowed per unit of what lists no power of its own: a motherboard (chipset, VRM losses,
 * onboard controllers), a memory module (DDR5 with its own regulator), a drive (an NVMe SSD under
 * load) and a fan. Generous on purpose: a supply sized for the estimate should not run at its limit.
 */
export const powerAllowances = {
  motherboard: 50,
  memoryModule: 5,
  drive: 10,
  fan: 3,
} as const;

interface DrawRow {
  category: AnyCategory;
  /** Watts per unit, or the spec key giving them (the part's TDP). */
  watts: number | 'tdpW';
  /** The spec key counting units in one part (modules in a kit, fans on a case); one unit when absent. */
  unitsKey?: string;
}

/** What each category draws, per part: processors and graphics cards by their TDP, the rest by allowance. */
export const powerDraws: readonly DrawRow[] = [
  { category: 'processor', watts: 'tdpW' },
  { category: 'graphics-card', watts: 'tdpW' },
  { category: 'motherboard', watts: powerAllowances.motherboard },
  { category: 'ram', watts: powerAllowances.memoryModule, unitsKey: 'modules' },
  { category: 'ssd', watts: powerAllowances.drive },
  { category: 'case', watts: powerAllowances.fan, unitsKey: 'includedFans' },
  { category: 'cpu-cooler', watts: powerAllowances.fan, unitsKey: 'fans' },
];

export interface PowerEstimate {
  watts: number;
  /** Values the estimate needed and did not find: each part leaves out what it lacks. */
  missing: { part: BuildPart; key: string }[];
}

/** Σ over the rows of (watts per unit × units per part × quantity); a missing value adds nothing and is named. */
export function estimatePower(build: BuildIndex): PowerEstimate {
  const estimate: PowerEstimate = { watts: 0, missing: [] };
  for (const row of powerDraws) {
    for (const part of build.get(row.category) ?? []) {
      const keys = [...(typeof row.watts === 'string' ? [row.watts] : []), ...(row.unitsKey ? [row.unitsKey] : [])];
      const lacking = keys.filter((key) => specValueOf(part, key) === undefined);
      if (lacking.length > 0) {
        estimate.missing.push(...lacking.map((key) => ({ part, key })));
        continue;
      }
      const perUnit = typeof row.watts === 'number' ? row.watts : (specValueOf(part, row.watts) as number);
      const units = row.unitsKey ? (specValueOf(part, row.unitsKey) as number) : 1;
      estimate.watts += perUnit * units * part.quantity;
    }
  }
  return estimate;
}
