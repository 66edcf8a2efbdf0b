/** A part's specifications as a shopper reads them: labelled, with units, grouped as the table groups them. */
import { specTables, type AnyCategory, type SpecField, type SpecGroup, type SpecValues } from '@coreparts/shared';

type SpecValue = SpecValues[string];

/** One value in words: numbers with their unit, yes/no, lists joined. */
export function formatSpecValue(field: SpecField, value: SpecValue): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') {
    const number = value.toLocaleString('en-US');
    return 'unit' in field && field.unit ? `${number} ${field.unit}` : number;
  }
  return value;
}

export interface SpecRow {
  field: SpecField;
  text: string;
}

export interface SpecGroupRows {
  group: SpecGroup;
  rows: SpecRow[];
}

/** The known specifications, group by group in the order the table first names each group. */
export function specGroups(category: AnyCategory, specs: SpecValues): SpecGroupRows[] {
  const groups = new Map<SpecGroup, SpecRow[]>();
  for (const field of specTables[category]) {
    const value = specs[field.key];
    if (value === undefined) continue;
    groups.set(field.group, [...(groups.get(field.group) ?? []), { field, text: formatSpecValue(field, value) }]);
  }
  return [...groups].map(([group, rows]) => ({ group, rows }));
}
