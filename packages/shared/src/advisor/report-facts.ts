/**
 * What one report states, before the processor family table fills in what it leaves out
 * (parse-report.ts). Each reader (dmidecode.ts, inxi.ts, system-profiler.ts, lshw.ts, dxdiag.ts,
 * systeminfo.ts) answers these facts
 * and nothing it had to guess: a value the report does not state is null.
 *
 * Readers take time in proportion to the text (decision 069): they read line by line, and no
 * pattern may run across lines or scan the rest of the text again from each of many places.
 */
import { graphicsKindOf, type GraphicsKind, type MachineKind } from './machine-tables.ts';
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

export type DriveInterface = 'NVMe' | 'SATA' | 'SAS' | 'USB';
export type ModuleFormat = 'DIMM' | 'SO-DIMM';
/** How memory sits in the machine: modules in slots, or chips soldered to the board. */
export type MemoryFormat = ModuleFormat | 'soldered';

export interface GraphicsDevice {
  name: string;
  kind: GraphicsKind;
}

export interface Drive {
  model: string;
  /** Null when the report does not tell it. */
  interface: DriveInterface | null;
  /** The drive's own capacity in decimal gigabytes (10^9 bytes), as drives are sold; null when the report gives none (a volume's size is not the drive's). */
  sizeGb: number | null;
}

export interface ReportFacts {
  processorModel: string | null;
  /** Processors fitted (sockets filled): two on a dual-socket server. */
  processors: number | null;
  socket: string | null;
  board: string | null;
  machine: MachineKind | null;
  /** A Mac's model identifier ("MacBookPro9,2", "Mac14,2"). */
  macModel: string | null;
  memoryType: string | null;
  memoryFormat: MemoryFormat | null;
  /** Registered (buffered) modules, as servers take; false when the modules say unbuffered. */
  registered: boolean | null;
  ecc: boolean | null;
  totalGb: number | null;
  modules: number | null;
  slots: number | null;
  /** The installed memory's rated speed in MT/s (the slowest module's when they differ); null when not stated. */
  memorySpeed: number | null;
  graphics: GraphicsDevice[] | null;
  storage: Drive[];
  /** Whether the report shows an NVMe controller or drive (so an M.2 slot); null when it lists neither drives nor controllers. */
  nvme: boolean | null;
}

export const noFacts = (): ReportFacts => ({
  processorModel: null,
  processors: null,
  socket: null,
  board: null,
  machine: null,
  macModel: null,
  memoryType: null,
  memoryFormat: null,
  registered: null,
  ecc: null,
  totalGb: null,
  modules: null,
  slots: null,
  memorySpeed: null,
  graphics: null,
  storage: [],
  nvme: null,
});

/** A maker's name alone ("NVIDIA Corporation", "Advanced Micro Devices, Inc. [AMD/ATI]"): an adapter the report names no model of. */
const MAKER_ONLY = /^(NVIDIA Corporation|Intel Corporation|Advanced Micro Devices,? Inc\.?(?: \[AMD\/ATI\])?|ATI Technologies Inc|Matrox Electronics Systems Ltd\.|ASPEED Technology, Inc\.)$/i;

/** Display adapters by name, each once, with their kind (machine-tables.ts); one named by its maker only is left out. */
export function graphicsOf(names: (string | null | undefined)[]): GraphicsDevice[] | null {
  const named = [...new Set(names.map((name) => stated(name)).filter((name): name is string => name !== null && !MAKER_ONLY.test(name)))];
  return named.length > 0 ? named.map((name) => ({ name, kind: graphicsKindOf(name) })) : null;
}

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
  // lshw names a maker it has no name for by its number: "Unknown (21)".
  /^unknown \(\d+\)$/i,
  /^<.*>$/,
  /^type\d+ - board /i,
  // inxi on ARM names the architecture, not a model ("ARMv8 v8l").
  /^ARMv\d+(?: v\d+l?)?$/i,
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

/**
 * Memory fitted, from what the system can use (a little under it: 15.27 GiB of 16, 62.7 of 64):
 * the next even number of gigabytes, as modules come in pairs and sizes of 2, 4, 8 and 16.
 */
export const fittedGb = (usableGb: number): number => (usableGb <= 2 ? Math.ceil(usableGb - 0.01) : 2 * Math.ceil(usableGb / 2 - 0.005));

/** Gigabytes from a size with its unit (MB, MiB, GB, GiB, TB, TiB); null when it has none. */
export function readGigabytes(text: string): number | null {
  // From the first digit of a run only: each later digit of it would scan the same run again.
  const match = /(?<!\d)(\d+(?:[.,]\d+)?)\s*([KMGT])i?B\b/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  const perGb: Record<string, number> = { K: 1 / 1024 / 1024, M: 1 / 1024, G: 1, T: 1024 };
  return value * perGb[match[2]!.toUpperCase()]!;
}

const decimalUnits: Record<string, number> = { K: 1e-6, M: 1e-3, G: 1, T: 1e3 };
const binaryUnits: Record<string, number> = { K: 1024 / 1e9, M: 1024 ** 2 / 1e9, G: 1024 ** 3 / 1e9, T: 1024 ** 4 / 1e9 };

/**
 * A drive's capacity in decimal gigabytes from a size as reports print it: the decimal figure when
 * both are given ("476GiB (512GB)", "320,07 GB (320 072 933 376 bytes)"), else the binary one
 * converted ("238.47 GiB", "1.82 TiB"), else a bare count of bytes ("62537072640"); null when none.
 */
export function readDriveGb(text: string): number | null {
  const gb = driveGb(text);
  return gb === null ? null : Math.round(gb * 100) / 100;
}

function driveGb(text: string): number | null {
  let binary: number | null = null;
  // From the first digit of a run only, as in readGigabytes.
  for (const match of text.matchAll(/(?<![\d.,])(\d+(?:[.,]\d+)?)\s*([KMGT])(i?)B\b/gi)) {
    const value = Number(match[1]!.replace(',', '.'));
    const unit = match[2]!.toUpperCase();
    if (!match[3]) return value * decimalUnits[unit]!;
    binary ??= value * binaryUnits[unit]!;
  }
  if (binary !== null) return binary;
  const bytes = /^\s*(\d{6,})\s*$/.exec(text);
  return bytes ? Number(bytes[1]) / 1e9 : null;
}

/** A memory module's speed in MT/s from "2400 MHz", "3200 MT/s" or "2667MHz (0.4ns)" (a DDR module's MHz is its transfers); null for "Unknown". */
export function readSpeedMts(text: string | null | undefined): number | null {
  const match = text ? /(?<!\d)(\d{2,5})\s*(?:MT\/s|MHz)/i.exec(text) : null;
  return match ? Number(match[1]) : null;
}

/** The slowest of the speeds stated: modules of different speeds all run at the slowest one's. */
export function slowestSpeed(speeds: (number | null)[]): number | null {
  const stated = speeds.filter((speed): speed is number => speed !== null && speed > 0);
  return stated.length > 0 ? Math.min(...stated) : null;
}

const SOCKET = /^(?:socket\s+)?(LGA\s?\d{3,4}(?:-\d)?|AM[2-5]\+?|FM[12]\+?|TR4|sTRX4|sTR5|sWRX8)$/i;

/** A socket name when a field holds one ("Socket AM4", "LGA1155", "LGA 1700"); null for "ZIF Socket", "CPU 1", "U3E1". */
export function socketName(value: string | null): string | null {
  const match = value ? SOCKET.exec(value.trim()) : null;
  if (!match) return null;
  return match[1]!.replace(/\s/g, '').replace(/^lga/i, 'LGA').replace(/^am/i, 'AM');
}

/** DDR3/DDR4/DDR5 (LPDDR kept as stated, with its X) from a memory type field; null for "Unknown", "<OUT OF SPEC>". */
export function memoryTypeName(value: string | null): string | null {
  const match = value ? /\b(LP)?DDR([2-5])X?\b/i.exec(value) : null;
  return match ? match[0].toUpperCase() : null;
}

/** Soldered memory: LPDDR, or a module of chips on the board ("Row Of Chips", lshw's "Chip"). */
export const isSolderedMemory = (formFactor: string | null, type: string | null): boolean => /^(row of chips|chip)$/i.test(formFactor ?? '') || /^LPDDR/i.test(type ?? '');

/** A module's format from its form factor or description ("SODIMM DDR4 Synchronous", "DIMM"). */
export function moduleFormatOf(value: string | null): ModuleFormat | null {
  if (!value) return null;
  if (/^SO-?DIMM\b/i.test(value)) return 'SO-DIMM';
  if (/^(R|LR|U|FB-?)?DIMM\b/i.test(value)) return 'DIMM';
  return null;
}
