/**
 * Windows `systeminfo`: "Label:  Value" lines padded to a column, in the language of Windows
 * (labels below in English, German, French, Spanish, Polish, Russian, Portuguese and Italian, as
 * those Windows print them; add a language as a row). It states the system's maker and model, the
 * processor as Windows names it (often only "Intel64 Family 6 Model 158 …", no model), and the
 * memory Windows can use; it names no board, memory type, slots, graphics or drives.
 */
import { machineKindOf } from './machine-tables.ts';
import { fittedGb, noFacts, readNumber, stated, type ReportFacts, type ReportText } from './report-facts.ts';

const labels = {
  systemMaker: ['System Manufacturer', 'Systemhersteller', 'Fabricant du système', 'Fabricante del sistema', 'Producent systemu', 'Изготовитель системы', 'Fabricante do sistema', 'Produttore sistema'],
  systemModel: ['System Model', 'Systemmodell', 'Modèle du système', 'Modelo el sistema', 'Modelo del sistema', 'Model systemu', 'Модель системы', 'Modelo do sistema', 'Modello sistema'],
  processors: ['Processor\\(s\\)', 'Prozessor\\(en\\)', 'Processeur\\(s\\)', 'Procesador\\(es\\)', 'Procesory', 'Процессор\\(ы\\)', 'Processador\\(es\\)', 'Processore\\(i\\)'],
  totalMemory: [
    'Total Physical Memory',
    'Gesamter physischer Speicher',
    'Gesamter physikalischer Speicher',
    'Mémoire physique totale',
    'Cantidad total de memoria física',
    'Całkowita ilość pamięci fizycznej',
    'Полный объем физической памяти',
    'Memória física total',
    'Memoria fisica totale',
  ],
} as const;

/**
 * A label's accented Latin letters match any one character: a report saved in the console's code
 * page (cp850) and read as another has them wrong ("Cantidad total de memoria f¡sica").
 */
const loose = (name: string) => name.replace(/[\u00c0-\u017f]/g, '[^\\s:]');

/** The index of the first line labelled with one of the names, and its value; null when none is. */
function fieldLine(lines: string[], names: readonly string[]): { index: number; value: string } | null {
  const label = new RegExp(`^[ \\t]*(?:${names.map(loose).join('|')}):[ \\t]*(.*)`, 'i');
  for (const [index, line] of lines.entries()) {
    const match = label.exec(line);
    if (match) return { index, value: match[1]! };
  }
  return null;
}

export const looksLikeSysteminfo = ({ lines }: ReportText): boolean => fieldLine(lines, labels.processors) !== null || fieldLine(lines, labels.totalMemory) !== null;

/**
 * The processors: "Processor(s): 2 Processor(s) Installed." (in any language: a count) and the
 * "[01]: …" lines under it, or the model on the label's own line.
 */
function processorsOf(lines: string[]): { model: string | null; count: number | null } {
  const field = fieldLine(lines, labels.processors);
  if (!field) return { model: null, count: null };
  const listed: string[] = [];
  for (let i = field.index + 1; i < lines.length; i++) {
    // "[01]: …", or with a (no-break) space before the colon as French prints it: "[01] : …".
    const item = /^\s+\[\d+\]\s?:\s*(.*)$/.exec(lines[i]!);
    if (!item) break;
    listed.push(item[1]!);
  }
  if (listed.length > 0) return { model: modelOf(listed[0]!), count: readNumber(field.value) ?? listed.length };
  // A count with nothing listed under it ("1 Processor(s) Installed.", "Число процессоров - 1.").
  if (/^\d+\s|\d+\.?\s*$/.test(field.value)) return { model: null, count: readNumber(field.value) };
  return { model: modelOf(field.value), count: 1 };
}

function modelOf(value: string): string | null {
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
 * "16 271 Mo", "16 263 МБ"), or with a decimal comma ("16.271,5 MB"); null when no number is given.
 */
export function readLocaleMegabytes(value: string): number | null {
  // Runs of digits, separators and spaces, each looked at once: the first one "MB" follows.
  for (const run of value.matchAll(/[\d.,\u00a0\u202f' ]+/g)) {
    // "MB", French "Mo", Russian "МБ".
    const unit = /\s*(?:MB|Mo|МБ)(?!\p{L})/iuy;
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
  const processors = processorsOf(lines);
  facts.processorModel = processors.model;
  facts.processors = processors.count;
  const memory = fieldLine(lines, labels.totalMemory)?.value;
  const mb = memory ? readLocaleMegabytes(memory) : null;
  // What Windows can use, a little under what is fitted (16,262 MB of 16 GB).
  facts.totalGb = mb === null ? null : fittedGb(mb / 1024);
  facts.machine = machineKindOf(stated(fieldLine(lines, labels.systemModel)?.value), stated(fieldLine(lines, labels.systemMaker)?.value));
  return facts;
}
