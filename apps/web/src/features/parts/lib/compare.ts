/**
 * Comparing parts side by side (issue 26): which parts may be compared together, and what one row
 * of the comparison shows. Pure rules; the browser keeps the chosen parts (use-compare.ts).
 */
import { categoryLabel, messages, specTables, type AnyCategory, type Part, type SpecField } from '@coreparts/shared';
import { formatSpecValue } from './spec-values.ts';

/** More columns than this no longer fit a phone's screen in a readable way. */
export const maxCompared = 4;

/** A part chosen for comparison, as the browser keeps it. */
export interface ComparedPart {
  id: string;
  category: AnyCategory;
}

export type CompareResult = { ok: true; list: ComparedPart[] } | { ok: false; message: string };

/** The list with the part added, or why it cannot be: one category, at most four parts. */
export function addToCompare(list: readonly ComparedPart[], part: ComparedPart): CompareResult {
  if (list.some((item) => item.id === part.id)) return { ok: true, list: [...list] };
  const category = list[0]?.category;
  if (category !== undefined && category !== part.category) return { ok: false, message: messages.compare.otherCategory(categoryLabel(category)) };
  if (list.length >= maxCompared) return { ok: false, message: messages.compare.full(maxCompared) };
  return { ok: true, list: [...list, part] };
}

export const removeFromCompare = (list: readonly ComparedPart[], id: string): ComparedPart[] => list.filter((item) => item.id !== id);

/** The ids of a comparison's address, `?ids=a,b,c`: known order, no repeats, at most four. */
export function comparedIdsFrom(params: URLSearchParams): string[] {
  const ids = (params.get('ids') ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  return [...new Set(ids)].slice(0, maxCompared);
}

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
