/**
 * The /parts page's filters and its URL, both ways: `?q=&category=&spec.…=&sort=`. Specification
 * filters follow the catalog's own query syntax (decision 040), so the page's URL and the API call
 * it makes say the same thing.
 */
import { isAnyCategory, parseSpecFilters, partSearchMaxLength, specTables, type AnyCategory, type PartSort, type SpecCondition } from '@coreparts/shared';
import type { PartsFilters } from '@/features/parts/api/get-parts-page.ts';

/**
 * Every order the server knows (partSorts), by name. Checked against the type, so the page
 * needs no import of the shared schemas' module, and with it zod, to read a URL.
 */
export const sortLabels: Record<PartSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Rating',
};

const isSort = (value: string | null): value is PartSort => value !== null && Object.hasOwn(sortLabels, value);

/** The URL's `spec.` parameters (and no others), for the filters to read. */
function specParamsIn(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...params].filter(([name]) => name.startsWith('spec.')));
}

/**
 * The conditions of a URL's specification filters that the category can apply: a parameter it
 * cannot (a mistyped or outdated link) is dropped on its own rather than taking the rest with it.
 */
function specConditionsFrom(category: AnyCategory, params: URLSearchParams): SpecCondition[] {
  const specParams = specParamsIn(params);
  // Each round drops at least one parameter, so this ends.
  for (;;) {
    const result = parseSpecFilters(category, specParams);
    if (result.success) return inTableOrder(category, result.conditions);
    for (const { param } of result.errors) specParams.delete(param);
  }
}

/** Conditions in the order of the category's table, values in the order of their vocabulary: one spelling per choice. */
function inTableOrder(category: AnyCategory, conditions: SpecCondition[]): SpecCondition[] {
  const fields = specTables[category];
  const position = (key: string) => fields.findIndex((field) => field.key === key);
  return conditions
    .map((condition) => {
      const field = fields[position(condition.key)];
      if (condition.kind !== 'any-of' || !field || !('values' in field)) return condition;
      const known: readonly string[] = field.values;
      return { ...condition, values: known.filter((value) => condition.values.includes(value)) };
    })
    .sort((a, b) => position(a.key) - position(b.key));
}

/** The filters in the URL; anything unknown there means "not filtered". */
export function filtersFrom(params: URLSearchParams): PartsFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  const chosen = isAnyCategory(category) ? category : null;
  return {
    q: (params.get('q') ?? '').slice(0, partSearchMaxLength).trim(),
    category: chosen,
    sort: isSort(sort) ? sort : 'featured',
    specs: chosen ? specConditionsFrom(chosen, params) : [],
  };
}

/** Adds the conditions as the catalog's `spec.` parameters. */
export function appendSpecParams(params: URLSearchParams, conditions: readonly SpecCondition[]): void {
  for (const condition of conditions) {
    const name = `spec.${condition.key}`;
    if (condition.kind === 'any-of') for (const value of condition.values) params.append(name, value);
    if (condition.kind === 'is') params.set(name, String(condition.value));
    if (condition.kind === 'range') {
      if (condition.min !== undefined) params.set(`${name}.min`, String(condition.min));
      if (condition.max !== undefined) params.set(`${name}.max`, String(condition.max));
    }
  }
}

/** The shortest URL for the filters: defaults are left out, so /parts is the whole catalog. */
export function searchParamsOf(filters: PartsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  appendSpecParams(params, filters.specs);
  if (filters.sort !== 'featured') params.set('sort', filters.sort);
  return params;
}

/** The filters after a change: another category's fields are not this one's, so its filters go. */
export function changedFilters(filters: PartsFilters, change: Partial<PartsFilters>): PartsFilters {
  const next = { ...filters, ...change };
  if (next.category !== filters.category && change.specs === undefined) next.specs = [];
  return next.category ? { ...next, specs: inTableOrder(next.category, next.specs) } : { ...next, specs: [] };
}

const without = (conditions: readonly SpecCondition[], key: string) => conditions.filter((condition) => condition.key !== key);

/** Adds or removes one value of a multi-select filter. */
export function toggleValue(conditions: readonly SpecCondition[], key: string, value: string): SpecCondition[] {
  const current = conditions.find((condition) => condition.key === key);
  const values = current?.kind === 'any-of' ? current.values : [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return next.length === 0 ? without(conditions, key) : [...without(conditions, key), { key, kind: 'any-of', values: next }];
}

/** Sets (or, with undefined, clears) one end of a range filter. */
export function setBound(conditions: readonly SpecCondition[], key: string, bound: 'min' | 'max', value: number | undefined): SpecCondition[] {
  const current = conditions.find((condition) => condition.key === key);
  const range = { ...(current?.kind === 'range' ? current : { key, kind: 'range' as const }), [bound]: value };
  if (value === undefined) delete range[bound];
  return range.min === undefined && range.max === undefined ? without(conditions, key) : [...without(conditions, key), range];
}

/** Sets a yes/no filter, or clears it with null. */
export function setIs(conditions: readonly SpecCondition[], key: string, value: boolean | null): SpecCondition[] {
  return value === null ? without(conditions, key) : [...without(conditions, key), { key, kind: 'is', value }];
}
