/**
 * Windows `systeminfo`: "Label:  Value" lines padded to a column, in the language of Windows
 * (labels below in English and German; add a language as rows). It states the system's model,
 * the processor as Windows names it (often only "Intel64 Family 6 Model 158 …", no model), and
 * the memory Windows can use; it names no board, memory type, slots, graphics or drives.
 */
import { formFactorOf, noFacts, stated, type ReportFacts, type ReportText } from './report-facts.ts';

const labels = {
  systemModel: ['System Model', 'Systemmodell'],
  processors: ['Processor\\(s\\)', 'Prozessor\\(en\\)'],
  totalMemory: ['Total Physical Memory', 'Gesamter physischer Speicher', 'Gesamter physikalischer Speicher'],
} as const;

/** The index of the first line labelled with one of the names, and its value; null when none is. */
function fieldLine(lines: string[], names: readonly string[]): { index: number; value: string } | null {
  const label = new RegExp(`^[ \\t]*(?:${names.join('|')}):[ \\t]*(.*)`, 'i');
  for (const [index, line] of lines.entries()) {
    const match = label.exec(line);
    if (match) return { index, value: match[1]! };
  }
  return null;
}

export const looksLikeSysteminfo = ({ lines }: ReportText): boolean => fieldLine(lines, labels.processors) !== null || fieldLine(lines, labels.totalMemory) !== null;

/** The processor lines: the one after "Processor(s):", or the "[01]: …" lines under it. */
function processorOf(lines: string[]): string | null {
  const field = fieldLine(lines, labels.processors);
  if (!field) return null;
  const listed = /^\s+\[\d+\]:\s*(.*)$/.exec(lines[field.index + 1] ?? '')?.[1];
  const value = listed ?? field.value;
  // "1 Processor(s) Installed." is a count, not a processor.
  if (/^\d+\s+(?:Processor\(s\)|Prozessor\(en\))/i.test(value)) return null;
  // "Intel64 Family 6 Model 158 Stepping 13 GenuineIntel ~3000 Mhz" is the CPUID family, not a model name.
  if (/^(?:Intel64|AMD64|EM64T|x86)\s+Family\s+\d+/i.test(value)) return null;
  // Each pattern starts only where a run of spaces starts, and its parentheses hold no other ones:
  // no run or bracket is scanned again from each place inside it.
  const model = value
    .replace(/(?<!\s)\s*\((?:Intel64|AMD64|EM64T|x86)\s+Family[^()]*\)\s*$/i, '')
    .replace(/(?<!\s)\s*~\d+\s*MHz$/i, '');
  return stated(model);
}

/**
 * Megabytes as `systeminfo` writes them with the locale's grouping ("16,314 MB", "8.192 MB",
 * "16 271 MB"), or with a decimal comma ("16.271,5 MB"); null when no number is given.
 */
export function readLocaleMegabytes(value: string): number | null {
  // Runs of digits, separators and spaces, each looked at once: the first one "MB" follows.
  for (const run of value.matchAll(/[\d.,\u00a0\u202f' ]+/g)) {
    const unit = /\s*MB\b/iy;
    unit.lastIndex = run.index + run[0].length;
    const firstDigit = run[0].search(/\d/);
    if (firstDigit < 0 || !unit.test(value)) continue;
    const ungrouped = run[0].slice(firstDigit).trim().replace(/[.,\u00a0\u202f' ](?=\d{3}(?!\d))/g, '').replace(',', '.');
    const number = Number(ungrouped);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

export function readSysteminfo({ lines }: ReportText): ReportFacts {
  const facts = noFacts();
  facts.processorModel = processorOf(lines);
  const memory = fieldLine(lines, labels.totalMemory)?.value;
  const mb = memory ? readLocaleMegabytes(memory) : null;
  // What Windows can use, a little under what is installed: rounded to whole gigabytes.
  facts.totalGb = mb === null ? null : Math.round(mb / 1024);
  facts.formFactor = formFactorOf(stated(fieldLine(lines, labels.systemModel)?.value));
  return facts;
}
