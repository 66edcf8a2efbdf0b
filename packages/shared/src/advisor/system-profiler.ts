/**
 * macOS `system_profiler SPHardwareDataType`: "Hardware Overview" with "Label: Value" lines, in
 * the language of the Mac (labels below in English, German and French; add a language as rows).
 */
import { formFactorOf, noFacts, readGigabytes, stated, type ReportFacts } from './report-facts.ts';

const labels = {
  overview: ['Hardware Overview', 'Hardware-Übersicht', 'Aperçu du matériel'],
  modelName: ['Model Name', 'Modellname', 'Nom du modèle'],
  modelIdentifier: ['Model Identifier', 'Modell-Identifizierung', 'Identifiant du modèle'],
  chip: ['Chip', 'Puce'],
  processorName: ['Processor Name', 'Prozessortyp', 'Prozessorname', 'Nom du processeur'],
  memory: ['Memory', 'Speicher', 'Arbeitsspeicher', 'Mémoire'],
} as const;

export const looksLikeSystemProfiler = (text: string): boolean =>
  labels.overview.some((label) => text.includes(`${label}:`)) || labels.modelIdentifier.some((label) => new RegExp(`^\\s*${label}:\\s*\\S`, 'm').test(text));

function field(text: string, names: readonly string[]): string | null {
  for (const name of names) {
    const match = new RegExp(`^\\s*${name}:\\s*(.+)$`, 'm').exec(text);
    if (match) return stated(match[1]);
  }
  return null;
}

export function readSystemProfiler(text: string): ReportFacts {
  const facts = noFacts();
  facts.processorModel = field(text, labels.chip) ?? field(text, labels.processorName);
  const memory = field(text, labels.memory);
  const gb = memory ? readGigabytes(memory) : null;
  facts.totalGb = gb === null ? null : Math.round(gb);
  // Macs are named for what they are: MacBook is a laptop; Mac mini, iMac, Mac Pro, Mac Studio desktops.
  facts.formFactor = formFactorOf(field(text, labels.modelName) ?? field(text, labels.modelIdentifier));
  return facts;
}
