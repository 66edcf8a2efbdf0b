/**
 * The zod schema of each category's specifications, derived from its table (decision 040):
 * strict, so a misspelt key is refused rather than silently kept; every field optional, so a part
 * listed before its category had a table, or one whose sheet is partly unknown, stays valid.
 */
import { z } from 'zod';
import { categoryLabel, type AnyCategory } from '../categories.ts';
import { messages } from '../messages.ts';
import { specTextMaxLength, type EnumField, type NumberField, type SpecField } from './spec-field.ts';
import { specTables, type CategorySpecs } from './spec-tables.ts';

const m = messages.specs;

/** A problem with one field (`key`), or with the specifications as a whole (`key` null). */
export interface SpecError {
  key: string | null;
  message: string;
}

export type SpecsResult<C extends AnyCategory> = { success: true; specs: CategorySpecs<C> } | { success: false; errors: SpecError[] };

/** The rows of a category's table, in the order the part page shows them. */
export const specFields = (category: AnyCategory): readonly SpecField[] => specTables[category];

const amount = (field: NumberField, n: number): string => (field.unit ? `${n} ${field.unit}` : `${n}`);

function numberSchema(field: NumberField): z.ZodNumber {
  const number = z.number({ error: m.mustBeNumber(field.label) });
  return (field.type === 'integer' ? number.int({ error: m.mustBeWholeNumber(field.label) }) : number)
    .min(field.min, { error: m.atLeast(field.label, amount(field, field.min)) })
    .max(field.max, { error: m.atMost(field.label, amount(field, field.max)) });
}

function enumListSchema(field: EnumField) {
  const listOf = m.listOf(field.label, field.values);
  return z
    .array(z.enum(field.values, { error: listOf }), { error: listOf })
    .min(1, { error: m.listEmpty(field.label) })
    .refine((list) => new Set(list).size === list.length, { error: m.listRepeats(field.label) });
}

function fieldSchema(field: SpecField): z.ZodType {
  switch (field.type) {
    case 'number':
    case 'integer':
      return numberSchema(field);
    case 'enum':
      return z.enum(field.values, { error: m.oneOf(field.label, field.values) });
    case 'enum-list':
      return enumListSchema(field);
    case 'boolean':
      return z.boolean({ error: m.yesOrNo(field.label) });
    case 'text': {
      const text = m.text(field.label, specTextMaxLength);
      return z.string({ error: text }).trim().min(1, { error: text }).max(specTextMaxLength, { error: text });
    }
  }
}

function tableSchema(fields: readonly SpecField[]): z.ZodType {
  return z.strictObject(Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field).optional()])));
}

const schemas = new Map<AnyCategory, z.ZodType>(
  Object.entries(specTables).map(([category, fields]) => [category as AnyCategory, tableSchema(fields)]),
);

/** The zod schema of a category's specifications, for composing into part schemas. */
export function specsSchema<C extends AnyCategory>(category: C): z.ZodType<CategorySpecs<C>> {
  const schema = schemas.get(category);
  if (!schema) throw new Error(`no specification table for ${category}`);
  return schema as z.ZodType<CategorySpecs<C>>;
}

/** One error per field (its first), in the words a shopper or an API client reads. */
function specErrors(category: AnyCategory, issues: readonly z.core.$ZodIssue[]): SpecError[] {
  const errors = new Map<string | null, SpecError>();
  const add = (key: string | null, message: string) => {
    if (!errors.has(key)) errors.set(key, { key, message });
  };
  for (const issue of issues) {
    const key = issue.path[0];
    if (issue.code === 'unrecognized_keys') for (const unknown of issue.keys) add(unknown, m.unknownField(unknown, categoryLabel(category)));
    else if (key === undefined) add(null, m.notAnObject);
    else add(String(key), issue.message);
  }
  return [...errors.values()];
}

/** Checks a part's specifications against its category's table. */
export function parseSpecs<C extends AnyCategory>(category: C, input: unknown): SpecsResult<C> {
  const result = specsSchema(category).safeParse(input);
  return result.success ? { success: true, specs: result.data } : { success: false, errors: specErrors(category, result.error.issues) };
}
