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
