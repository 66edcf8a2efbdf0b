/**
 * The words shoppers use for each category (decision 051): a search for "gpu" or "video card"
 * finds the graphics cards though no card's name says so. A phrase is matched as whole words, the
 * longest first ("cpu cooler" is a cooler, "cpu" a processor); what the query says besides a
 * category is searched in the parts' names, descriptions and specifications.
 */
import type { AnyCategory } from './categories.ts';

export const categorySearchWords: Record<AnyCategory, readonly string[]> = {
  'graphics-card': ['graphics card', 'graphics cards', 'graphics', 'gpu', 'gpus', 'video card', 'video cards', 'videocard', 'graphic card', 'vga'],
  ram: ['ram', 'memory', 'dimm', 'dimms', 'sodimm', 'memory kit'],
  processor: ['processor', 'processors', 'cpu', 'cpus'],
  ssd: ['ssd', 'ssds', 'storage', 'drive', 'drives', 'nvme', 'solid state', 'solid state drive', 'hard drive', 'disk', 'disks'],
  keyboard: ['keyboard', 'keyboards', 'mechanical keyboard'],
  mouse: ['mouse', 'mice', 'gaming mouse'],
  printer: ['printer', 'printers'],
  router: ['router', 'routers', 'wifi', 'wi fi', 'wireless router', 'mesh'],
  motherboard: ['motherboard', 'motherboards', 'mainboard', 'mobo', 'board'],
  'power-supply': ['power supply', 'power supplies', 'psu', 'psus', 'power unit'],
  case: ['case', 'cases', 'tower', 'chassis', 'pc case', 'computer case'],
  'cpu-cooler': ['cpu cooler', 'cpu coolers', 'cooler', 'coolers', 'aio', 'heatsink', 'liquid cooler', 'fan cooler'],
};

/** A query's words as search reads them: lower case, letters and digits (at most 8). */
export const searchWords = (q: string): string[] => (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);

const phrases = Object.entries(categorySearchWords)
  .flatMap(([category, list]) => list.map((phrase) => ({ category: category as AnyCategory, words: phrase.split(' ') })))
  .sort((a, b) => b.words.length - a.words.length);

export interface ReadSearch {
  /** The categories the query names, in its order, each once. */
  categories: AnyCategory[];
  /** Its other words, to find in names, descriptions and specifications. */
  rest: string[];
}

/** Which categories a query names, and what else it says. */
export function readSearch(q: string): ReadSearch {
  const words = searchWords(q);
  const categories: AnyCategory[] = [];
  const rest: string[] = [];
  for (let i = 0; i < words.length; ) {
    const found = phrases.find((phrase) => phrase.words.every((word, j) => words[i + j] === word));
    if (found) {
      if (!categories.includes(found.category)) categories.push(found.category);
      i += found.words.length;
    } else {
      rest.push(words[i]!);
      i += 1;
    }
  }
  return { categories, rest };
}

/**
 * The words a catalog's search can find, to correct a shopper's typos (issue 41): every word of
 * the live parts and of the category words, sorted, each with how many parts have it. Made once
 * per change of the catalog, read by every search that found nothing.
 */
export interface SearchVocabulary {
  /** Sorted, each once. */
  words: string[];
  /** Parts per word; a category word counts as the most common. */
  counts: number[];
  /** The places of the words a typo may be corrected to (letters alone, 4 or more), by length. */
  byLength: Map<number, number[]>;
}

/** The category words and the catalog's words with their counts as one vocabulary. */
export function searchVocabulary(catalogWords: Iterable<readonly [string, number]>): SearchVocabulary {
  const counts = new Map<string, number>(catalogWords);
  for (const phrase of phrases) for (const word of phrase.words) counts.set(word, Number.MAX_SAFE_INTEGER);
  const words = [...counts.keys()].sort();
  const byLength = new Map<number, number[]>();
  words.forEach((word, i) => {
    if (typosAllowed(word) === 0 || /\p{N}/u.test(word)) return;
    const list = byLength.get(word.length) ?? [];
    list.push(i);
    byLength.set(word.length, list);
  });
  return { words, counts: words.map((word) => counts.get(word)!), byLength };
}

/** Whether some word of the vocabulary starts with `prefix` (a search word is a prefix). */
function hasPrefix({ words }: SearchVocabulary, prefix: string): boolean {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (words[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  return low < words.length && words[low]!.startsWith(prefix);
}

/** Damerau–Levenshtein distance (adjacent swaps count one), or `max + 1` once it is sure to pass `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** Edits a word may be from the one meant: none under 4 letters, 1 up to 5, 2 from 6. */
const typosAllowed = (word: string) => (word.length < 4 ? 0 : word.length <= 5 ? 1 : 2);

/**
 * The word of the vocabulary a shopper meant by a word that no part has: the nearest within the
 * edits allowed, the most common of the nearest. Words with digits (model numbers, capacities) and
 * words that start a vocabulary word are kept as typed; null when nothing is near.
 */
export function correctWord(vocabulary: SearchVocabulary, word: string): string | null {
  const allowed = typosAllowed(word);
  if (allowed === 0 || /\p{N}/u.test(word) || hasPrefix(vocabulary, word)) return null;
  let best: { word: string; distance: number; count: number } | null = null;
  // Only words of a near length can be near: each length's words are compared, no others.
  for (let length = word.length - allowed; length <= word.length + allowed; length++) {
    for (const i of vocabulary.byLength.get(length) ?? []) {
      const candidate = vocabulary.words[i]!;
      const distance = editDistance(word, candidate, allowed);
      const count = vocabulary.counts[i]!;
      if (distance > allowed) continue;
      if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = { word: candidate, distance, count };
    }
  }
  return best?.word ?? null;
}

/** A query with each word that no part has replaced by the word meant ("procesor" → "processor"); null when no word changed. */
export function correctSearch(vocabulary: SearchVocabulary, q: string): string | null {
  const words = searchWords(q);
  let changed = false;
  const corrected = words.map((word) => {
    const meant = correctWord(vocabulary, word);
    if (meant) changed = true;
    return meant ?? word;
  });
  return changed ? corrected.join(' ') : null;
}

/** Where a letter meets a digit in a word: "rtx4070" is "rtx" and "4070", "7800x3d" is "7800", "x", "3" and "d". */
export const wordParts = (word: string): string[] => word.match(/\p{L}+|\p{N}+/gu) ?? [word];

/**
 * The categories to suggest while a shopper types (issue 41): those the query names, and those
 * one of whose words starts with what is typed ("gra" → graphics cards, "power s" → power supplies).
 */
export function categoriesTyped(q: string): AnyCategory[] {
  const typed = searchWords(q).join(' ');
  if (typed.length < 2) return [];
  const found = readSearch(q).categories;
  for (const phrase of phrases) {
    if (!found.includes(phrase.category) && phrase.words.join(' ').startsWith(typed)) found.push(phrase.category);
  }
  return found;
}
