/**
 * macOS `system_profiler SPHardwareDataType`: "Hardware Overview" with "Label: Value" lines, in
 * the language of the Mac (labels below in English, German and French; add a language as rows).
 */
import { formFactorOf, noFacts, readGigabytes, stated, type ReportFacts, type ReportText } from './report-facts.ts';

const labels = {
  overview: ['Hardware Overview', 'Hardware-Übersicht', 'Aperçu du matériel'],
  modelName: ['Model Name', 'Modellname', 'Nom du modèle'],
  modelIdentifier: ['Model Identifier', 'Modell-Identifizierung', 'Identifiant du modèle'],
  chip: ['Chip', 'Puce'],
  processorName: ['Processor Name', 'Prozessortyp', 'Prozessorname', 'Nom du processeur'],
  memory: ['Memory', 'Speicher', 'Arbeitsspeicher', 'Mémoire'],
} as const;

/** The value on the first line labelled with one of the names, tried in order ("      Chip: Apple M2"). */
function field(lines: string[], names: readonly string[]): string | null {
  for (const name of names) {
    const label = new RegExp(`^[ \\t]*${name}:[ \\t]*(.+)`);
    for (const line of lines) {
      const match = label.exec(line);
      if (match) return stated(match[1]);
    }
  }
  return null;
}

export const looksLikeSystemProfiler = ({ text, lines }: ReportText): boolean =>
  labels.overview.some((label) => text.includes(`${label}:`)) ||
  labels.modelIdentifier.some((label) => {
    const named = new RegExp(`^[ \\t]*${label}:[ \\t]*\\S`);
    return lines.some((line) => named.test(line));
  });

export function readSystemProfiler({ lines }: ReportText): ReportFacts {
  const facts = noFacts();
  facts.processorModel = field(lines, labels.chip) ?? field(lines, labels.processorName);
  const memory = field(lines, labels.memory);
  const gb = memory ? readGigabytes(memory) : null;
  facts.totalGb = gb === null ? null : Math.round(gb);
  // Macs are named for what they are: MacBook is a laptop; Mac mini, iMac, Mac Pro, Mac Studio desktops.
  facts.formFactor = formFactorOf(field(lines, labels.modelName) ?? field(lines, labels.modelIdentifier));
  return facts;
}
