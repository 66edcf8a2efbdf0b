/**
 * The compatibility rules (issue 28, decision 048): each row says what it compares (two operands
 * read from the build), how (a named test), how severe a failure is, and what the shopper reads.
 * check-build.ts evaluates every row the same way; a rule about a new pair of parts is a new row.
 */
import { categoryLabel, type AnyCategory } from '../categories.ts';
import type { CategorySpecs } from '../specs/spec-tables.ts';
import * as specVocabularies from '../specs/vocabularies.ts';
import { countOf, specFieldOf, specValueOf, type BuildIndex, type BuildPart } from './build.ts';

export type Value = string | number | boolean | readonly string[];

/** One value an operand read, with the parts it comes from; or the value a part lacks. */
export type Reading = { parts: readonly BuildPart[]; value: Value } | { parts: readonly BuildPart[]; missing: string };
export type KnownReading = Extract<Reading, { value: Value }>;

/** What a rule reads from the build: none when the build has nothing to read (the rule does not apply). */
export interface Operand {
  read(build: BuildIndex, estimatedWatts: number): Reading[];
}

/** The power supply's wattage should be at least this many times the estimated draw. */
export const PSU_HEADROOM = 1.3;

/**
 * The module format each board size takes: every board form factor sold is a desktop one, so
 * DIMM; a laptop's SO-DIMM fits none of them.
 */
export const boardModuleFormat: Record<(typeof specVocabularies.boardFormFactors)[number], (typeof specVocabularies.memoryModuleFormats)[number]> = {
  'E-ATX': 'DIMM',
  ATX: 'DIMM',
  'Micro-ATX': 'DIMM',
  'Mini-ITX': 'DIMM',
};

/** The drive form factors that take an M.2 slot. */
export const m2DriveFormFactors: readonly string[] = specVocabularies.driveFormFactors.filter((f) => f.startsWith('M.2'));

// Operands ---------------------------------------------------------------------------------------

/** A spec of each part of the category, one reading a part; `as` turns the value into what is compared. */
export function spec<C extends AnyCategory>(category: C, key: keyof CategorySpecs<C> & string, as?: (value: Value) => Value | undefined): Operand {
  const label = specFieldOf(category, key).label;
  return {
    read: (build) =>
      (build.get(category) ?? []).map((part) => {
        const raw = specValueOf(part, key);
        const value = raw === undefined || !as ? raw : as(raw);
        return value === undefined ? { parts: [part], missing: label } : { parts: [part], value };
      }),
  };
}

/** How many parts of the category the build has (quantities counted); always read, zero included. */
export const count = (category: AnyCategory): Operand => ({
  read: (build) => [{ parts: build.get(category) ?? [], value: countOf(build, category) }],
});

/**
 * A sum over the category's parts of what each counts (from its specs) times its quantity; a part
 * lacking one of `keys` makes it unknown.
 */
export function total<C extends AnyCategory>(category: C, keys: readonly (keyof CategorySpecs<C> & string)[], each: (specs: CategorySpecs<C>) => number): Operand {
  return {
    read: (build) => {
      const parts = build.get(category) ?? [];
      if (parts.length === 0) return [];
      const lacking = parts.flatMap((part) =>
        keys.filter((key) => specValueOf(part, key) === undefined).map((key) => ({ parts: [part], missing: specFieldOf(category, key).label })),
      );
      if (lacking.length > 0) return lacking;
      return [{ parts, value: parts.reduce((sum, part) => sum + each(part.specs as CategorySpecs<C>) * part.quantity, 0) }];
    },
  };
}

/** A spec of the parts of the category that have it and for which `keep` holds; a part without it is not read (the rule is not about it). */
export function specWhere<C extends AnyCategory>(category: C, key: keyof CategorySpecs<C> & string, keep: (value: Value) => boolean = () => true): Operand {
  return {
    read: (build) =>
      (build.get(category) ?? []).flatMap((part) => {
        const value = specValueOf(part, key);
        return value !== undefined && keep(value) ? [{ parts: [part], value }] : [];
      }),
  };
}

/** The SATA drives (2.5" SSDs on a SATA link); none read when the build has none. */
const sataDrives: Operand = {
  read: (build) => {
    const drives = (build.get('ssd') ?? []).filter((part) => specValueOf(part, 'interface') === 'SATA' && !m2DriveFormFactors.includes(String(specValueOf(part, 'formFactor'))));
    return drives.length === 0 ? [] : [{ parts: drives, value: drives.reduce((sum, part) => sum + part.quantity, 0) }];
  },
};

/** The board's SATA ports left while the M.2 drives are in: less the shared ones once every M.2 slot is taken. */
const freeSataPorts: Operand = {
  read: (build) =>
    (build.get('motherboard') ?? []).map((board) => {
      const ports = specValueOf(board, 'sataPorts');
      if (ports === undefined) return { parts: [board], missing: specFieldOf('motherboard', 'sataPorts').label };
      const slots = Number(specValueOf(board, 'm2Slots') ?? Infinity);
      const shared = Number(specValueOf(board, 'sataPortsSharedWithM2') ?? 0);
      const m2 = (build.get('ssd') ?? []).filter((part) => m2DriveFormFactors.includes(String(specValueOf(part, 'formFactor')))).reduce((sum, part) => sum + part.quantity, 0);
      return { parts: [board], value: Number(ports) - (m2 >= slots ? shared : 0) };
    }),
};

/** The firmware version a board lists for a processor family ("Arcwave 9000 series: 3.05; …"), or undefined when it lists none. */
export function firmwareFor(minFirmware: string, family: string): string | undefined {
  for (const entry of minFirmware.split(';')) {
    const at = entry.lastIndexOf(':');
    if (at > 0 && entry.slice(0, at).trim().toLowerCase() === family.trim().toLowerCase()) return entry.slice(at + 1).trim();
  }
  return undefined;
}

/** Each board that needs a newer firmware for the build's processor, the version as its value; nothing read when none does. */
const firmwareNeeded: Operand = {
  read: (build) =>
    (build.get('processor') ?? []).flatMap((cpu) =>
      (build.get('motherboard') ?? []).flatMap((board) => {
        const family = specValueOf(cpu, 'family');
        const notes = specValueOf(board, 'minFirmware');
        const version = typeof family === 'string' && typeof notes === 'string' ? firmwareFor(notes, family) : undefined;
        return version ? [{ parts: [board, cpu], value: version }] : [];
      }),
    ),
};

export const fixed = (value: Value): Operand => ({ read: () => [{ parts: [], value }] });

/** The build's estimated draw in watts (power.ts). */
export const estimatedDraw: Operand = { read: (_build, estimatedWatts) => [{ parts: [], value: estimatedWatts }] };

// Tests ------------------------------------------------------------------------------------------

/** How a rule compares its two values: true when the build passes. */
export const tests = {
  same: (a: Value, b: Value) => a === b,
  listedIn: (a: Value, b: Value) => Array.isArray(b) && b.includes(a),
  atMost: (a: Value, b: Value) => Number(a) <= Number(b),
  atLeast: (a: Value, b: Value) => Number(a) >= Number(b),
  /** A part that needs a connector (true) against one that has it. */
  has: (_needs: Value, has: Value) => has === true,
  /** Wattage against draw: a supply below the draw itself is the `psu-below-draw` error, not this warning. */
  hasHeadroom: (watts: Value, draw: Value) => Number(watts) < Number(draw) || Number(watts) >= Number(draw) * PSU_HEADROOM,
} as const;

// The rules --------------------------------------------------------------------------------------

export interface CompatibilityRule {
  code: string;
  severity: 'error' | 'warning';
  /** What is checked, as the note says when a value is missing: "Could not check {checks}: …". */
  checks: string;
  left: Operand;
  test: keyof typeof tests;
  right: Operand;
  /** The rule applies only to builds without a part of this category. */
  unless?: AnyCategory;
  message: (left: KnownReading, right: KnownReading) => string;
}

const name = (reading: KnownReading): string => reading.parts[0]?.name ?? '';
const shown = (value: Value): string => (Array.isArray(value) ? value.join(', ') : String(value));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The parts a PC has exactly one of. */
export const onePerPc: readonly AnyCategory[] = ['processor', 'motherboard', 'case', 'power-supply'];

const memoryModules = total('ram', ['modules'], (s) => s.modules ?? 0);
const memoryGb = total('ram', ['modules', 'moduleGb'], (s) => (s.modules ?? 0) * (s.moduleGb ?? 0));
const m2Drives = total('ssd', ['formFactor'], (s) => (m2DriveFormFactors.includes(s.formFactor ?? '') ? 1 : 0));

export const compatibilityRules: readonly CompatibilityRule[] = [
  {
    code: 'cpu-socket',
    severity: 'error',
    checks: "whether the processor fits the motherboard's socket",
    left: spec('processor', 'socket'),
    test: 'same',
    right: spec('motherboard', 'socket'),
    message: (cpu, board) => `${name(cpu)} needs socket ${shown(cpu.value)}, but ${name(board)} has socket ${shown(board.value)}.`,
  },
  {
    code: 'memory-type-board',
    severity: 'error',
    checks: 'whether the memory suits the motherboard',
    left: spec('ram', 'memoryType'),
    test: 'same',
    right: spec('motherboard', 'memoryType'),
    message: (ram, board) => `${name(ram)} is ${shown(ram.value)} memory, but ${name(board)} takes ${shown(board.value)}.`,
  },
  {
    code: 'memory-type-processor',
    severity: 'error',
    checks: 'whether the processor supports the memory',
    left: spec('ram', 'memoryType'),
    test: 'listedIn',
    right: spec('processor', 'memoryTypes'),
    message: (ram, cpu) => `${name(ram)} is ${shown(ram.value)} memory, but ${name(cpu)} supports only ${shown(cpu.value)}.`,
  },
  {
    code: 'memory-slots',
    severity: 'error',
    checks: 'whether the memory modules fit in the slots',
    left: memoryModules,
    test: 'atMost',
    right: spec('motherboard', 'memorySlots'),
    message: (modules, board) =>
      `The memory comes as ${plural(Number(modules.value), 'module')}, but ${name(board)} has ${plural(Number(board.value), 'memory slot')}.`,
  },
  {
    code: 'memory-module-format',
    severity: 'error',
    checks: 'whether the memory modules suit a desktop motherboard',
    left: spec('ram', 'moduleFormat'),
    test: 'same',
    right: spec('motherboard', 'formFactor', (size) => boardModuleFormat[size as keyof typeof boardModuleFormat]),
    message: (ram, board) => `${name(ram)} is ${shown(ram.value)} (laptop) memory; ${name(board)} is a desktop board that takes ${shown(board.value)} modules.`,
  },
  {
    code: 'case-board-form-factor',
    severity: 'error',
    checks: 'whether the motherboard fits in the case',
    left: spec('motherboard', 'formFactor'),
    test: 'listedIn',
    right: spec('case', 'supportedFormFactors'),
    message: (board, pcCase) =>
      `${name(board)} is ${shown(board.value)} sized, but ${name(pcCase)} takes only ${shown(pcCase.value)} boards.`,
  },
  {
    code: 'case-gpu-length',
    severity: 'error',
    checks: 'whether the graphics card fits in the case',
    left: spec('graphics-card', 'lengthMm'),
    test: 'atMost',
    right: spec('case', 'maxGpuLengthMm'),
    message: (gpu, pcCase) => `${name(gpu)} is ${shown(gpu.value)} mm long, but ${name(pcCase)} fits graphics cards up to ${shown(pcCase.value)} mm.`,
  },
  {
    code: 'cooler-socket',
    severity: 'error',
    checks: "whether the cooler fits the processor's socket",
    left: spec('processor', 'socket'),
    test: 'listedIn',
    right: spec('cpu-cooler', 'sockets'),
    message: (cpu, cooler) => `${name(cooler)} does not fit the ${shown(cpu.value)} socket of ${name(cpu)}; it fits ${shown(cooler.value)}.`,
  },
  {
    code: 'case-cooler-height',
    severity: 'error',
    checks: 'whether the cooler fits in the case',
    left: spec('cpu-cooler', 'heightMm'),
    test: 'atMost',
    right: spec('case', 'maxCoolerHeightMm'),
    message: (cooler, pcCase) => `${name(cooler)} is ${shown(cooler.value)} mm tall, but ${name(pcCase)} fits coolers up to ${shown(pcCase.value)} mm.`,
  },
  {
    code: 'case-psu-form-factor',
    severity: 'error',
    checks: 'whether the power supply fits in the case',
    left: spec('power-supply', 'formFactor'),
    test: 'listedIn',
    right: spec('case', 'psuFormFactors'),
    message: (psu, pcCase) => `${name(psu)} is ${shown(psu.value)} sized, but ${name(pcCase)} takes only ${shown(pcCase.value)} power supplies.`,
  },
  {
    code: 'case-radiator-size',
    severity: 'error',
    checks: "whether the cooler's radiator fits in the case",
    left: specWhere('cpu-cooler', 'radiatorMm'),
    test: 'atMost',
    right: spec('case', 'maxRadiatorMm'),
    message: (cooler, pcCase) => `${name(cooler)} has a ${shown(cooler.value)} mm radiator, but ${name(pcCase)} takes radiators up to ${shown(pcCase.value)} mm.`,
  },
  {
    code: 'gpu-8-pin-plugs',
    severity: 'error',
    checks: "whether the power supply has the graphics cards' 8-pin plugs",
    left: total('graphics-card', ['pcie8pinConnectors'], (s) => s.pcie8pinConnectors ?? 0),
    test: 'atMost',
    right: spec('power-supply', 'pcie8pin'),
    message: (cards, psu) => `The graphics ${cards.parts.length === 1 ? `card ${name(cards)} takes` : 'cards take'} ${plural(Number(cards.value), 'PCIe 8-pin plug')}, but ${name(psu)} has ${shown(psu.value)}.`,
  },
  {
    code: 'sata-ports',
    severity: 'error',
    checks: 'whether the SATA drives have ports',
    left: sataDrives,
    test: 'atMost',
    right: freeSataPorts,
    message: (drives, ports) =>
      `The build has ${plural(Number(drives.value), 'SATA drive')}, but ${name(ports)} has ${plural(Number(ports.value), 'SATA port')} free${specValueOf(ports.parts[0]!, 'sataPortsSharedWithM2') ? ' while every M.2 slot holds a drive (the last M.2 slot shares its lanes with SATA ports)' : ''}.`,
  },
  {
    code: 'psu-below-draw',
    severity: 'error',
    checks: 'whether the power supply is strong enough',
    left: spec('power-supply', 'wattage'),
    test: 'atLeast',
    right: estimatedDraw,
    message: (psu, draw) => `${name(psu)} gives ${shown(psu.value)} W, less than the build's estimated draw of ${shown(draw.value)} W.`,
  },
  ...onePerPc.map(
    (category): CompatibilityRule => ({
      code: `one-${category}`,
      severity: 'error',
      checks: `how many of the ${categoryLabel(category).toLowerCase()} the build has`,
      left: count(category),
      test: 'atMost',
      right: fixed(1),
      message: (parts) => `A PC has one ${categoryLabel(category).toLowerCase()}, but this build has ${shown(parts.value)}.`,
    }),
  ),
  {
    code: 'psu-headroom',
    severity: 'warning',
    checks: 'whether the power supply has room to spare',
    left: spec('power-supply', 'wattage'),
    test: 'hasHeadroom',
    right: estimatedDraw,
    message: (psu, draw) =>
      `${name(psu)} gives ${shown(psu.value)} W, less than 30 % above the estimated draw of ${shown(draw.value)} W: we suggest at least ${Math.ceil(Number(draw.value) * PSU_HEADROOM)} W.`,
  },
  {
    code: 'psu-below-gpu-recommendation',
    severity: 'warning',
    checks: "whether the power supply meets the graphics card's recommendation",
    left: spec('power-supply', 'wattage'),
    test: 'atLeast',
    right: spec('graphics-card', 'recommendedPsuW'),
    message: (psu, gpu) => `${name(gpu)} recommends a power supply of at least ${shown(gpu.value)} W, but ${name(psu)} gives ${shown(psu.value)} W.`,
  },
  {
    code: 'gpu-12v-2x6-plug',
    severity: 'warning',
    checks: "whether the power supply has the graphics card's 12V-2x6 plug",
    left: specWhere('graphics-card', 'pcie12v2x6', (needs) => needs === true),
    test: 'has',
    right: spec('power-supply', 'pcie12v2x6'),
    message: (card, psu) => `${name(card)} takes a 12V-2x6 plug, which ${name(psu)} does not have: use the adapter that comes with the card, on separate 8-pin cables.`,
  },
  {
    code: 'board-firmware',
    severity: 'warning',
    checks: "whether the motherboard's firmware supports the processor",
    left: firmwareNeeded,
    test: 'same',
    right: fixed(''),
    message: (needed) => {
      const [board, cpu] = needed.parts;
      const how = specValueOf(board!, 'biosFlashback') === true
        ? 'it can be updated without a processor (BIOS Flashback), from a USB stick'
        : 'it has no BIOS Flashback, so the update needs a processor the board already supports';
      return `${board!.name} needs firmware ${shown(needed.value)} or later for ${cpu!.name} (${String(specValueOf(cpu!, 'family'))}); ${how}.`;
    },
  },
  {
    code: 'cooler-capacity',
    severity: 'warning',
    checks: 'whether the cooler can cool the processor',
    left: spec('cpu-cooler', 'tdpRatingW'),
    test: 'atLeast',
    right: spec('processor', 'tdpW'),
    message: (cooler, cpu) => `${name(cooler)} is rated for ${shown(cooler.value)} W, less than the ${shown(cpu.value)} W TDP of ${name(cpu)}: it may run hot and slow down.`,
  },
  {
    code: 'memory-capacity',
    severity: 'warning',
    checks: 'whether the motherboard supports this much memory',
    left: memoryGb,
    test: 'atMost',
    right: spec('motherboard', 'maxMemoryGb'),
    message: (memory, board) => `The memory adds up to ${shown(memory.value)} GB, more than the ${shown(board.value)} GB ${name(board)} supports.`,
  },
  {
    code: 'm2-slots',
    severity: 'warning',
    checks: 'whether the M.2 drives fit in the slots',
    left: m2Drives,
    test: 'atMost',
    right: spec('motherboard', 'm2Slots'),
    message: (drives, board) =>
      `The build has ${plural(Number(drives.value), 'M.2 drive')}, but ${name(board)} has ${plural(Number(board.value), 'M.2 slot')}.`,
  },
  {
    code: 'no-cooler',
    severity: 'warning',
    checks: 'whether the processor comes with a cooler',
    left: spec('processor', 'includesCooler'),
    test: 'same',
    right: fixed(true),
    unless: 'cpu-cooler',
    message: (cpu) => `${name(cpu)} comes without a cooler: add a CPU cooler.`,
  },
  {
    code: 'no-graphics',
    severity: 'warning',
    checks: 'whether the processor has integrated graphics',
    left: spec('processor', 'integratedGraphics'),
    test: 'same',
    right: fixed(true),
    unless: 'graphics-card',
    message: (cpu) => `${name(cpu)} has no integrated graphics: add a graphics card to connect a display.`,
  },
];
