/**
 * Which parts may be compared together (issue 26): the list the browser keeps (use-compare.ts) and
 * the comparison's address. Apart from the comparison's rows (compare.ts), which need every
 * category's specification table: the compare bar on every page needs only these.
 */
import { categoryLabel, messages, type AnyCategory } from '@coreparts/shared';

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
