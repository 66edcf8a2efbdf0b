import { describe, expect, it } from 'vitest';
import { toCsvRow } from './csv.ts';

describe('CSV rows', () => {
  it('quotes commas, quotes and line breaks, and keeps numbers as they are', () => {
    expect(toCsvRow(['a,b', 'say "hi"', 'two\nlines', 'plain', 42])).toBe('"a,b","say ""hi""","two\nlines",plain,42\r\n');
  });

  it('turns text that a spreadsheet would run as a formula into text', () => {
    expect(toCsvRow(['=1+1', '+44 20', '-2', '@SUM(A1)', '\tx', 'a=b'])).toBe("'=1+1,'+44 20,'-2,'@SUM(A1),'\tx,a=b\r\n");
    expect(toCsvRow(['=cmd|" /C calc"!A0'])).toBe(`"'=cmd|"" /C calc""!A0"\r\n`);
  });
});
