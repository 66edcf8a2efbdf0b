/**
 * Processor families (issue 28, decision 049): what a processor's model string says about the
 * platform it sits on. One row per family, first match wins, so mobile rows come before the
 * desktop rows whose numbers they share. A new family is a new row, never a branch in code.
 *
 * Sources: Intel ARK (ark.intel.com, "Sockets Supported" and "Memory Types" per product),
 * AMD product pages (amd.com/en/products/processors, "CPU Socket" and "System Memory Type"), and
 * Wikipedia's lists of Intel Core and AMD Ryzen processors for which model numbers belong to
 * which generation; Intel's Xeon E3/E5 and Scalable families by generation (v1–v6, the hundreds of
 * a Scalable model number), and its Atom and N-series, which are soldered. Desktop Pentium,
 * Celeron, Athlon and Threadripper are not covered: a model matching no row is reported as a
 * processor whose platform could not be told.
 */

export type MemoryTypeName = 'DDR2' | 'DDR3' | 'DDR4' | 'DDR5';

/** How a family's integrated graphics depend on the model's suffix. */
export type GraphicsRule = 'built-in' | 'none' | 'unless-F-or-P-suffix' | 'only-G-suffix' | 'xeon-e3-last-digit-5-or-6';

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
  { family: 'Intel Atom and N-series', pattern: /\bAtom\b(?<suffix>)|\bIntel\s+(?:Core\s+i3-)?N(?:50|95|97|100|150|200|250|300|305|350|355)\b|\b(?:Celeron|Pentium(?:\s+Silver|\s+Gold)?)\s+[NJ]\d{4}\b/i, socket: null, memoryTypes: [], graphics: 'built-in', soldered: true, notes: 'Soldered to the board of a mini PC, laptop or tablet; memory is soldered or one SO-DIMM, by model.' },
  { family: 'Intel Core 2 mobile', pattern: /\bCore(?:\s?2|2)\s+(?:Duo|Quad|Extreme|Solo)\b.*\b(?:T|P|L|SU|SL|SP|U|QX|X)9?\d{4}(?<suffix>)\b(?<!\b(?:QX|X)\d{4})|\bCore(?:\s?2|2)\s+(?:Duo|Solo)\s+CPU\s+(?:T|P|L|SU|SL|SP|U)\d{4}\b/i, socket: null, memoryTypes: [], graphics: 'none', soldered: true, notes: 'A laptop processor (socket P or M): not upgraded on its own.' },
  { family: 'Intel Core 2 desktop (LGA775)', pattern: /\bCore(?:\s?2|2)\s+(?:Duo|Quad|Extreme)\b.*\b(?:E|Q|QX|X)\d{4}(?<suffix>)\b/i, socket: 'LGA775', memoryTypes: ['DDR2', 'DDR3'], graphics: 'none', soldered: false, notes: 'A board takes either DDR2 or DDR3 (P35, P45, G41 boards exist in both); graphics are in the chipset, if any.' },
  // Intel Xeon: E5 v3/v4 before v1/v2 (whose numbers they share), E3 by version, Scalable by the model number's hundreds.
  { family: 'Intel Xeon E5 v3/v4 (Haswell/Broadwell-EP)', pattern: /\bE5-\d{4}[A-Z]*\s+v[34](?<suffix>)\b/i, socket: 'LGA2011-3', memoryTypes: ['DDR4'], graphics: 'none', soldered: false, notes: 'C610/C612 and X99 boards; servers take registered DDR4.' },
  { family: 'Intel Xeon E5-2400/1400 (LGA1356)', pattern: /\bE5-[12]4\d{2}[A-Z]*(?:\s+0|\s+v2)?(?<suffix>)\b/i, socket: 'LGA1356', memoryTypes: ['DDR3'], graphics: 'none', soldered: false, notes: 'C600-series boards; servers take registered DDR3.' },
  { family: 'Intel Xeon E5 v1/v2 (Sandy/Ivy Bridge-EP)', pattern: /\bE5-\d{4}[A-Z]*(?:\s+0|\s+v2)?(?<suffix>)\b/i, socket: 'LGA2011', memoryTypes: ['DDR3'], graphics: 'none', soldered: false, notes: 'C600-series and X79 boards; servers take registered DDR3.' },
  { family: 'Intel Xeon E3 v5/v6 (Skylake/Kaby Lake)', pattern: /\bE3-12\d(?<suffix>\d)[A-Z]*\s+v[56]\b/i, socket: 'LGA1151', memoryTypes: ['DDR4'], graphics: 'xeon-e3-last-digit-5-or-6', soldered: false, notes: 'C230-series boards, unbuffered ECC DDR4; models ending 5 or 6 have graphics.' },
  { family: 'Intel Xeon E3 v3/v4 (Haswell/Broadwell)', pattern: /\bE3-12\d(?<suffix>\d)[A-Z]*\s+v[34]\b/i, socket: 'LGA1150', memoryTypes: ['DDR3'], graphics: 'xeon-e3-last-digit-5-or-6', soldered: false, notes: 'C220-series boards, unbuffered ECC DDR3; models ending 5 or 6 have graphics.' },
  { family: 'Intel Xeon E3 v1/v2 (Sandy/Ivy Bridge)', pattern: /\bE3-12\d(?<suffix>\d)[A-Z]*(?:\s+v2)?\b/i, socket: 'LGA1155', memoryTypes: ['DDR3'], graphics: 'xeon-e3-last-digit-5-or-6', soldered: false, notes: 'C200-series boards, unbuffered ECC DDR3; models ending 5 or 6 have graphics.' },
  { family: 'Intel Xeon Scalable 1st/2nd gen (Skylake-SP/Cascade Lake)', pattern: /\bXeon\s+(?:Platinum|Gold|Silver|Bronze)\s+\d[12]\d{2}[A-Z]*(?<suffix>)\b/i, socket: 'LGA3647', memoryTypes: ['DDR4'], graphics: 'none', soldered: false, notes: 'C620-series boards; registered DDR4.' },
  { family: 'Intel Xeon Scalable 3rd gen (Ice Lake-SP)', pattern: /\bXeon\s+(?:Platinum|Gold|Silver)\s+\d3\d{2}[A-Z]*(?<suffix>)\b/i, socket: 'LGA4189', memoryTypes: ['DDR4'], graphics: 'none', soldered: false, notes: 'C620A boards; registered DDR4.' },
  { family: 'Intel Xeon Scalable 4th/5th gen (Sapphire/Emerald Rapids)', pattern: /\bXeon\s+(?:Platinum|Gold|Silver|Bronze)\s+\d[45]\d{2}[A-Z]*(?<suffix>)\b/i, socket: 'LGA4677', memoryTypes: ['DDR5'], graphics: 'none', soldered: false, notes: 'C740 boards; registered DDR5.' },
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
  // Xeon E3: the models whose number ends in 5 or 6 (E3-1245, E3-1276) have graphics; the others none.
  'xeon-e3-last-digit-5-or-6': (suffix) => /[56]$/.test(suffix),
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
