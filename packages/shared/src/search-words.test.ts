import { describe, expect, it } from 'vitest';
import { allCategorySlugs } from './categories.ts';
import { categoriesTyped, categorySearchWords, correctSearch, correctWord, editDistance, readSearch, searchVocabulary, searchWords, wordParts } from './search-words.ts';

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

describe('typos (decision 084)', () => {
  const vocabulary = searchVocabulary([
    ['vortex', 3],
    ['vertex', 1],
    ['kestrel', 4],
    ['4070', 2],
    ['ddr5', 9],
  ]);

  it.each([
    ['processor', 'processor', 0],
    ['procesor', 'processor', 1],
    ['porcessor', 'processor', 1],
    ['grafics', 'graphics', 2],
    ['ab', 'ba', 1],
    ['kitten', 'sitting', 3],
  ])('measures "%s" and "%s" %i edits apart', (a, b, d) => {
    expect(editDistance(a, b, 3)).toBe(d);
  });

  it.each([
    ['procesor', 'processor'],
    ['grafics', 'graphics'],
    ['kestrl', 'kestrel'],
    // Both one edit away: the word more parts have.
    ['vortx', 'vortex'],
    ['vrtex', 'vortex'],
  ])('corrects "%s" to "%s"', (word, meant) => {
    expect(correctWord(vocabulary, word)).toBe(meant);
  });

  it.each([
    ['a word that starts a catalog word', 'kest'],
    ['a number', '4071'],
    ['a model number', 'ddr6'],
    ['a short word', 'gpx'],
    ['a word too far from any', 'zebrawood'],
  ])('keeps %s as typed ("%s")', (_, word) => {
    expect(correctWord(vocabulary, word)).toBeNull();
  });

  it('corrects a query word by word, and says null when no word changed', () => {
    expect(correctSearch(vocabulary, 'Procesor  4070')).toBe('processor 4070');
    expect(correctSearch(vocabulary, 'vortex 4070')).toBeNull();
  });

  it.each([
    ['rtx4070', ['rtx', '4070']],
    ['7800x3d', ['7800', 'x', '3', 'd']],
    ['vortex', ['vortex']],
  ])('splits "%s" where letters meet digits', (word, parts) => {
    expect(wordParts(word)).toEqual(parts);
  });
});

describe('categoriesTyped', () => {
  it.each([
    ['gra', ['graphics-card']],
    ['power s', ['power-supply']],
    ['cpu', ['processor', 'cpu-cooler']],
    ['cpu cooler', ['cpu-cooler']],
    ['m', []],
    ['halcyon', []],
  ])('"%s" suggests %j', (q, expected) => {
    expect(categoriesTyped(q)).toEqual(expected);
  });
});
