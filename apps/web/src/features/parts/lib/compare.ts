/**
 * Comparing parts side by side (issue 26): what one row of the comparison shows. Pure rules; which
 * parts may be compared together is compare-list.ts.
 */
import { specTables, type AnyCategory, type Part, type SpecField } from '@coreparts/shared';
import { formatSpecValue } from './spec-values.ts';

export interface CompareCell {
  text: string;
  /** The best value of the row, where the field has a direction and the parts differ. */
  best: boolean;
}

export interface CompareRow {
  field: SpecField;
  cells: CompareCell[];
  /** Whether the parts' values are not all the same. */
  differs: boolean;
}

/** The numbers of a row, or null where a part has none: only numbers have a better side. */
const numbersOf = (field: SpecField, parts: readonly Part[]) => parts.map((part) => (typeof part.specs[field.key] === 'number' ? (part.specs[field.key] as number) : null));

function bestOf(field: SpecField, parts: readonly Part[]): number | null {
  if (!('better' in field) || !field.better) return null;
  const known = numbersOf(field, parts).filter((n): n is number => n !== null);
  if (known.length < 2 || known.every((n) => n === known[0])) return null;
  return field.better === 'higher' ? Math.max(...known) : Math.min(...known);
}

/** One row per field of the category that any of the parts states, in the table's order. */
export function compareRows(category: AnyCategory, parts: readonly Part[]): CompareRow[] {
  return specTables[category]
    .filter((field) => parts.some((part) => part.specs[field.key] !== undefined))
    .map((field) => {
      const best = bestOf(field, parts);
      const texts = parts.map((part) => (part.specs[field.key] === undefined ? '—' : formatSpecValue(field, part.specs[field.key]!)));
      return {
        field,
        cells: parts.map((part, i) => ({ text: texts[i]!, best: best !== null && part.specs[field.key] === best })),
        differs: texts.some((text) => text !== texts[0]),
      };
    });
}
