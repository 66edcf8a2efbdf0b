/**
 * Performance tiers (issue 40): how fast a processor or a graphics card is, on one scale of 1 to 10
 * shared by the real parts a report names and the parts we sell (their `performanceTier`
 * specification), so the advisor never suggests a part slower than the one fitted. A tier is a
 * band, not a benchmark: parts a tier apart differ plainly in games and work; parts of one tier
 * are not told apart.
 *
 * Sources: the relative performance in TechPowerUp's GPU and CPU databases
 * (techpowerup.com/gpu-specs, /cpu-specs) and PassMark's CPU Mark and G3D Mark charts
 * (cpubenchmark.net, videocardbenchmark.net), read in November 2026 and rounded into bands.
 */
import { cleanModel } from './processor-families.ts';

/** A processor row: a pattern whose `class` group is Intel's i3/i5/i7/i9 or Ryzen's 3/5/7/9, and the tier of its 3. */
interface ProcessorTierRow {
  pattern: RegExp;
  /** Tier of the class-3 part; class 5 is one more, 7 two more, 9 three more. A row without a class is this tier. */
  base: number;
}

export const processorTiers: readonly ProcessorTierRow[] = [
  { pattern: /\bRyzen\s+(?<class>[579])\s+(?:PRO\s+)?[79]\d{2}0X3D\b/i, base: 7 },
  { pattern: /\bRyzen\s+(?<class>[3579])\s+(?:PRO\s+)?[789]\d{3}/i, base: 6 },
  { pattern: /\bRyzen\s+(?<class>[3579])\s+(?:PRO\s+)?5\d{2}0X3D\b/i, base: 6 },
  { pattern: /\bRyzen\s+(?<class>[3579])\s+(?:PRO\s+)?[45]\d{3}/i, base: 5 },
  { pattern: /\bRyzen\s+(?<class>[3579])\s+(?:PRO\s+)?3\d{3}/i, base: 4 },
  { pattern: /\bRyzen\s+(?<class>[357])\s+(?:PRO\s+)?[12]\d{3}/i, base: 3 },
  { pattern: /\bCore\s+Ultra\s+(?<class>[3579])\s+2\d{2}/i, base: 6 },
  { pattern: /\bCore\s+Ultra\s+(?<class>[3579])\s+1\d{2}/i, base: 5 },
  { pattern: /\bi(?<class>[3579])-1[234]\d{3}/i, base: 5 },
  { pattern: /\bi(?<class>[3579])-1[01]\d{3}/i, base: 4 },
  // Laptop parts of the 10th to 14th generations have four digits ("i7-1165G7", "i5-1235U").
  { pattern: /\bi(?<class>[3579])-1[0-4]\d{2}[GUPH]/i, base: 4 },
  { pattern: /\bi(?<class>[3579])-[6-9]\d{3}/i, base: 3 },
  { pattern: /\bi(?<class>[357])-[2-5]\d{3}/i, base: 2 },
  { pattern: /\bXeon\s+(?:Platinum|Gold|Silver|Bronze)\b/i, base: 7 },
  { pattern: /\bE5-\d{4}\w*\s+v[34]\b/i, base: 5 },
  { pattern: /\bE5-\d{4}/i, base: 4 },
  { pattern: /\bE3-12\d{2}/i, base: 4 },
  { pattern: /\bFX-[689]\d{3}|\bPhenom\s+II\b/i, base: 2 },
  { pattern: /\bCore(?:\s?2|2)\s+Quad\b/i, base: 2 },
  { pattern: /\bCore(?:\s?2|2)\b|\bPhenom\b|\bAthlon\b|\bAtom\b|\bCeleron\b|\bPentium\b|\bIntel\s+N\d{2,3}\b/i, base: 1 },
];

const classStep: Record<string, number> = { '3': 0, '5': 1, '7': 2, '9': 3 };

/** A processor's tier from its model as a report names it; null when no row knows it. */
export function processorTier(model: string): number | null {
  const cleaned = cleanModel(model).slice(0, 120);
  for (const row of processorTiers) {
    const match = row.pattern.exec(cleaned);
    if (match) return Math.min(10, row.base + (classStep[match.groups?.class ?? '3'] ?? 0));
  }
  return null;
}

/** Graphics cards by tier: each row the cards of one band, by the model names reports use. */
export const graphicsTiers: readonly { tier: number; pattern: RegExp }[] = [
  { tier: 10, pattern: /\bRTX\s*(?:4090|5080|5090)\b/i },
  { tier: 9, pattern: /\bRTX\s*(?:4070\s*Ti|4080|5070)\b|\bRX\s*(?:7900|9070)\b/i },
  { tier: 8, pattern: /\bRTX\s*(?:3080|3090|4070|5060\s*Ti)\b|\bRX\s*(?:6800|6900|6950|7700|7800)\b/i },
  { tier: 7, pattern: /\bRTX\s*(?:2080\s*Ti|3060\s*Ti|3070|4060|5060)\b|\bRX\s*(?:6700|6750|7600\s*XT)\b/i },
  { tier: 6, pattern: /\bGTX\s*1080\s*Ti\b|\bRTX\s*(?:2070|2080|3060|A4000|A5000)\b|\bRX\s*(?:5700\s*XT|6600\s*XT|6650|7600)\b|\bArc\s*(?:A770|B570|B580)\b/i },
  { tier: 5, pattern: /\bGTX\s*(?:1070|1080)\b|\bRTX\s*(?:2060|3050|A2000)\b|\bRX\s*(?:5600|5700|6600)\b|\bArc\s*A750\b|\bRadeon\s+VII\b|\bVega\s*(?:56|64)\b/i },
  { tier: 4, pattern: /\bGTX\s*(?:980|1060|1660)\b|\bRX\s*(?:480|580|590|5500)\b|\bArc\s*A[35]80\b|\bR9\s*(?:390|Fury)\b|\bQuadro\s+P[45]000\b/i },
  { tier: 3, pattern: /\bGTX\s*(?:780|960|970|1050\s*Ti|1630|1650)\b|\bRX\s*(?:470|570|6400|6500)\b|\bR9\s*(?:280|290|380)\b|\bQuadro\s+(?:P2000|T1000|M4000)\b/i },
  { tier: 2, pattern: /\bGTX\s*(?:6[5-9]0|7[5-7]0|950|1050)\b|\bRX\s*(?:460|550|560)\b|\bR[79]\s*(?:260|265|270|370)\b|\bHD\s*7[89]\d0\b|\bQuadro\s+(?:P1000|P600|T[46]00|K2200|M2000)\b/i },
  { tier: 1, pattern: /\bG(?:T|TS|TX)\s*\d{3,4}\b|\bGeForce\s+\d{3,4}\b|\bRadeon\s+(?:HD|R[57])\b|\bQuadro\b|\bFirePro\b/i },
];

/** A graphics card's tier from the name a report gives it; null when no row knows it. */
export function graphicsTier(name: string): number | null {
  const text = name.slice(0, 200);
  return graphicsTiers.find((row) => row.pattern.test(text))?.tier ?? null;
}
