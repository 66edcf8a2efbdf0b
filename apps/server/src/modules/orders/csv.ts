/**
 * CSV lines as RFC 4180 writes them, safe to open in a spreadsheet: a text cell that starts like
 * a formula (`=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'` so it stays text
 * (OWASP's advice on CSV injection). Numbers are ours and written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, ending in CRLF. */
export const toCsvRow = (values: (string | number)[]) => `${values.map(cell).join(',')}\r\n`;
