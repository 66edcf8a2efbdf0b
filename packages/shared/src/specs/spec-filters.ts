/**
 * The catalog's filters by specification, as a query string (decision 040):
 * `spec.<key>=<value>` (repeated: any of them), `spec.<key>.min` / `spec.<key>.max` for numbers,
 * `spec.<key>=true|false` for yes/no. Other parameters are not ours and are left alone.
 */
import { categoryLabel, type AnyCategory } from '../categories.ts';
import { messages } from '../messages.ts';
import type { SpecField } from './spec-field.ts';
import { specTables } from './spec-tables.ts';

const m = messages.specs;
const prefix = 'spec.';

/** What one filter asks of a part's specifications. */
export type SpecCondition =
  | { key: string; kind: 'any-of'; values: string[] }
  | { key: string; kind: 'range'; min?: number; max?: number }
  | { key: string; kind: 'is'; value: boolean };

/** A filter parameter the catalog cannot apply, named as the client wrote it. */
export interface SpecFilterError {
  param: string;
  message: string;
}

export type SpecFiltersResult = { success: true; conditions: SpecCondition[] } | { success: false; errors: SpecFilterError[] };

/** A query as the page (URLSearchParams) or the server (parsed query object) holds it. */
export type SpecQuery = URLSearchParams | Record<string, unknown>;

/** Each `spec.` parameter with all its values, in the order first given. */
function specParams(query: SpecQuery): Map<string, string[]> {
  const pairs: [string, unknown][] = query instanceof URLSearchParams ? [...query] : Object.entries(query);
  const params = new Map<string, string[]>();
  for (const [param, value] of pairs) {
    if (!param.startsWith(prefix) || value === undefined) continue;
    const values = (Array.isArray(value) ? value : [value]).map(String);
    params.set(param, [...(params.get(param) ?? []), ...values]);
  }
  return params;
}

const decimal = /^-?\d+(\.\d+)?$/;

/** The field a parameter filters by, and which end of a range it sets. */
interface FilterTarget {
  field: SpecField;
  bound?: 'min' | 'max';
}

/** What a parameter filters by, or null when it names no filter of the table. */
function filterTarget(fields: readonly SpecField[], param: string): FilterTarget | null {
  const [key, bound, ...rest] = param.slice(prefix.length).split('.');
  const field = fields.find((f) => f.key === key);
  if (!field || field.filter === 'none' || rest.length > 0) return null;
  if (field.filter !== 'range') return bound === undefined ? { field } : null;
  return bound === 'min' || bound === 'max' ? { field, bound } : null;
}

/** The condition one parameter asks for (a range joins its other end, `previous`), or why it cannot. */
function conditionFor(target: FilterTarget, param: string, values: string[], previous?: SpecCondition): SpecCondition | string {
  const { field, bound } = target;
  if (field.type === 'enum' || field.type === 'enum-list') {
    const known: readonly string[] = field.values;
    if (!values.every((value) => known.includes(value))) return m.oneOf(field.label, known);
    return { key: field.key, kind: 'any-of', values: [...new Set(values)] };
  }
  const [value] = values;
  if (value === undefined || values.length > 1) return m.filterOnce(param);
  if (bound === undefined) {
    if (value !== 'true' && value !== 'false') return m.filterYesOrNo(param);
    return { key: field.key, kind: 'is', value: value === 'true' };
  }
  if (!decimal.test(value)) return m.filterNumber(param);
  return { ...(previous?.kind === 'range' ? previous : {}), key: field.key, kind: 'range', [bound]: Number(value) };
}

/** The filters a catalog query asks for, or every parameter that is wrong and why. */
export function parseSpecFilters(category: AnyCategory, query: SpecQuery): SpecFiltersResult {
  const conditions = new Map<string, SpecCondition>();
  const errors: SpecFilterError[] = [];
  for (const [param, values] of specParams(query)) {
    const target = filterTarget(specTables[category], param);
    const condition = target ? conditionFor(target, param, values, conditions.get(target.field.key)) : m.notAFilter(param, categoryLabel(category));
    if (typeof condition === 'string') errors.push({ param, message: condition });
    else conditions.set(condition.key, condition);
  }
  for (const condition of conditions.values()) {
    if (condition.kind === 'range' && (condition.min ?? -Infinity) > (condition.max ?? Infinity)) {
      const param = `${prefix}${condition.key}`;
      errors.push({ param: `${param}.min`, message: m.filterRange(`${param}.min`, `${param}.max`) });
    }
  }
  return errors.length > 0 ? { success: false, errors } : { success: true, conditions: [...conditions.values()] };
}

/** Whether a part's specifications meet one condition; a part that lacks the field does not. */
function meets(specs: Readonly<Record<string, unknown>>, condition: SpecCondition): boolean {
  const value = specs[condition.key];
  switch (condition.kind) {
    case 'any-of':
      return (Array.isArray(value) ? value : [value]).some((v) => condition.values.includes(v as string));
    case 'range':
      return typeof value === 'number' && value >= (condition.min ?? -Infinity) && value <= (condition.max ?? Infinity);
    case 'is':
      return value === condition.value;
  }
}

/** Whether a part's specifications meet every condition of a query. */
export const specsMatch = (specs: Readonly<Record<string, unknown>>, conditions: readonly SpecCondition[]): boolean =>
  conditions.every((condition) => meets(specs, condition));
