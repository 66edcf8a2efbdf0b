import { describe, expect, it } from 'vitest';
import { countries, countryByCode, type Country } from './countries.ts';

const withPostal = countries.filter((c): c is Country & { postal: string; postalExample: string } => c.postal !== undefined);
const withRegions = countries.filter((c) => c.regions !== undefined);
const pattern = (code: string) => new RegExp(countryByCode(code)?.postal ?? '(?!)');

describe('the country list', () => {
  it('holds every ISO 3166-1 alpha-2 code once', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries).toHaveLength(249);
    const codes = countries.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
  });

  it('is sorted by name', () => {
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Afghanistan');
    expect(names.at(-1)).toBe('Zimbabwe');
  });

  it('names the common countries plainly', () => {
    expect(countryByCode('US')?.name).toBe('United States');
    expect(countryByCode('GB')?.name).toBe('United Kingdom');
    expect(countryByCode('KR')?.name).toBe('South Korea');
    expect(countryByCode('CD')?.name).toBe('Democratic Republic of the Congo');
    for (const { name } of countries) expect(name.trim()).toBe(name);
  });

  it('finds a country by its code, in any case', () => {
    expect(countryByCode('DE')?.name).toBe('Germany');
    expect(countryByCode('nl')?.code).toBe('NL');
    expect(countryByCode('XX')).toBeUndefined();
    expect(countryByCode('')).toBeUndefined();
    expect(countryByCode('USA')).toBeUndefined();
  });
});

describe('postal code patterns', () => {
  it('has a pattern and an example for the countries with postal codes, neither for the others', () => {
    expect(withPostal.length).toBeGreaterThan(150);
    for (const c of countries) expect(c.postalExample === undefined, c.code).toBe(c.postal === undefined);
    for (const code of ['HK', 'AE', 'QA', 'AO']) expect(countryByCode(code)?.postal, code).toBeUndefined();
  });

  it.each(withPostal.map((c) => [c.code, c] as const))('%s: compiles, is anchored and accepts its own example', (_code, c) => {
    expect(c.postal.startsWith('^')).toBe(true);
    expect(c.postal.endsWith('$')).toBe(true);
    const re = new RegExp(c.postal);
    expect(re.test(c.postalExample)).toBe(true);
    expect(re.test(`#${c.postalExample}`) || re.test(`${c.postalExample}#`)).toBe(false);
  });

  it('marks only countries with a pattern as optional', () => {
    for (const c of countries) if (c.postalOptional) expect(c.postal, c.code).toBeDefined();
    expect(countryByCode('IE')?.postalOptional).toBe(true);
    for (const code of ['US', 'GB', 'DE', 'CA', 'NL', 'AU', 'FR']) expect(countryByCode(code)?.postalOptional, code).toBeUndefined();
  });

  it.each([
    ['US', ['95014', '22162-1010', '22162 1010']],
    ['GB', ['SW1A 1AA', 'SW1A1AA', 'EC1Y 8SY', 'M2 5BQ', 'GIR 0AA', 'BFPO 61']],
    ['CA', ['K1A 0B1', 'K1A0B1', 'H3Z 2Y7']],
    ['DE', ['10115', '01067']],
    ['NL', ['1234 AB', '1234AB']],
    ['AU', ['2000']],
    ['JP', ['154-0023', '1540023']],
    ['IE', ['A65 F4E2', 'D02X285']],
  ] as const)('%s accepts its common forms', (code, samples) => {
    for (const sample of samples) expect(pattern(code).test(sample), sample).toBe(true);
  });

  it.each([
    ['US', ['9501', '950140', '95014-101', 'ABCDE']],
    ['GB', ['SW1A', 'QQ1 1AA', '1AA SW1']],
    ['CA', ['D1A 1A1', 'K1A 0B', '123456']],
    ['DE', ['1011', '101155', 'D-10115']],
    ['NL', ['0123 AB', '1234 SA', '1234']],
  ] as const)('%s refuses what is not a postal code there', (code, samples) => {
    for (const sample of samples) expect(pattern(code).test(sample), sample).toBe(false);
  });
});

describe('regions', () => {
  it('are asked for in the US, Canada, Australia, Brazil, India, Mexico and Japan only', () => {
    expect(withRegions.map((c) => c.code).sort()).toEqual(['AU', 'BR', 'CA', 'IN', 'JP', 'MX', 'US']);
  });

  it.each(withRegions.map((c) => [c.code, c.regions ?? []] as const))('%s: codes and names are unique and plain', (_code, regions) => {
    expect(regions.length).toBeGreaterThan(0);
    expect(new Set(regions.map((r) => r.code)).size).toBe(regions.length);
    expect(new Set(regions.map((r) => r.name)).size).toBe(regions.length);
    for (const r of regions) {
      expect(r.code).toMatch(/^[A-Z0-9]{2,3}$/);
      expect(r.name.trim()).not.toBe('');
    }
  });

  it('lists the 50 states, DC and the territories of the US by postal abbreviation', () => {
    const codes = new Set(countryByCode('US')?.regions?.map((r) => r.code));
    const states = 'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' ');
    expect(states).toHaveLength(50);
    for (const code of [...states, 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(codes.has(code), code).toBe(true);
    expect(countryByCode('US')?.regions?.find((r) => r.code === 'CA')?.name).toBe('California');
  });

  it('lists the provinces and territories of Canada and the states and territories of Australia', () => {
    expect(countryByCode('CA')?.regions?.map((r) => r.code)).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
    const au = countryByCode('AU')?.regions?.map((r) => r.code) ?? [];
    for (const code of ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']) expect(au).toContain(code);
  });

  it('lists the 27 units of Brazil, 36 of India, 32 of Mexico and 47 prefectures of Japan', () => {
    expect(countryByCode('BR')?.regions).toHaveLength(27);
    expect(countryByCode('IN')?.regions).toHaveLength(36);
    expect(countryByCode('MX')?.regions).toHaveLength(32);
    expect(countryByCode('JP')?.regions).toHaveLength(47);
    expect(countryByCode('JP')?.regions?.find((r) => r.code === '13')?.name).toBe('Tokyo');
  });
});
