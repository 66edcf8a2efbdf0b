/**
 * A build as the compatibility engine reads it (issue 28): parts with their specifications and how
 * many of each, and what the check answers. The page and the server pass the same shape.
 */
import type { SpecValues } from '../specs/catalog-api.ts';
import type { SpecField } from '../specs/spec-field.ts';
import { specTables } from '../specs/spec-tables.ts';

/** One line of a build: a part of any category, with its specifications as the catalog answers them. */
export interface BuildPart {
  id: string;
  name: string;
  category: string;
  specs: SpecValues;
  quantity: number;
}

export type ProblemSeverity = 'error' | 'warning' | 'note';

/** One finding: an error stops the PC from working, a warning is a risk, a note a check that could not run. */
export interface BuildProblem {
  severity: ProblemSeverity;
  code: string;
  message: string;
  /** The parts it is about, for the page to mark. */
  partIds: string[];
}

export interface BuildCheck {
  /** The build's estimated power draw in watts (power.ts). */
  estimatedWatts: number;
  problems: BuildProblem[];
}

/** The build's parts by category, as the rules and the power estimate read them. */
export type BuildIndex = ReadonlyMap<string, readonly BuildPart[]>;

export function indexBuild(parts: readonly BuildPart[]): BuildIndex {
  const index = new Map<string, BuildPart[]>();
  for (const part of parts) index.set(part.category, [...(index.get(part.category) ?? []), part]);
  return index;
}

/** How many of a category's parts the build has, quantities counted. */
export const countOf = (build: BuildIndex, category: string): number =>
  (build.get(category) ?? []).reduce((sum, part) => sum + part.quantity, 0);

const fieldsByCategory = new Map<string, readonly SpecField[]>(Object.entries(specTables));

/** The row of the category's specification table for a key (the label a message names). */
export function specFieldOf(category: string, key: string): SpecField {
  const field = fieldsByCategory.get(category)?.find((f) => f.key === key);
  if (!field) throw new Error(`${category} has no specification ${key}`);
  return field;
}

const holdsType: Record<SpecField['type'], (value: unknown) => boolean> = {
  integer: (value) => typeof value === 'number' && Number.isFinite(value),
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  enum: (value) => typeof value === 'string',
  text: (value) => typeof value === 'string',
  'enum-list': (value) => Array.isArray(value),
  boolean: (value) => typeof value === 'boolean',
};

/** A part's value for a key, or undefined when it has none (or one of the wrong type, read as none). */
export function specValueOf(part: BuildPart, key: string): SpecValues[string] | undefined {
  const value = part.specs[key];
  return value !== undefined && holdsType[specFieldOf(part.category, key).type](value) ? value : undefined;
}
