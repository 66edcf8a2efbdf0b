/**
 * Reads a shopper's hardware report (issue 28, decision 049): which kind it is, what it states,
 * then what the processor family table adds. What the report states wins over what the table
 * infers; what neither tells stays null and is named in `unknown`.
 */
import { looksLikeDmidecode, readDmidecode } from './dmidecode.ts';
import { looksLikeDxdiag, readDxdiag } from './dxdiag.ts';
import { looksLikeInxi, readInxi } from './inxi.ts';
import { looksLikeLshw, looksLikeLshwJson, readLshw, readLshwJson } from './lshw.ts';
import { recogniseProcessorFamily } from './processor-families.ts';
import { macModelOf, machineKindOf, type MachineKind } from './machine-tables.ts';
import { reportText, type Drive, type ReportText, type GraphicsDevice, type MemoryFormat, type ModuleFormat, type ReportFacts } from './report-facts.ts';
import { looksLikeSystemProfiler, readSystemProfiler } from './system-profiler.ts';
import { looksLikeSysteminfo, readSysteminfo } from './systeminfo.ts';

/** The reports read, most specific test first. */
export const reportKinds = [
  { kind: 'dmidecode', label: 'dmidecode', looksLike: looksLikeDmidecode, read: readDmidecode, desktopModules: 'DIMM' },
  // A Mac mini or iMac takes SO-DIMM or soldered memory: a Mac desktop says nothing about the format.
  { kind: 'system-profiler', label: 'system_profiler SPHardwareDataType', looksLike: looksLikeSystemProfiler, read: readSystemProfiler, desktopModules: null },
  { kind: 'inxi', label: 'inxi -Fxz', looksLike: looksLikeInxi, read: readInxi, desktopModules: 'DIMM' },
  { kind: 'lshw-json', label: 'sudo lshw -json', looksLike: looksLikeLshwJson, read: readLshwJson, desktopModules: 'DIMM' },
  { kind: 'lshw', label: 'sudo lshw', looksLike: looksLikeLshw, read: readLshw, desktopModules: 'DIMM' },
  { kind: 'dxdiag', label: 'dxdiag /t', looksLike: looksLikeDxdiag, read: readDxdiag, desktopModules: 'DIMM' },
  { kind: 'systeminfo', label: 'systeminfo', looksLike: looksLikeSysteminfo, read: readSysteminfo, desktopModules: 'DIMM' },
] as const;

export type ReportKind = (typeof reportKinds)[number]['kind'];

export interface RecognisedMachine {
  kind: ReportKind;
  processor: {
    model: string;
    /** The family table's row, or null when the model matches none. */
    family: string | null;
    socket: string | null;
    memoryTypes: string[];
    integratedGraphics: boolean | null;
    soldered: boolean | null;
    /** Processors fitted: two on a dual-socket server. */
    count: number | null;
  } | null;
  board: string | null;
  /** Desktop, laptop, server, mini PC, all-in-one or compute module (machine-tables.ts). */
  machine: MachineKind | null;
  /** A Mac's model identifier, and whether it is Apple silicon (no upgradable part). */
  mac: { model: string; appleSilicon: boolean } | null;
  memory: {
    type: string | null;
    format: MemoryFormat | null;
    /** Registered (buffered) modules, as servers take. */
    registered: boolean | null;
    ecc: boolean | null;
    totalGb: number | null;
    modules: number | null;
    slots: number | null;
    /** The installed modules' rated speed in MT/s, the slowest one's: what a module added beside them runs at, at most. */
    speedMts: number | null;
  } | null;
  graphics: GraphicsDevice[] | null;
  storage: Drive[];
  /** Whether an NVMe drive or controller is there, so an M.2 slot. */
  nvme: boolean | null;
  /** What the report and the table could not tell, in the shopper's words. */
  unknown: string[];
}

export function detectReportKind(text: string): ReportKind | null {
  const report = reportText(text);
  return reportKinds.find((k) => k.looksLike(report))?.kind ?? null;
}

/** A processor's name as a shopper reads it: "Intel Xeon E5-2630 v2", not "Intel(R) Xeon(R) CPU E5-2630 v2 @ 2.60GHz". */
export function processorName(model: string): string {
  return model
    .replace(/\((?:R|TM)\)|®|™/gi, '')
    .replace(/\s+CPU\b|\s*@\s*[\d.,]+\s*[GM]Hz\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function processorOf(facts: ReportFacts): RecognisedMachine['processor'] {
  if (!facts.processorModel) return null;
  const family = recogniseProcessorFamily(facts.processorModel);
  return {
    model: processorName(facts.processorModel),
    family: family?.family ?? null,
    socket: facts.socket ?? family?.socket ?? null,
    memoryTypes: facts.memoryType && /^DDR/.test(facts.memoryType) ? [facts.memoryType] : (family?.memoryTypes ?? []),
    integratedGraphics: family?.integratedGraphics ?? null,
    soldered: family ? family.soldered : null,
    count: facts.processors,
  };
}

function memoryOf(facts: ReportFacts, processor: RecognisedMachine['processor'], machine: MachineKind | null, desktopModules: ModuleFormat | null, mac: ReturnType<typeof macModelOf>): RecognisedMachine['memory'] {
  const inferredType = processor?.memoryTypes.length === 1 ? processor.memoryTypes[0]! : null;
  const macMemory = mac ? (mac.memory ?? 'soldered') : null;
  const guessedFormat = machine === 'laptop' ? 'SO-DIMM' : machine === 'desktop' || machine === 'server' ? desktopModules : null;
  const memory = {
    type: facts.memoryType ?? inferredType,
    format: facts.memoryFormat ?? (macMemory === 'soldered' ? 'soldered' : (macMemory?.format ?? (mac ? null : guessedFormat))),
    registered: facts.registered,
    ecc: facts.ecc,
    totalGb: facts.totalGb,
    modules: facts.modules,
    slots: facts.slots ?? (macMemory === 'soldered' ? 0 : (macMemory?.slots ?? null)),
    speedMts: facts.memorySpeed,
  } satisfies NonNullable<RecognisedMachine['memory']>;
  return Object.values(memory).every((v) => v === null) ? null : memory;
}

/**
 * Other tools' output people paste, told by a line only they print: named in the answer, so the
 * shopper knows which command to run instead.
 */
export const otherTools: readonly { tool: string; line: RegExp }[] = [
  { tool: 'lshw -short', line: /^H\/W path\s+Device\s+Class\s+Description/ },
  { tool: 'lspci', line: /^[0-9a-f]{2}:[0-9a-f]{2}\.[0-7] (Host bridge|VGA compatible controller|PCI bridge|USB controller|SATA controller|Ethernet controller): / },
  { tool: 'lsblk', line: /^NAME\s+MAJ:MIN\s+RM\s+SIZE\s+RO\s+TYPE\s+MOUNTPOINTS?\s*$/ },
  { tool: 'neofetch or fastfetch', line: /^\s*(OS|Host|Kernel|Uptime|Packages|Shell|Resolution|DE|WM|Terminal|CPU|GPU|Memory): .+/ },
  { tool: 'wmic', line: /^(Caption|Name|Manufacturer)\s{2,}\S.*\s{2,}(Capacity|Speed|DeviceLocator|NumberOfCores)/ },
  { tool: 'Get-ComputerInfo', line: /^(CsManufacturer|CsModel|CsProcessors|OsTotalVisibleMemorySize)\s*:/ },
  { tool: 'hwinfo', line: /^\d+: (PCI|None|SCSI|USB) [0-9a-f.]+: [0-9a-f]{4} / },
  { tool: 'cat /proc/cpuinfo', line: /^model name\s*: .+/ },
];

/** The other tool a text that is no report we read looks like, or null. */
export function otherToolOf(text: string): string | null {
  const { lines } = reportText(text);
  return otherTools.find(({ line }) => lines.some((l) => line.test(l)))?.tool ?? null;
}

/** A report pasted twice over (blank lines between or none) read once: not a machine with twice of everything. */
function once(report: ReportText): ReportText {
  const lines = report.lines.filter((line) => line.trim() !== '');
  const half = lines.length / 2;
  if (lines.length < 4 || !Number.isInteger(half)) return report;
  for (let i = 0; i < half; i++) if (lines[i] !== lines[half + i]) return report;
  const first = lines.slice(0, half);
  return { text: first.join('\n'), lines: first };
}

/** The shopper's machine as a report states it, or null when the text is no report we read. */
export function recogniseReport(text: string): RecognisedMachine | null {
  const report = once(reportText(text));
  const reader = reportKinds.find((k) => k.looksLike(report));
  if (!reader) return null;
  const facts = reader.read(report);
  const processor = processorOf(facts);
  const macRow = macModelOf(facts.macModel);
  const mac = facts.macModel ? { model: facts.macModel, appleSilicon: macRow?.appleSilicon ?? /^Apple M\d/i.test(processor?.model ?? '') } : null;
  // A laptop processor (not Apple's, which also sits in desktops) says laptop when the report does not.
  const machine = facts.machine ?? machineKindOf(facts.macModel) ?? (processor?.soldered && processor.socket === null && !/^Apple/i.test(processor.model) ? 'laptop' : null);
  const memory = memoryOf(facts, processor, machine, reader.desktopModules, macRow);
  const recognised: RecognisedMachine = { kind: reader.kind, processor, board: facts.board, machine, mac, memory, graphics: facts.graphics, storage: facts.storage, nvme: facts.nvme, unknown: [] };
  recognised.unknown = unknownOf(recognised);
  return recognised;
}

const questions: [string, (m: RecognisedMachine) => unknown][] = [
  ['processor', (m) => m.processor],
  ['processor family', (m) => m.processor?.family],
  ['socket', (m) => m.processor?.socket ?? (m.processor?.soldered ? 'soldered' : null)],
  ['motherboard', (m) => m.board],
  ['memory type', (m) => m.memory?.type],
  ['memory module format', (m) => m.memory?.format],
  ['memory size', (m) => m.memory?.totalGb],
  ['memory modules', (m) => m.memory?.modules],
  ['memory slots', (m) => m.memory?.slots],
  ['graphics', (m) => m.graphics],
  ['storage', (m) => (m.storage.length > 0 ? m.storage : null)],
  ['kind of machine', (m) => m.machine],
];

const unknownOf = (machine: RecognisedMachine): string[] => questions.filter(([, answer]) => answer(machine) == null).map(([name]) => name);
