/**
 * The build planner's build (issue 28): which parts, how many of each, as the page's address
 * keeps it (`/builder?parts=id:qty,id:qty`) and the browser remembers it. Pure, so its tests and
 * the page share it.
 */
import { MAX_BUILD_LINES, MAX_BUILD_QUANTITY, type AnyCategory } from '@coreparts/shared';

/** One line of the build: a part by id and how many. */
export interface BuildLine {
  id: string;
  quantity: number;
}

export interface BuilderSlot {
  category: AnyCategory;
  /** What the row is called. */
  label: string;
  /** What the chooser's title asks for: "Choose a processor". */
  noun: string;
  /** Whether the row offers a quantity (memory kits, drives). */
  hasQuantity: boolean;
  /** Whether the slot may have several rows (drives). */
  several: boolean;
}

/** The rows of the planner, in the order a PC is put together. */
export const builderSlots: readonly BuilderSlot[] = [
  { category: 'processor', label: 'Processor', noun: 'a processor', hasQuantity: false, several: false },
  { category: 'cpu-cooler', label: 'CPU cooler', noun: 'a CPU cooler', hasQuantity: false, several: false },
  { category: 'motherboard', label: 'Motherboard', noun: 'a motherboard', hasQuantity: false, several: false },
  { category: 'ram', label: 'Memory', noun: 'memory', hasQuantity: true, several: false },
  { category: 'graphics-card', label: 'Graphics card', noun: 'a graphics card', hasQuantity: false, several: false },
  { category: 'ssd', label: 'Storage', noun: 'a drive', hasQuantity: true, several: true },
  { category: 'power-supply', label: 'Power supply', noun: 'a power supply', hasQuantity: false, several: false },
  { category: 'case', label: 'Case', noun: 'a case', hasQuantity: false, several: false },
];

/** The address's parameter that holds the build. */
export const BUILD_PARAM = 'parts';

// A part id as the API writes it (a UUID); anything else in an address is left out.
const partIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const clampQuantity = (quantity: number) => Math.min(MAX_BUILD_QUANTITY, Math.max(1, Math.trunc(quantity)));

/**
 * The build an address (or the remembered text) names: `id:qty` pairs separated by commas, a
 * missing quantity read as 1. Whatever is not a part id is left out, a quantity is kept within
 * 1–16, a part named twice keeps its first line, and at most 32 lines are read.
 */
export function parseBuild(raw: string | null | undefined): BuildLine[] {
  if (!raw) return [];
  const lines: BuildLine[] = [];
  const seen = new Set<string>();
  for (const item of raw.split(',')) {
    const [rawId = '', rawQuantity] = item.trim().split(':');
    const id = rawId.toLowerCase();
    if (!partIdPattern.test(id) || seen.has(id)) continue;
    const quantity = rawQuantity === undefined || rawQuantity === '' ? 1 : Number(rawQuantity);
    if (!Number.isFinite(quantity)) continue;
    seen.add(id);
    lines.push({ id, quantity: clampQuantity(quantity) });
    if (lines.length === MAX_BUILD_LINES) break;
  }
  return lines;
}

/** The text `parseBuild` reads back: `id:qty,id:qty` (no characters an address must escape). */
export const formatBuild = (lines: readonly BuildLine[]): string => lines.map((line) => `${line.id}:${line.quantity}`).join(',');

/** The planner's address for a build. */
export const builderSearch = (lines: readonly BuildLine[]): string => (lines.length === 0 ? '' : `?${BUILD_PARAM}=${formatBuild(lines)}`);

/**
 * The build once `id` is chosen in a row: in place of `replacing` (a row's part being changed)
 * or added at the end. A part already in the build elsewhere gets the units instead of a second
 * line (a build names each part once).
 */
export function withChosen(lines: readonly BuildLine[], id: string, { replacing = null, quantity = 1 }: { replacing?: string | null; quantity?: number } = {}): BuildLine[] {
  const existing = lines.find((line) => line.id === id && line.id !== replacing);
  if (existing) {
    return lines
      .filter((line) => line.id !== replacing)
      .map((line) => (line === existing ? { id, quantity: clampQuantity(line.quantity + quantity) } : line));
  }
  const line = { id, quantity: clampQuantity(quantity) };
  const at = replacing === null ? -1 : lines.findIndex((l) => l.id === replacing);
  if (at === -1) return lines.length >= MAX_BUILD_LINES ? [...lines] : [...lines, line];
  return lines.map((l, index) => (index === at ? line : l));
}

export const withoutPart = (lines: readonly BuildLine[], id: string): BuildLine[] => lines.filter((line) => line.id !== id);

export const withQuantity = (lines: readonly BuildLine[], id: string, quantity: number): BuildLine[] =>
  lines.map((line) => (line.id === id ? { id, quantity: clampQuantity(quantity) } : line));
