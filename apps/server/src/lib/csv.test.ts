import { describe, expect, it } from 'vitest';
import { toCsvRow, unguardedCell } from './csv.ts';

describe('CSV rows', () => {
  it('quotes every text cell, doubles its quotes, and keeps numbers as they are', () => {
    expect(toCsvRow(['a,b', 'say "hi"', 'two\nlines', 'plain', 42, 1.5])).toBe('"a,b","say ""hi""","two\nlines","plain",42,1.5\r\n');
  });

  it('turns text that a spreadsheet would run as a formula into text', () => {
    expect(toCsvRow(['=1+1', '+44 20', '-2', '@SUM(A1)', '\tx', '\rx', 'a=b'])).toBe(`"'=1+1","'+44 20","'-2","'@SUM(A1)","'\tx","'\rx","a=b"\r\n`);
    expect(toCsvRow(['=cmd|" /C calc"!A0'])).toBe(`"'=cmd|"" /C calc""!A0"\r\n`);
  });

  it('neutralises a formula that starts after a separator inside the text (a spreadsheet whose list separator is ; or tab)', () => {
    expect(toCsvRow(['Ann;=cmd|calc!A0;'])).toBe(`"Ann;'=cmd|calc!A0;"\r\n`);
    expect(toCsvRow(['a,+1', 'b\t@x', 'c;-2;;=3'])).toBe(`"a,'+1","b\t'@x","c;'-2;;'=3"\r\n`);
    expect(toCsvRow(['Smith, Ann', 'x; y=1', 'a-b'])).toBe(`"Smith, Ann","x; y=1","a-b"\r\n`);
  });

  it('reads a guarded cell back as it was, and leaves a quote the writer did not add', () => {
    for (const text of ['=1+1', '-2', 'Ann;=cmd|calc!A0;', 'c;-2;;=3', 'b\t@x', "it's", "'quoted'", 'a-b']) {
      const written = toCsvRow([text]).slice(1, -3).replaceAll('""', '"');
      expect(unguardedCell(written)).toBe(text);
    }
  });
});
