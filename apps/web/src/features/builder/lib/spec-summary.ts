import { specTables, type SpecField, type SpecValues } from '@coreparts/shared';

const tables = new Map<string, readonly SpecField[]>(Object.entries(specTables));

/**
 * The first few specifications a part has, as one short line ("Socket AM5 · Cores 8 · TDP 105 W"):
 * what a shopper choosing among a category's parts compares first. Yes/no values are left out.
 */
export function specSummary(category: string, specs: SpecValues, count = 4): string {
  const shown: string[] = [];
  for (const field of tables.get(category) ?? []) {
    const value = specs[field.key];
    if (value === undefined || typeof value === 'boolean') continue;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    const unit = 'unit' in field && field.unit ? ` ${field.unit}` : '';
    shown.push(`${field.label} ${text}${unit}`);
    if (shown.length === count) break;
  }
  return shown.join(' · ');
}
