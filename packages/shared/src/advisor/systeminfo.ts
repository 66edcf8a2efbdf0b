/**
 * Windows `systeminfo`: "Label:  Value" lines padded to a column, in the language of Windows
 * (labels below in English and German; add a language as rows). It states the system's model,
 * the processor as Windows names it (often only "Intel64 Family 6 Model 158 …", no model), and
 * the memory Windows can use; it names no board, memory type, slots, graphics or drives.
 */
import { formFactorOf, noFacts, stated, type ReportFacts } from './report-facts.ts';

const labels = {
  systemModel: ['System Model', 'Systemmodell'],
  processors: ['Processor\\(s\\)', 'Prozessor\\(en\\)'],
  totalMemory: ['Total Physical Memory', 'Gesamter physischer Speicher', 'Gesamter physikalischer Speicher'],
} as const;

const fieldLine = (names: readonly string[]) => new RegExp(`^\\s*(?:${names.join('|')}):[ \\t]*(.*)$`, 'im');

export const looksLikeSysteminfo = (text: string): boolean => fieldLine(labels.processors).test(text) || fieldLine(labels.totalMemory).test(text);

/** The processor lines: the one after "Processor(s):", or the "[01]: …" lines under it. */
function processorOf(text: string): string | null {
  const match = fieldLine(labels.processors).exec(text);
  if (!match) return null;
  const rest = text.slice(match.index + match[0].length).split(/\r?\n/).slice(1);
  const listed = /^\s+\[\d+\]:\s*(.*)$/.exec(rest[0] ?? '')?.[1];
  const value = listed ?? match[1]!;
  // "1 Processor(s) Installed." is a count, not a processor.
  if (/^\d+\s+(?:Processor\(s\)|Prozessor\(en\))/i.test(value)) return null;
  // "Intel64 Family 6 Model 158 Stepping 13 GenuineIntel ~3000 Mhz" is the CPUID family, not a model name.
  if (/^(?:Intel64|AMD64|EM64T|x86|ARMv?\d*)\s+Family\s+\d+/i.test(value)) return null;
  const model = value
    .replace(/\s*\((?:Intel64|AMD64|EM64T|x86)\s+Family[^)]*\)\s*$/i, '')
    .replace(/\s*~\d+\s*MHz$/i, '');
  return stated(model);
}

/**
 * Megabytes as `systeminfo` writes them with the locale's grouping ("16,314 MB", "8.192 MB",
 * "16 271 MB"), or with a decimal comma ("16.271,5 MB"); null when no number is given.
 */
export function readLocaleMegabytes(value: string): number | null {
  const match = /(\d[\d.,\u00a0\u202f' ]*)\s*MB\b/i.exec(value);
  if (!match) return null;
  const ungrouped = match[1]!.trim().replace(/[.,\u00a0\u202f' ](?=\d{3}(?!\d))/g, '').replace(',', '.');
  const number = Number(ungrouped);
  return Number.isFinite(number) ? number : null;
}

export function readSysteminfo(text: string): ReportFacts {
  const facts = noFacts();
  facts.processorModel = processorOf(text);
  const memory = fieldLine(labels.totalMemory).exec(text)?.[1];
  const mb = memory ? readLocaleMegabytes(memory) : null;
  // What Windows can use, a little under what is installed: rounded to whole gigabytes.
  facts.totalGb = mb === null ? null : Math.round(mb / 1024);
  facts.formFactor = formFactorOf(stated(fieldLine(labels.systemModel).exec(text)?.[1]));
  return facts;
}
