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

/** The field a parameter filters by, and which bound of a range it sets, or null when none. */
function filterTarget(fields: readonly SpecField[], param: string): { field: SpecField; bound?: 'min' | 'max' } | null {
  const [key, bound, ...rest] = param.slice(prefix.length).split('.');
  const field = fields.find((f) => f.key === key);
  if (!field || field.filter === 'none' || rest.length > 0) return null;
  if (field.filter !== 'range') return bound === undefined ? { field } : null;
  return bound === 'min' || bound === 'max' ? { field, bound } : null;
}

/** The filters a catalog query asks for, or every parameter that is wrong and why. */
export function parseSpecFilters(category: AnyCategory, query: SpecQuery): SpecFiltersResult {
  const fields = specTables[category];
  const conditions = new Map<string, SpecCondition>();
  const errors: SpecFilterError[] = [];
  const fail = (param: string, message: string) => errors.push({ param, message });

  for (const [param, values] of specParams(query)) {
    const target = filterTarget(fields, param);
    if (!target) {
      fail(param, m.notAFilter(param, categoryLabel(category)));
      continue;
    }
    const { field, bound } = target;
    if (field.type === 'enum' || field.type === 'enum-list') {
      const known: readonly string[] = field.values;
      if (values.some((value) => !known.includes(value))) fail(param, m.oneOf(field.label, known));
      else conditions.set(field.key, { key: field.key, kind: 'any-of', values: [...new Set(values)] });
      continue;
    }
    const [value] = values;
    if (value === undefined || values.length > 1) fail(param, m.filterOnce(param));
    else if (bound === undefined) {
      if (value === 'true' || value === 'false') conditions.set(field.key, { key: field.key, kind: 'is', value: value === 'true' });
      else fail(param, m.filterYesOrNo(param));
    } else if (!decimal.test(value)) fail(param, m.filterNumber(param));
    else {
      const range = conditions.get(field.key);
      conditions.set(field.key, { ...(range?.kind === 'range' ? range : {}), key: field.key, kind: 'range', [bound]: Number(value) });
    }
  }

  for (const condition of conditions.values()) {
    if (condition.kind === 'range' && condition.min !== undefined && condition.max !== undefined && condition.min > condition.max) {
      const param = `${prefix}${condition.key}`;
      fail(`${param}.min`, m.filterRange(`${param}.min`, `${param}.max`));
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
