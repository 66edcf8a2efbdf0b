/**
 * What the catalog's calls answer about specifications (issue 26), shared by the server that
 * answers and the page that reads:
 * - every part carries `specs` (key → value, numbers in the field's unit; `{}` when none are known);
 * - `GET /api/categories` lists every category with its label and its fields;
 * - `GET /api/parts?category=…&spec.…` answers, beside the page of parts, how many parts match
 *   (`total`) and the facets of the chosen category for the current filters.
 */
import type { AnyCategory } from '../categories.ts';
import type { SpecField } from './spec-field.ts';

/** A part's specifications as they travel: one value per key of its category's table. */
export type SpecValues = Record<string, string | number | boolean | string[]>;

/** One category as `GET /api/categories` answers it. */
export interface CategoryInfo {
  slug: AnyCategory;
  label: string;
  fields: readonly SpecField[];
}

/**
 * One filter's choices. Counts are those of the parts matching the search, the category and
 * every OTHER specification filter (not the facet's own), so a shopper sees what choosing another
 * value would give. Values no matching part has are left out; a list field counts a part under
 * each value it lists. A range gives the smallest and largest value among those parts (null when
 * none has one).
 */
export type SpecFacet =
  | { key: string; kind: 'multi'; values: { value: string; count: number }[] }
  | { key: string; kind: 'range'; min: number | null; max: number | null }
  | { key: string; kind: 'boolean'; yes: number; no: number };
