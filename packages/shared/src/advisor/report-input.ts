/**
 * A report as people save and paste it, made into the plain text the readers take: Windows saves
 * `dxdiag /t` and redirected `systeminfo` as UTF-16 (with or without a byte-order mark), inxi run
 * in a terminal colours its labels with ANSI escapes (or IRC colour codes with `-c` for chat), and
 * Windows ends lines with CR LF. Used by the page's file loader and by the server alike.
 */

/** How a file's bytes are encoded: its byte-order mark, else where its NULs fall, else UTF-8. */
export function reportEncoding(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  // Without a mark: Latin text in UTF-16 has a NUL in every other byte, odd ones for little-endian.
  const sample = bytes.subarray(0, 4096);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) even++;
    else odd++;
  }
  const half = sample.length / 2;
  if (odd > half * 0.3 && even < half * 0.05) return 'utf-16le';
  if (even > half * 0.3 && odd < half * 0.05) return 'utf-16be';
  return 'utf-8';
}

/** Letters in Cyrillic words: a Latin text read in a Cyrillic code page has its accents alone inside Latin words. */
const cyrillicLetters = (text: string) => (text.match(/[А-яЁё]{3,}/g) ?? []).reduce((sum, word) => sum + word.length, 0);

/**
 * A saved report's bytes as text: UTF-16 or UTF-8 (a mark is dropped), else the code page an older
 * Windows console wrote, told by the text: Cyrillic in windows-1251 or in the console's cp866
 * (whichever reads as more Cyrillic letters), otherwise windows-1252. A Latin code page the browser
 * cannot decode (cp850) reads with its accented letters wrong; the readers' labels allow for that.
 */
export function decodeReportBytes(bytes: Uint8Array): string {
  const encoding = reportEncoding(bytes);
  if (encoding !== 'utf-8') return new TextDecoder(encoding).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const [cp1251, cp866] = ['windows-1251', 'ibm866'].map((label) => new TextDecoder(label).decode(bytes));
    const best = cyrillicLetters(cp1251!) >= cyrillicLetters(cp866!) ? cp1251! : cp866!;
    return cyrillicLetters(best) >= 20 ? best : new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * A UTF-16 file read as if it were UTF-8 (each Latin letter followed by a NUL): the same text read
 * again as UTF-16, as far as its bytes survived; any other text unchanged.
 */
function repairUtf16(text: string): string {
  const head = text.slice(0, 2048);
  // No report has a NUL; UTF-16 puts one after every Latin letter, space and line end.
  const nuls = head.split('\u0000').length - 1;
  if (nuls < head.length * 0.05) return text;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  const start = text.startsWith('\ufffd\ufffd') ? 2 : 0;
  return decodeReportBytes(bytes.subarray(start));
}

/** ANSI control sequences (colours, cursor) and IRC colour and style codes: none is a character of the report. */
// eslint-disable-next-line no-control-regex -- these codes are control characters
const CONTROL = /\u001b\[[0-9;?]*[A-Za-z]|\u001b[()][A-Z0-9]|\u0003(?:\d{1,2}(?:,\d{1,2})?)?|[\u0002\u000f\u0016\u001d\u001f]/g;

/** The text of a report, as the readers take it: Unicode, without a mark, colour codes or CRs. */
export function cleanReport(text: string): string {
  return repairUtf16(text)
    .replace(/^\ufeff/, '')
    .replace(CONTROL, '')
    .replace(/\r\n?/g, '\n')
    .replaceAll('\u0000', '');
}
