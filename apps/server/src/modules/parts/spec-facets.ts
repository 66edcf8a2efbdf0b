/**
 * What the catalog answers beside a page filtered by specifications (catalog-api.ts): how many
 * parts match, and each filter's choices counted over the parts that meet every OTHER filter, so
 * that a shopper sees what choosing another value would give (decision 044).
 */
import { specFields, specsMatch, type AnyCategory, type SpecCondition, type SpecFacet, type SpecField, type SpecValues } from '@coreparts/shared';

/** One filter's choices as they are counted: a tally per value, a running range, or yes/no. */
type Tally =
  | { key: string; kind: 'multi'; order: readonly string[]; counts: Map<string, number> }
  | { key: string; kind: 'range'; min: number | null; max: number | null }
  | { key: string; kind: 'boolean'; yes: number; no: number };

function tallyFor(field: SpecField): Tally | null {
  if (field.filter === 'multi' && (field.type === 'enum' || field.type === 'enum-list')) return { key: field.key, kind: 'multi', order: field.values, counts: new Map() };
  if (field.filter === 'range') return { key: field.key, kind: 'range', min: null, max: null };
  if (field.filter === 'boolean') return { key: field.key, kind: 'boolean', yes: 0, no: 0 };
  return null;
}

function count(tally: Tally, value: unknown): void {
  if (tally.kind === 'multi') {
    for (const v of new Set(Array.isArray(value) ? value : [value])) if (typeof v === 'string') tally.counts.set(v, (tally.counts.get(v) ?? 0) + 1);
  } else if (tally.kind === 'range') {
    if (typeof value !== 'number') return;
    tally.min = tally.min === null ? value : Math.min(tally.min, value);
    tally.max = tally.max === null ? value : Math.max(tally.max, value);
  } else if (value === true) tally.yes++;
  else if (value === false) tally.no++;
}

function facetOf(tally: Tally): SpecFacet {
  if (tally.kind !== 'multi') return tally;
  const values = tally.order.filter((value) => tally.counts.has(value)).map((value) => ({ value, count: tally.counts.get(value)! }));
  return { key: tally.key, kind: 'multi', values };
}

export interface SpecSummary {
  total: number;
  facets: SpecFacet[];
}

/** The total and facets of a category's parts (those matching its search) under these conditions. */
export function summarise(category: AnyCategory, specsOfParts: Iterable<SpecValues>, conditions: readonly SpecCondition[]): SpecSummary {
  const tallies = specFields(category).flatMap((field) => tallyFor(field) ?? []);
  // For each filter, the conditions of the others: its own choice does not narrow its choices.
  const others = new Map(tallies.map((tally) => [tally.key, conditions.filter((c) => c.key !== tally.key)]));
  let total = 0;
  for (const specs of specsOfParts) {
    if (specsMatch(specs, conditions)) total++;
    for (const tally of tallies) if (specsMatch(specs, others.get(tally.key)!)) count(tally, specs[tally.key]);
  }
  return { total, facets: tallies.map(facetOf) };
}
