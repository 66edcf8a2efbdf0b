/**
 * CSV lines as RFC 4180 writes them, safe to open in a spreadsheet. Every text cell is quoted,
 * and a formula start (`=`, `+`, `-`, `@`, a tab or a carriage return) at the start of a cell or
 * right after a `,`, `;` or tab inside it gets a leading `'`, so it stays text whatever list
 * separator the spreadsheet splits on (OWASP's advice on CSV injection). Numbers are ours and
 * written as they are.
 */
const FORMULA_STARTS = /(^|[,;\t])(?=[=+\-@\t\r])/g;

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  return `"${value.replace(FORMULA_STARTS, "$1'").replaceAll('"', '""')}"`;
}

/**
 * A cell as it was before `cell` kept it from being a formula: each leading `'` it added taken out
 * again, so a file the export wrote reads back as what was exported (the catalog's import).
 */
export const unguardedCell = (text: string) => text.replace(GUARDED_STARTS, '$1');
const GUARDED_STARTS = /(^|[,;\t])'(?=[=+\-@\t\r])/g;

/** One line, ending in CRLF. */
export const toCsvRow = (values: (string | number)[]) => `${values.map(cell).join(',')}\r\n`;
