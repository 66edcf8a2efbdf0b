/**
 * Processor families (issue 28, decision 049): what a processor's model string says about the
 * platform it sits on. One row per family, first match wins, so mobile rows come before the
 * desktop rows whose numbers they share. A new family is a new row, never a branch in code.
 *
 * Sources: Intel ARK (ark.intel.com, "Sockets Supported" and "Memory Types" per product),
 * AMD product pages (amd.com/en/products/processors, "CPU Socket" and "System Memory Type"), and
 * Wikipedia's lists of Intel Core and AMD Ryzen processors for which model numbers belong to
 * which generation. Pentium, Celeron, Athlon, Xeon and Threadripper are not covered: a model
 * matching no row is reported as a processor whose platform could not be told.
 */

export type MemoryTypeName = 'DDR3' | 'DDR4' | 'DDR5';

/** How a family's integrated graphics depend on the model's suffix. */
export type GraphicsRule = 'built-in' | 'none' | 'unless-F-or-P-suffix' | 'only-G-suffix';

export interface ProcessorFamily {
  family: string;
  /** Matched against the model with (R)/(TM) removed; a `suffix` group captures the letters after the number. */
  pattern: RegExp;
  /** Null when the processor is soldered to its board. */
  socket: string | null;
  /** Memory the platform takes; empty when the family alone cannot tell (laptops: soldered or SO-DIMM, by model). */
  memoryTypes: readonly MemoryTypeName[];
  graphics: GraphicsRule;
  /** Soldered to the board (laptops, Apple silicon): not upgradeable on its own. */
  soldered: boolean;
  notes: string;
}

const intelNumber = (generations: string, suffixes = '(?<suffix>KS|KF|K|F|T|S|X|XE)?') => new RegExp(`\\bi[3579]-${generations}${suffixes}\\b`, 'i');
const ryzenNumber = (series: string, suffixes: string) => new RegExp(`\\bRyzen\\s+[3579]\\s+(?:PRO\\s+)?${series}${suffixes}\\b`, 'i');

export const processorFamilies: readonly ProcessorFamily[] = [
  // Mobile and soldered parts first: their numbers overlap the desktop rows below.
  { family: 'Apple silicon (M-series)', pattern: /\bApple M\d+(?<suffix>\s+(?:Pro|Max|Ultra))?\b/i, socket: null, memoryTypes: [], graphics: 'built-in', soldered: true, notes: 'Processor and memory are one package: neither can be upgraded.' },
  { family: 'Intel Core mobile', pattern: /\bi[3579]-(?:\d{4,5}(?<suffix>HX|HK|HQ|HS|H|U|Y|QM|MQ|MX|XM|M|G\d)|1[23]\d{2}(?<suffix2>P))\b/i, socket: null, memoryTypes: [], graphics: 'built-in', soldered: true, notes: 'Laptop processor soldered to the board; memory is SO-DIMM or soldered depending on the model.' },
  { family: 'Intel Core Ultra mobile', pattern: /\bCore\s+Ultra\s+[3579]\s+\d{3}(?<suffix>HX|H|U|V)\b/i, socket: null, memoryTypes: [], graphics: 'built-in', soldered: true, notes: 'Laptop processor soldered to the board.' },
  { family: 'AMD Ryzen mobile', pattern: /\bRyzen\b.*\bMobile\b|\bRyzen\s+AI\b|\bRyzen\s+[3579]\s+(?:PRO\s+)?\d{4}(?<suffix>HX3D|HX|HS|H|U)\b/i, socket: null, memoryTypes: [], graphics: 'built-in', soldered: true, notes: 'Laptop processor soldered to the board.' },
  // Intel high-end desktop (HEDT), before the mainstream rows whose numbers they share.
  { family: 'Intel Core 3rd/4th gen HEDT (Sandy/Ivy Bridge-E)', pattern: /\bi7-(?:3820|3930K|3960X|3970X|4820K|4930K|4960X)(?<suffix>)\b/i, socket: 'LGA2011', memoryTypes: ['DDR3'], graphics: 'none', soldered: false, notes: 'X79 platform, quad-channel DDR3.' },
  { family: 'Intel Core 5th/6th gen HEDT (Haswell/Broadwell-E)', pattern: /\bi7-(?:5820K|5930K|5960X|6800K|6850K|6900K|6950X)(?<suffix>)\b/i, socket: 'LGA2011-3', memoryTypes: ['DDR4'], graphics: 'none', soldered: false, notes: 'X99 platform, quad-channel DDR4.' },
  { family: 'Intel Core X-series (Skylake-X/Cascade Lake-X)', pattern: /\bi[79]-(?:7800X|7820X|7900X|7920X|7940X|7960X|7980XE|9800X|9820X|9900X|9920X|9940X|9960X|9980XE|10900X|10920X|10940X|10980XE)(?<suffix>)\b/i, socket: 'LGA2066', memoryTypes: ['DDR4'], graphics: 'none', soldered: false, notes: 'X299 platform, quad-channel DDR4.' },
  // Intel desktop, newest first.
  { family: 'Intel Core Ultra 200S (Arrow Lake)', pattern: /\bCore\s+Ultra\s+[579]\s+2\d{2}(?<suffix>KF|K|F|T)?\b/i, socket: 'LGA1851', memoryTypes: ['DDR5'], graphics: 'unless-F-or-P-suffix', soldered: false, notes: '800-series chipsets (Z890, B860, H810).' },
  { family: 'Intel Core 12th–14th gen (Alder/Raptor Lake)', pattern: intelNumber('1[234]\\d{3}'), socket: 'LGA1700', memoryTypes: ['DDR4', 'DDR5'], graphics: 'unless-F-or-P-suffix', soldered: false, notes: 'A board takes either DDR4 or DDR5, not both; 600-series boards may need a firmware update for 13th/14th gen.' },
  { family: 'Intel Core 10th/11th gen (Comet/Rocket Lake)', pattern: intelNumber('1[01]\\d{3}'), socket: 'LGA1200', memoryTypes: ['DDR4'], graphics: 'unless-F-or-P-suffix', soldered: false, notes: '400- and 500-series chipsets; 11th gen needs a 500-series board or a firmware update.' },
  { family: 'Intel Core 6th–9th gen (Skylake to Coffee Lake)', pattern: intelNumber('[6789]\\d{3}'), socket: 'LGA1151', memoryTypes: ['DDR4'], graphics: 'unless-F-or-P-suffix', soldered: false, notes: 'Two incompatible LGA1151 generations: 6th/7th gen on 100/200-series boards, 8th/9th gen on 300-series. Some 6th-gen boards took DDR3L.' },
  { family: 'Intel Core 4th/5th gen (Haswell/Broadwell)', pattern: intelNumber('[45]\\d{3}', '(?<suffix>K|C|S|T|R)?'), socket: 'LGA1150', memoryTypes: ['DDR3'], graphics: 'built-in', soldered: false, notes: '8- and 9-series chipsets.' },
  { family: 'Intel Core 2nd/3rd gen (Sandy/Ivy Bridge)', pattern: intelNumber('[23]\\d{3}', '(?<suffix>K|S|T|P)?'), socket: 'LGA1155', memoryTypes: ['DDR3'], graphics: 'unless-F-or-P-suffix', soldered: false, notes: '6- and 7-series chipsets; P-suffix models have no graphics.' },
  // AMD desktop, newest first.
  { family: 'AMD Ryzen 9000 (Zen 5)', pattern: ryzenNumber('9\\d{3}', '(?<suffix>X3D|X|F)?'), socket: 'AM5', memoryTypes: ['DDR5'], graphics: 'unless-F-or-P-suffix', soldered: false, notes: '600-series boards may need a firmware update.' },
  { family: 'AMD Ryzen 8000G/8000F (Zen 4)', pattern: ryzenNumber('8\\d{3}', '(?<suffix>GE|G|F)'), socket: 'AM5', memoryTypes: ['DDR5'], graphics: 'only-G-suffix', soldered: false, notes: 'Needs a board firmware from 2024 on.' },
  { family: 'AMD Ryzen 7000 (Zen 4)', pattern: ryzenNumber('7\\d{3}', '(?<suffix>X3D|X|F)?'), socket: 'AM5', memoryTypes: ['DDR5'], graphics: 'unless-F-or-P-suffix', soldered: false, notes: '600- and 800-series chipsets.' },
  { family: 'AMD Ryzen 1000–5000 (Zen to Zen 3)', pattern: ryzenNumber('[1-5]\\d{3}', '(?<suffix>X3D|XT|X|GT|GE|G|F|E|AF)?'), socket: 'AM4', memoryTypes: ['DDR4'], graphics: 'only-G-suffix', soldered: false, notes: 'Support for a newer Ryzen on an older 300/400-series board depends on its firmware.' },
  { family: 'AMD FX (Bulldozer/Piledriver)', pattern: /\bFX-\d{4}(?<suffix>E|P)?\b/i, socket: 'AM3+', memoryTypes: ['DDR3'], graphics: 'none', soldered: false, notes: '9-series chipsets (970, 990X, 990FX).' },
  { family: 'AMD Phenom II', pattern: /\bPhenom\s+II\s+X[2346]\b(?<suffix>)/i, socket: 'AM3', memoryTypes: ['DDR3'], graphics: 'none', soldered: false, notes: 'Most Phenom II also fit AM2+ boards with DDR2; on AM3 it is DDR3.' },
];

export interface RecognisedProcessorFamily {
  family: string;
  socket: string | null;
  memoryTypes: MemoryTypeName[];
  integratedGraphics: boolean;
  soldered: boolean;
  notes: string;
}

/** The model string without trademark marks and with single spaces: "Intel(R) Core(TM) i5" → "Intel Core i5". */
export const cleanModel = (model: string): string => model.replace(/\((?:R|TM|C)\)/gi, '').replace(/\s+/g, ' ').trim();

const graphicsRules: Record<GraphicsRule, (suffix: string) => boolean> = {
  'built-in': () => true,
  none: () => false,
  // F: graphics disabled (Intel F/KF, Ryzen 7000F); P: an Ivy Bridge desktop part without them.
  'unless-F-or-P-suffix': (suffix) => !/[FP]$/i.test(suffix),
  'only-G-suffix': (suffix) => /^G/i.test(suffix),
};

/**
 * Longer than any processor's name (the longest are about 60 characters): such a text is not
 * looked up, so a pattern with a scan in it (".*\bMobile") never runs over a long line.
 */
const MAX_MODEL_LENGTH = 120;

/** The family a processor model belongs to, or null when no row of the table matches. */
export function recogniseProcessorFamily(model: string): RecognisedProcessorFamily | null {
  const cleaned = cleanModel(model);
  if (cleaned.length > MAX_MODEL_LENGTH) return null;
  for (const row of processorFamilies) {
    const match = row.pattern.exec(cleaned);
    if (!match) continue;
    const suffix = (match.groups?.suffix ?? match.groups?.suffix2 ?? '').trim();
    return {
      family: row.family,
      socket: row.socket,
      memoryTypes: [...row.memoryTypes],
      integratedGraphics: graphicsRules[row.graphics](suffix),
      soldered: row.soldered,
      notes: row.notes,
    };
  }
  return null;
}
