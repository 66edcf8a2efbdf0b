/**
 * Each reader takes time in proportion to the text (decision 069). Every worst case is read at two
 * sizes, n and 8n characters: a linear reader takes about 8 times as long at 8n, a quadratic one
 * about 64 times. Only that ratio is asserted, never a time: each size's best of several runs,
 * taken in turn, and a ratio measured again before it fails, so a busy machine does not fail it.
 */
import { describe, expect, it } from 'vitest';
import { detectReportKind, recogniseReport, reportKinds, type ReportKind } from './parse-report.ts';
import { reportText } from './report-facts.ts';

/** `unit` repeated to about `size` characters. */
const times = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length));

/** Lines indented one more space each, down to about `size` characters: a tree as deep as the text allows. */
const deeper = (node: string, size: number) => {
  const lines: string[] = [];
  for (let total = 0, depth = 1; total < size; depth++, total += depth + node.length) lines.push(`${' '.repeat(depth)}${node}`);
  return lines.join('\n');
};

type WorstCase = [name: string, text: (size: number) => string];

/** Each reader's worst cases: what its patterns would scan again and again if they could. */
const worstCases: Record<ReportKind, WorstCase[]> = {
  dmidecode: [
    ['a record, empty lines, a record', (size) => `Handle 0x0004, DMI type 4, 48 bytes\n${'\n'.repeat(size)}Handle 0x0002, DMI type 2, 8 bytes\n\tProduct Name: P8P67\n`],
    ['many records', (size) => times('Handle 0x0011, DMI type 17, 40 bytes\n\tSize: 4 GB\n\tType: DDR4\n', size)],
    ['many "Handle" lines of no record', (size) => times('Handle 0x\n', size)],
    ['a size of a long run of digits', (size) => `Handle 0x0011, DMI type 17, 40 bytes\n\tSize: ${times('9', size)}\n`],
    ['a long field with no colon', (size) => `Handle 0x0011, DMI type 17, 40 bytes\n\t${times('a', size)}\n`],
  ],
  'system-profiler': [
    ['a label, empty lines, a label', (size) => `      Model Identifier:\n${'\n'.repeat(size)}      Chip: Apple M2\n`],
    ['lines of spaces under a label', (size) => `      Memory:${times(' \t \n', size)}      Chip: Apple M2\n`],
    ['a label repeated', (size) => times('      Memory:\n', size)],
    ['a long processor name', (size) => `      Model Identifier: Macmini3,1\n      Chip: ${times('Ryzen ', size)}\n`],
  ],
  inxi: [
    ['a section, empty lines, a section', (size) => `CPU:\n  Info: 6-core model: x\n${'\n'.repeat(size)}Machine:\n  Type: Laptop\n`],
    ['many Device-N items', (size) => `CPU: model: x\nMemory:\n${times('  Device-1: DIMM type: DDR4 size: 8 GiB\n', size)}Graphics:\n${times('  Device-1: Intel driver: i915\n', size)}`],
    ['Info:, Mobo: and Array-N: repeated with nothing they lead to', (size) => `CPU:\n${times('  Info: Quad core x\n', size)}Machine:\n${times('  Mobo: x\n', size)}Memory:\n${times('  Array-1: capacity: 32 GiB\n', size)}`],
    ['one long word after each key', (size) => `CPU: model: ${times('x', size)}\nMachine: Type: ${times('y', size)} Mobo: ${times('z', size)}\n`],
    ['many keys', (size) => `CPU:${times(' k: v', size)}\nMachine:${times(' Mobo: m', size)}\n`],
    ['long runs of digits', (size) => `CPU: model: x\nInfo: Memory: ${times('1', size)}\nMemory: System RAM: total: ${times('2', size)}\n`],
  ],
  'lshw-json': [
    ['children nested without end', (size) => `${times('{"class":"bus","id":"x","children":[', size)}{"class":"disk","id":"y"}${times(']}', size)}`],
    ['many siblings', (size) => `{"class":"system","id":"x","children":[${times('{"class":"memory","id":"bank:0","size":1,"units":"bytes"},', size)}{"class":"disk","id":"y"}]}`],
    ['a long string', (size) => `{"class":"system","id":"x","product":"${times('x', size)}"}`],
  ],
  lshw: [
    ['a node, empty lines, a node', (size) => `  *-cpu\n${'\n'.repeat(size)}       product: Intel Core i5-2400\n  *-memory\n`],
    ['nodes each indented deeper', (size) => `${deeper('*-bank', size)}\n       description: DIMM DDR4\n`],
    ['many nodes', (size) => times('  *-bank:0\n       description: DIMM DDR4\n       size: 8GiB\n', size)],
    ['a long field line', (size) => `  *-cpu\n       product: ${times('x', size)}\n`],
    ['a long line with no colon', (size) => `  *-cpu\n       ${times('a ', size)}\n`],
    ['a size and a clock of long runs of digits and separators', (size) => `  *-disk\n       size: ${times('9,', size)}GB\n       clock: ${times('1.', size)}MHz\n`],
  ],
  dxdiag: [
    ['a label, empty lines, a label', (size) => `Card name: A\n${'\n'.repeat(size)}Card name: B\n`],
    ['lines of spaces between labels', (size) => `Card name:${times('   \n', size)}Processor: x\n`],
    ['many banners', (size) => times('---------\nSystem Information\n---------\nProcessor: x\n', size)],
    ['many rules', (size) => `${times('------\n', size)}System Information\n------\n`],
    ['a processor with a long run of spaces', (size) => `DxDiag Version: 10\nProcessor: a${times(' ', size)}b\nMemory: ${times('9', size)} RAM\n`],
  ],
  systeminfo: [
    ['a label, empty lines, a label', (size) => `Processor(s):\n${'\n'.repeat(size)}Total Physical Memory: 16,314 MB\n`],
    ['a long processor line', (size) => `Processor(s): x${times(' (x86 Family', size)}\nSystem Model: a${times(' ', size)}b ~\n`],
    ['a long memory line', (size) => `Total Physical Memory: ${times('1 ', size)}x\nProcessor(s): a${times(' ', size)}~1 x\n`],
    ['a label repeated', (size) => times('System Model: x\n', size)],
  ],
};

const SIZE = 2 * 1024;
const FACTOR = 8;
/** Three times what a linear reader's time grows by: a quadratic reader's grows by about 64. */
const BOUND = 3 * FACTOR;
const RUNS = 5;
const ATTEMPTS = 3;
/** Long enough a sample at the smaller size that the timer's grain does not count. */
const SAMPLE_MS = 2;
/** Only a quadratic reader comes near it, and it fails by its ratio long before. */
const timeout = 120_000;

const timeOf = (read: (text: string) => unknown, text: string, repeats: number) => {
  const start = performance.now();
  for (let i = 0; i < repeats; i++) read(text);
  return performance.now() - start;
};

/** How much longer reading the worst case takes at FACTOR times the size. */
function growth(read: (text: string) => unknown, text: (size: number) => string): number {
  const small = text(SIZE);
  const large = text(FACTOR * SIZE);
  let repeats = 1;
  while (timeOf(read, small, repeats) < SAMPLE_MS) repeats *= 2;
  let best = { small: Infinity, large: Infinity };
  for (let run = 0; run < RUNS; run++) {
    best = { small: Math.min(best.small, timeOf(read, small, repeats)), large: Math.min(best.large, timeOf(read, large, repeats)) };
  }
  return best.large / best.small;
}

/** The least growth of a few attempts: a burst of other work on the machine inflates one, a quadratic reader all. */
function leastGrowth(read: (text: string) => unknown, text: (size: number) => string): number {
  let least = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS && least >= BOUND; attempt++) least = Math.min(least, growth(read, text));
  return least;
}

describe('each reader reads in time proportional to the text', () => {
  for (const kind of reportKinds) {
    describe(kind.kind, () => {
      it.each(worstCases[kind.kind])('%s', { timeout }, (_name, text) => {
        // Both, whether or not the text looks like this kind: each must be linear on any text.
        const read = (input: string) => {
          const report = reportText(input);
          return [kind.looksLike(report), kind.read(report)];
        };
        expect(leastGrowth(read, text)).toBeLessThan(BOUND);
      });
    });
  }

  describe('the whole report (which kind, then its reader)', () => {
    it.each(Object.values(worstCases).flat())('%s', { timeout }, (_name, text) => {
      expect(leastGrowth((input) => [detectReportKind(input), recogniseReport(input)], text)).toBeLessThan(BOUND);
    });
  });
});
