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

/** One line, ending in CRLF. */
export const toCsvRow = (values: (string | number)[]) => `${values.map(cell).join(',')}\r\n`;
