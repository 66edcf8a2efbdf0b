/**
 * A part's specifications as the product form holds them, both ways: numbers are NaN while empty
 * (`valueAsNumber`), yes/no and single values are select values ('' for "not stated"), lists are
 * the ticked boxes. What is not stated is left out, as the server's table allows.
 */
import { isAnyCategory, parseSpecs, specTables, type SpecError, type SpecValues } from '@coreparts/shared';
import type { z } from 'zod';

export type FormSpecValue = string | number | boolean | string[] | undefined;
export type FormSpecs = Record<string, FormSpecValue>;

/** The form's values for a part's specifications (every field of the category, stated or not). */
export function formSpecsOf(category: string, specs: SpecValues = {}): FormSpecs {
  if (!isAnyCategory(category)) return {};
  return Object.fromEntries(
    specTables[category].map((field) => {
      const value = specs[field.key];
      if (field.type === 'boolean') return [field.key, value === undefined ? '' : String(value)];
      if (field.type === 'enum-list') return [field.key, Array.isArray(value) ? value : []];
      if (field.type === 'number' || field.type === 'integer') return [field.key, typeof value === 'number' ? value : NaN];
      return [field.key, value ?? ''];
    }),
  );
}

const stated = (value: FormSpecValue) =>
  value !== undefined && value !== '' && value !== false && !(typeof value === 'number' && Number.isNaN(value)) && !(Array.isArray(value) && value.length === 0);

/** The specifications the form states, as the API takes them (not yet checked). */
export function specsFromForm(category: string, form: FormSpecs | undefined): SpecValues {
  if (!isAnyCategory(category) || !form) return {};
  const specs: SpecValues = {};
  for (const field of specTables[category]) {
    const value = form[field.key];
    if (value === undefined || !stated(value)) continue;
    specs[field.key] = field.type === 'boolean' ? value === 'true' : value;
  }
  return specs;
}

/** What is wrong with the form's specifications for the category, field by field (none when it has no category yet). */
export function formSpecErrors(category: string, form: FormSpecs | undefined): SpecError[] {
  if (!isAnyCategory(category)) return [];
  const result = parseSpecs(category, specsFromForm(category, form));
  return result.success ? [] : result.errors;
}

/**
 * The product form's check of its specifications, one issue per field under `specs.<key>`. It
 * runs even while other fields are wrong (`when`), so the admin sees every problem at once.
 */
export const specsCheck = [
  ({ category, specs }: { category?: string; specs?: FormSpecs }, ctx: z.RefinementCtx) => {
    for (const { key, message } of formSpecErrors(category ?? '', specs)) ctx.addIssue({ code: 'custom', path: key ? ['specs', key] : ['specs'], message });
  },
  { when: () => true },
] as const;

/**
 * The server's refusal of a form, field by field: `Invalid body: specs.speedMts: …; price: …`
 * (the API's error handler), as form paths and messages. Empty when it names no field.
 */
export function serverFieldErrors(message: string): { path: string; message: string }[] {
  const match = /^Invalid body: (.*)$/s.exec(message);
  if (!match) return [];
  return match[1]!.split('; ').flatMap((issue) => {
    const at = issue.indexOf(': ');
    return at > 0 ? [{ path: issue.slice(0, at), message: issue.slice(at + 2) }] : [];
  });
}
