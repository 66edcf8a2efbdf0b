import { describe, expect, it } from 'vitest';
import { allCategorySlugs } from './categories.ts';
import { categorySearchWords, readSearch, searchWords } from './search-words.ts';

describe('the words shoppers use for categories', () => {
  it.each([
    ['gpu', 'graphics-card'],
    ['graphics', 'graphics-card'],
    ['Video Card', 'graphics-card'],
    ['graphics cards', 'graphics-card'],
    ['cpu', 'processor'],
    ['processor', 'processor'],
    ['memory', 'ram'],
    ['RAM', 'ram'],
    ['psu', 'power-supply'],
    ['power supply', 'power-supply'],
    ['drive', 'ssd'],
    ['SSD', 'ssd'],
    ['nvme', 'ssd'],
    ['storage', 'ssd'],
    ['cpu cooler', 'cpu-cooler'],
    ['mobo', 'motherboard'],
    ['mice', 'mouse'],
    ['wi-fi', 'router'],
    ['chassis', 'case'],
  ])('"%s" names %s', (q, category) => {
    expect(readSearch(q)).toEqual({ categories: [category], rest: [] });
  });

  it('keeps the other words of the query to search for', () => {
    expect(readSearch('gpu 12gb')).toEqual({ categories: ['graphics-card'], rest: ['12gb'] });
    expect(readSearch('Vortex 7700')).toEqual({ categories: [], rest: ['vortex', '7700'] });
  });

  it('reads the longest phrase first, and each category once', () => {
    expect(readSearch('cpu cooler').categories).toEqual(['cpu-cooler']);
    expect(readSearch('cpu and cooler').categories).toEqual(['processor', 'cpu-cooler']);
    expect(readSearch('gpu graphics card').categories).toEqual(['graphics-card']);
  });

  it('has words for every category, each phrase naming one category only', () => {
    expect(Object.keys(categorySearchWords).sort()).toEqual([...allCategorySlugs].sort());
    const all = Object.values(categorySearchWords).flat();
    expect(new Set(all).size).toBe(all.length);
    // Phrases are written as search reads them: lower-case words separated by one space.
    for (const phrase of all) expect(searchWords(phrase).join(' ')).toBe(phrase);
  });
});
