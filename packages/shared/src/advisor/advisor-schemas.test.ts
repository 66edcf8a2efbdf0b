import { describe, expect, it } from 'vitest';
import { advisorMessages, MAX_REPORT_BYTES, MAX_REPORT_LINE_CHARS, MAX_REPORT_LINES, refuseReport, type ReportRefusal } from './advisor-schemas.ts';

// The shared package is typed without Node (the page uses it too); only this test reads files.
const fs = 'node:fs';
const { readdirSync, readFileSync } = (await import(fs)) as { readdirSync: (path: URL) => string[]; readFileSync: (path: URL, encoding: 'utf8') => string };
const fixtures = new URL('./fixtures/', import.meta.url);

describe('refuseReport: what the page and the server refuse before reading', () => {
  const cases: [string, string, ReportRefusal | null][] = [
    ['spaces and line breaks only', ' \n\t\n', 'empty'],
    ['one byte over the size', 'x'.repeat(MAX_REPORT_BYTES + 1), 'tooLarge'],
    ['the size counted in UTF-8, as sent', 'é'.repeat(MAX_REPORT_BYTES / 2 + 1), 'tooLarge'],
    ['as many lines as allowed, with a final line break', '\ta\n'.repeat(MAX_REPORT_LINES), null],
    ['one line more', '\ta\n'.repeat(MAX_REPORT_LINES + 1), 'tooManyLines'],
    ['a line, 20,000 line breaks, a line', `Card name: A${'\n'.repeat(20_000)}Card name: B`, 'tooManyLines'],
    ['a line as long as allowed', `Card name: ${'x'.repeat(MAX_REPORT_LINE_CHARS - 11)}`, null],
    ['a line longer', `Card name: ${'x'.repeat(MAX_REPORT_LINE_CHARS - 10)}`, 'lineTooLong'],
    ['JSON pasted minified on one long line', ` [{"class":"system","id":"x","product":"${'x'.repeat(MAX_REPORT_LINE_CHARS)}"}]`, null],
  ];
  it.each(cases)('%s', (_name, report, refusal) => {
    expect(refuseReport(report)).toBe(refusal);
  });

  it('every message is in the shop’s words, bounds written out', () => {
    expect(advisorMessages.tooManyLines).toBe('The report has more than 20,000 lines: paste only the hardware report.');
    expect(advisorMessages.lineTooLong).toBe('The report has a line longer than 8,192 characters: paste the report as the command printed it.');
  });

  it('every real report passes, and so does its lshw JSON minified', () => {
    for (const name of readdirSync(fixtures).filter((name) => /\.(txt|json)$/.test(name))) {
      const report = readFileSync(new URL(name, fixtures), 'utf8');
      expect(refuseReport(report), name).toBeNull();
      if (name.endsWith('.json')) expect(refuseReport(JSON.stringify(JSON.parse(report))), name).toBeNull();
    }
  });
});
