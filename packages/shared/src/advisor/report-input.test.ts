import { describe, expect, it } from 'vitest';
import { fixture, utf16 } from './fixtures/files.ts';
import { recogniseReport } from './parse-report.ts';
import { cleanReport, decodeReportBytes, reportEncoding } from './report-input.ts';

describe('the encoding a saved report is in', () => {
  const text = 'Procesor: Intel(R) Core(TM) i5-3570K\r\nPamięć: 8192MB RAM\r\n';
  it.each([
    ['UTF-16 LE with its mark', utf16(text), 'utf-16le'],
    ['UTF-16 LE without a mark', utf16(text, { mark: false }), 'utf-16le'],
    ['UTF-16 BE with its mark', utf16(text, { bigEndian: true }), 'utf-16be'],
    ['UTF-16 BE without a mark', utf16(text, { bigEndian: true, mark: false }), 'utf-16be'],
    ['UTF-8', new TextEncoder().encode(text), 'utf-8'],
    ['UTF-8 with a mark', new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]), 'utf-8'],
  ] as const)('%s', (_label, bytes, encoding) => {
    expect(reportEncoding(bytes)).toBe(encoding);
    expect(cleanReport(decodeReportBytes(bytes))).toBe(text.replace(/\r\n/g, '\n'));
  });

  it('an empty file is UTF-8 and empty', () => {
    expect(decodeReportBytes(new Uint8Array())).toBe('');
  });
});

describe('what pasting adds, removed', () => {
  it('ANSI colours of inxi in a terminal', () => {
    expect(cleanReport('\u001b[1;34mCPU:\u001b[0m\n  \u001b[1;34mInfo:\u001b[0m quad core \u001b[1;34mmodel:\u001b[0m Intel Core i5-4590\n')).toBe('CPU:\n  Info: quad core model: Intel Core i5-4590\n');
  });

  it("IRC colour codes of inxi's chat output", () => {
    expect(cleanReport('\u000312CPU:\u000f \u000312Info:\u000f quad core \u000312model:\u000f AMD Ryzen 5 3600')).toBe('CPU: Info: quad core model: AMD Ryzen 5 3600');
  });

  it('CR LF and lone CR line ends, and a byte-order mark', () => {
    expect(cleanReport('\ufeffa\r\nb\rc\n')).toBe('a\nb\nc\n');
  });

  it('a UTF-16 file read as UTF-8 is read again as UTF-16, Cyrillic included', () => {
    const bytes = utf16('Процессор(ы): Intel64 Family 6\r\nПолный объем физической памяти: 16 263 МБ\r\n');
    const misread = new TextDecoder('utf-8').decode(bytes);
    expect(cleanReport(misread)).toBe('Процессор(ы): Intel64 Family 6\nПолный объем физической памяти: 16 263 МБ\n');
  });
});

describe('a real report saved by Windows as UTF-16 reads as the same report', () => {
  it.each(['dxdiag-phenom-hd4800.txt', 'systeminfo-msi-trident3.txt', 'inxi-thinkpad-w520.txt'])('%s', (name) => {
    const text = fixture(name);
    const saved = decodeReportBytes(utf16(text.replace(/\r?\n/g, '\r\n')));
    expect(recogniseReport(saved)).toEqual(recogniseReport(text));
    expect(recogniseReport(saved)).not.toBeNull();
  });
});
