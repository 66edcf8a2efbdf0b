/**
 * What one report states, before the processor family table fills in what it leaves out
 * (parse-report.ts). Each reader (dmidecode.ts, inxi.ts, system-profiler.ts, lshw.ts, dxdiag.ts,
 * systeminfo.ts) answers these facts
 * and nothing it had to guess: a value the report does not state is null.
 *
 * Readers take time in proportion to the text (decision 069): they read line by line, and no
 * pattern may run across lines or scan the rest of the text again from each of many places.
 */
import { cleanReport } from './report-input.ts';

/** A pasted report and its lines, split once for every reader. */
export interface ReportText {
  text: string;
  lines: string[];
}

/** The report cleaned of what saving and pasting add (report-input.ts), and split into lines once. */
export function reportText(pasted: string): ReportText {
  const text = cleanReport(pasted);
  return { text, lines: text.split('\n') };
}

export type DriveInterface = 'NVMe' | 'SATA';
export type MachineFormFactor = 'laptop' | 'desktop';
export type ModuleFormat = 'DIMM' | 'SO-DIMM';

export interface ReportFacts {
  processorModel: string | null;
  socket: string | null;
  board: string | null;
  memoryType: string | null;
  memoryFormat: ModuleFormat | null;
  totalGb: number | null;
  modules: number | null;
  slots: number | null;
  graphics: string[] | null;
  storage: { model: string; interface: DriveInterface }[];
  formFactor: MachineFormFactor | null;
}

export const noFacts = (): ReportFacts => ({
  processorModel: null,
  socket: null,
  board: null,
  memoryType: null,
  memoryFormat: null,
  totalGb: null,
  modules: null,
  slots: null,
  graphics: null,
  storage: [],
  formFactor: null,
});

/**
 * Values vendors leave in firmware fields instead of a real one, and tools print when they may not
 * read a field: read as "not stated".
 */
const placeholders = [
  /^to be filled by o\.?e\.?m\.?$/i,
  /^default string$/i,
  /^system (product name|manufacturer|version|serial number)$/i,
  /^(base ?board|chassis) (product name|manufacture|manufacturer|version)$/i,
  /^(not specified|not available|not provided|not applicable|unknown|none|n\/a|o\.e\.m\.|oem|x\.x|0+|other)$/i,
  /^<.*>$/,
  /^type\d+ - board /i,
];

/** The value, trimmed, or null when it is empty or a placeholder. */
export function stated(value: string | undefined | null): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  if (!trimmed || placeholders.some((p) => p.test(trimmed))) return null;
  return trimmed;
}

/** A number as reports write it, with a decimal point or comma ("2,26", "15.54"); null when none. */
export function readNumber(text: string): number | null {
  const match = /(\d+(?:[.,]\d+)?)/.exec(text);
  return match ? Number(match[1]!.replace(',', '.')) : null;
}

/** Gigabytes from a size with its unit (MB, MiB, GB, GiB, TB, TiB); null when it has none. */
export function readGigabytes(text: string): number | null {
  // From the first digit of a run only: each later digit of it would scan the same run again.
  const match = /(?<!\d)(\d+(?:[.,]\d+)?)\s*([KMGT])i?B\b/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  const perGb: Record<string, number> = { K: 1 / 1024 / 1024, M: 1 / 1024, G: 1, T: 1024 };
  return value * perGb[match[2]!.toUpperCase()]!;
}

const SOCKET = /^(?:socket\s+)?(LGA\s?\d{3,4}(?:-\d)?|AM[2-5]\+?|FM[12]\+?|TR4|sTRX4|sTR5|sWRX8)$/i;

/** A socket name when a field holds one ("Socket AM4", "LGA1155", "LGA 1700"); null for "ZIF Socket", "CPU 1", "U3E1". */
export function socketName(value: string | null): string | null {
  const match = value ? SOCKET.exec(value.trim()) : null;
  if (!match) return null;
  return match[1]!.replace(/\s/g, '').replace(/^lga/i, 'LGA').replace(/^am/i, 'AM');
}

/** Chassis words: laptop-like and desktop-like (SMBIOS chassis types, inxi's Type, system_profiler's model names). */
const LAPTOP = /\b(notebook|laptop|portable|sub ?notebook|convertible|detachable|tablet|hand ?held|macbook)\b/i;
const DESKTOP = /\b(desktop|tower|mini tower|low profile desktop|space-saving|all in one|pizza box|mini pc|main server chassis|mac mini|imac|mac pro|mac studio)\b/i;

export function formFactorOf(value: string | null): MachineFormFactor | null {
  if (!value) return null;
  if (LAPTOP.test(value)) return 'laptop';
  if (DESKTOP.test(value)) return 'desktop';
  return null;
}

/** DDR3/DDR4/DDR5 (LPDDR kept as stated) from a memory type field; null for "Unknown", "<OUT OF SPEC>". */
export function memoryTypeName(value: string | null): string | null {
  const match = value ? /\b(LP)?DDR([2-5])X?\b/i.exec(value) : null;
  return match ? match[0].toUpperCase() : null;
}
