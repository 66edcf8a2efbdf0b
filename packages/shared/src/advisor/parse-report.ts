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
import { reportText, type DriveInterface, type MachineFormFactor, type ModuleFormat, type ReportFacts } from './report-facts.ts';
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
  } | null;
  board: string | null;
  memory: { type: string | null; format: ModuleFormat | null; totalGb: number | null; modules: number | null; slots: number | null } | null;
  graphics: string[] | null;
  storage: { model: string; interface: DriveInterface }[];
  formFactor: MachineFormFactor | null;
  /** What the report and the table could not tell, in the shopper's words. */
  unknown: string[];
}

export function detectReportKind(text: string): ReportKind | null {
  const report = reportText(text);
  return reportKinds.find((k) => k.looksLike(report))?.kind ?? null;
}

function processorOf(facts: ReportFacts): RecognisedMachine['processor'] {
  if (!facts.processorModel) return null;
  const family = recogniseProcessorFamily(facts.processorModel);
  return {
    model: facts.processorModel,
    family: family?.family ?? null,
    socket: facts.socket ?? family?.socket ?? null,
    memoryTypes: facts.memoryType && /^DDR/.test(facts.memoryType) ? [facts.memoryType] : (family?.memoryTypes ?? []),
    integratedGraphics: family?.integratedGraphics ?? null,
    soldered: family ? family.soldered : null,
  };
}

function memoryOf(facts: ReportFacts, processor: RecognisedMachine['processor'], formFactor: MachineFormFactor | null, desktopModules: ModuleFormat | null): RecognisedMachine['memory'] {
  const inferredType = processor?.memoryTypes.length === 1 ? processor.memoryTypes[0]! : null;
  const memory = {
    type: facts.memoryType ?? inferredType,
    format: facts.memoryFormat ?? (formFactor === 'laptop' ? 'SO-DIMM' : formFactor === 'desktop' ? desktopModules : null),
    totalGb: facts.totalGb,
    modules: facts.modules,
    slots: facts.slots,
  } satisfies NonNullable<RecognisedMachine['memory']>;
  return Object.values(memory).every((v) => v === null) ? null : memory;
}

/** The shopper's machine as a report states it, or null when the text is no report we read. */
export function recogniseReport(text: string): RecognisedMachine | null {
  const report = reportText(text);
  const reader = reportKinds.find((k) => k.looksLike(report));
  if (!reader) return null;
  const facts = reader.read(report);
  const processor = processorOf(facts);
  // A laptop processor (not Apple's, which also sits in desktops) says laptop when the report does not.
  const formFactor = facts.formFactor ?? (processor?.soldered && processor.socket === null && !/^Apple/i.test(processor.model) ? 'laptop' : null);
  const memory = memoryOf(facts, processor, formFactor, reader.desktopModules);
  const machine: RecognisedMachine = { kind: reader.kind, processor, board: facts.board, memory, graphics: facts.graphics, storage: facts.storage, formFactor, unknown: [] };
  machine.unknown = unknownOf(machine);
  return machine;
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
  ['graphics card', (m) => m.graphics],
  ['storage', (m) => (m.storage.length > 0 ? m.storage : null)],
  ['laptop or desktop', (m) => m.formFactor],
];

const unknownOf = (machine: RecognisedMachine): string[] => questions.filter(([, answer]) => answer(machine) == null).map(([name]) => name);
