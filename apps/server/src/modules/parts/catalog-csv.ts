/**
 * The catalog as a CSV file (issue 42): the columns the catalog's import reads, one line per live
 * part, written a batch at a time so 100,000 parts never sit in memory as one text. Cells are
 * formula-safe like the orders' export (lib/csv.ts).
 */
import { specTables, type Part, type SpecValues } from '@coreparts/shared';
import { toCsvRow } from '@/lib/csv.ts';

/** The part's own columns, in the import's order; `images` lists further pictures, `|` between them. */
export const CATALOG_COLUMNS = ['sku', 'name', 'category', 'brand', 'mpn', 'gtin', 'price', 'quantity', 'min', 'description', 'image', 'images'] as const;

/** Every category's specification keys, each once, in the tables' order: `spec.<key>` columns. */
export const SPEC_KEYS: readonly string[] = [...new Set(Object.values(specTables).flatMap((fields) => fields.map((field) => field.key)))];

/** A specification's value as a cell: a list with `|` between its values, a yes or no as `true` or `false`. */
function specCell(value: SpecValues[string] | undefined): string | number {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join('|');
  return typeof value === 'boolean' ? String(value) : value;
}

function lineOf(part: Part): string {
  return toCsvRow([
    part.sku ?? '',
    part.name,
    part.category,
    part.brand ?? '',
    part.mpn ?? '',
    part.gtin ?? '',
    part.price,
    part.quantity,
    part.min,
    part.text,
    part.image,
    part.images.slice(1).join('|'),
    ...SPEC_KEYS.map((key) => specCell(part.specs[key])),
  ]);
}

export async function* catalogCsv(batches: AsyncIterable<Part[]>): AsyncGenerator<string> {
  yield toCsvRow([...CATALOG_COLUMNS, ...SPEC_KEYS.map((key) => `spec.${key}`)]);
  for await (const parts of batches) yield parts.map(lineOf).join('');
}
