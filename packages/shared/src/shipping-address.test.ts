import { describe, expect, it } from 'vitest';
import { addressMessages, isValidPostalCode, normalisePostalCode, shippingAddressSchema } from './shipping-address.ts';
import { countryByCode } from './countries.ts';

const base = { name: 'Ada Lovelace', line1: '12 Analytical Way', line2: '', city: 'Springfield', phone: '+1 (555) 010-0199' };

/** Each issue as `path: message`, the way the form and the server's answer show them. */
const issuesOf = (input: unknown) => {
  const result = shippingAddressSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('shipping addresses that are accepted', () => {
  it('accepts a US address with a state, normalised', () => {
    const result = shippingAddressSchema.parse({
      ...base,
      name: '  Ada Lovelace ',
      line2: ' Apt 4 ',
      region: 'ca',
      postalCode: ' 94103-1234 ',
      country: 'us',
    });
    expect(result).toEqual({
      name: 'Ada Lovelace',
      line1: '12 Analytical Way',
      line2: 'Apt 4',
      city: 'Springfield',
      region: 'CA',
      postalCode: '94103-1234',
      country: 'US',
      phone: '+1 (555) 010-0199',
    });
  });

  it.each([
    ['GB', 'sw1a  1aa', 'SW1A 1AA'],
    ['GB', 'SW1A1AA', 'SW1A1AA'],
    ['DE', '10115', '10115'],
    ['NL', '1234 ab', '1234 AB'],
    ['NL', '1234AB', '1234AB'],
    ['FR', '75008', '75008'],
  ])('accepts %s with the postal code %j', (country, postalCode, normalised) => {
    const result = shippingAddressSchema.safeParse({ ...base, postalCode, country });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.postalCode).toBe(normalised);
    expect(result.data?.region).toBeUndefined();
  });

  it.each([
    ['ON', 'k1a 0b1', 'K1A 0B1'],
    ['QC', 'H3Z2Y7', 'H3Z2Y7'],
  ])('accepts Canada with the province %s and the postal code %j', (region, postalCode, normalised) => {
    const result = shippingAddressSchema.parse({ ...base, region, postalCode, country: 'CA' });
    expect(result).toMatchObject({ region, postalCode: normalised, country: 'CA' });
  });

  it('accepts Australia, Japan and India with their regions', () => {
    expect(issuesOf({ ...base, region: 'nsw', postalCode: '2000', country: 'AU' })).toEqual([]);
    expect(shippingAddressSchema.parse({ ...base, region: '13', postalCode: '154-0023', country: 'JP' }).region).toBe('13');
    expect(issuesOf({ ...base, region: 'KA', postalCode: '560001', country: 'IN' })).toEqual([]);
  });

  it.each(['HK', 'AE', 'QA'])('accepts %s, which has no postal codes, and drops any given', (country) => {
    expect(shippingAddressSchema.parse({ ...base, postalCode: '', country }).postalCode).toBe('');
    expect(shippingAddressSchema.parse({ ...base, postalCode: 'whatever 123', country }).postalCode).toBe('');
    expect(shippingAddressSchema.parse({ ...base, country }).postalCode).toBe('');
  });

  it('accepts Ireland without an Eircode (optional there), and with a valid one', () => {
    expect(shippingAddressSchema.parse({ ...base, postalCode: '', country: 'IE' }).postalCode).toBe('');
    expect(shippingAddressSchema.parse({ ...base, postalCode: 'a65 f4e2', country: 'IE' }).postalCode).toBe('A65 F4E2');
    expect(issuesOf({ ...base, postalCode: 'A65', country: 'IE' })).toEqual(['postalCode: Please enter a valid postal code for Ireland']);
  });

  it('takes line2 as optional and may be empty', () => {
    expect(shippingAddressSchema.parse({ ...base, line2: undefined, postalCode: '10115', country: 'DE' }).line2).toBeUndefined();
    expect(shippingAddressSchema.parse({ ...base, line2: '   ', postalCode: '10115', country: 'DE' }).line2).toBe('');
  });

  it('keeps letters of every script, and joiners', () => {
    expect(issuesOf({ ...base, name: '李小龍', city: 'Zürich', line1: 'Straße 1', postalCode: '8001', country: 'CH' })).toEqual([]);
    expect(issuesOf({ ...base, name: 'ناصر\u200cی', postalCode: '', country: 'AE' })).toEqual([]);
  });

  it('accepts phone numbers in their usual forms', () => {
    for (const phone of ['+44 20 7946 0958', '(030) 123456', '555-0199 12', '123456', ' +1 555 010 0199 ']) {
      expect(issuesOf({ ...base, phone, postalCode: '10115', country: 'DE' }), phone).toEqual([]);
    }
  });
});

describe('shipping addresses that are refused', () => {
  it('refuses a country not in the list', () => {
    for (const country of ['XX', '', 'USA', 'United States']) {
      expect(issuesOf({ ...base, postalCode: '95014', country }), country).toEqual(['country: Please choose a country from the list']);
    }
    expect(issuesOf({ ...base, postalCode: '95014' })).toEqual(['country: Please choose a country from the list']);
  });

  it('refuses a US address without a state or with an unknown one', () => {
    for (const region of [undefined, '', '  ', 'XX', 'California', 'ON']) {
      expect(issuesOf({ ...base, region, postalCode: '95014', country: 'US' }), String(region)).toEqual(['region: Please choose a region']);
    }
  });

  it('refuses a Canadian address with a US state', () => {
    expect(issuesOf({ ...base, region: 'NY', postalCode: 'K1A 0B1', country: 'CA' })).toEqual(['region: Please choose a region']);
  });

  it('drops a region given for a country that asks for none (Germany)', () => {
    const result = shippingAddressSchema.parse({ ...base, region: 'Bavaria', postalCode: '80331', country: 'DE' });
    expect(result.region).toBeUndefined();
    expect('region' in result && result.region !== undefined).toBe(false);
  });

  it.each([
    ['US', 'United States', ['', '9501', '95014-12', 'ABCDE', '95014\n1234']],
    ['GB', 'United Kingdom', ['', 'SW1A', '12345']],
    ['DE', 'Germany', ['', '1011', '101155', 'D-10115']],
    ['CA', 'Canada', ['', 'D1A 1A1', '12345']],
    ['NL', 'Netherlands', ['', '0123 AB', '1234']],
  ])('refuses bad postal codes for %s', (country, name, postalCodes) => {
    const region = countryByCode(country)?.regions?.[0]?.code;
    for (const postalCode of postalCodes) {
      expect(issuesOf({ ...base, region, postalCode, country }), postalCode).toEqual([`postalCode: Please enter a valid postal code for ${name}`]);
    }
    expect(issuesOf({ ...base, region, country })).toEqual([`postalCode: Please enter a valid postal code for ${name}`]);
  });

  it.each(['', '12345', 'call me maybe', '+1 555 ABC 0199', '1'.repeat(21), '555.010.0199', '++--()  ()', '12345\t6'])(
    'refuses the phone %j',
    (phone) => {
      expect(issuesOf({ ...base, phone, postalCode: '10115', country: 'DE' })).toEqual(['phone: Please enter a valid phone number']);
    },
  );

  it('runs the country checks even when another field fails, one issue a field', () => {
    expect(issuesOf({ ...base, name: `${'x'.repeat(81)}\u0000`, postalCode: '1', country: 'DE' })).toEqual([
      'name: Please keep the name to 80 characters or fewer',
      'postalCode: Please enter a valid postal code for Germany',
    ]);
  });

  it('says what is missing, each beside its field', () => {
    expect(issuesOf({ name: ' ', line1: '', city: '', phone: '', postalCode: '', country: 'US' })).toEqual([
      "name: Please enter the recipient's name",
      'line1: Please enter the street address',
      'city: Please enter the city',
      'phone: Please enter a valid phone number',
      'region: Please choose a region',
      'postalCode: Please enter a valid postal code for United States',
    ]);
    expect(issuesOf({})).toEqual([
      "name: Please enter the recipient's name",
      'line1: Please enter the street address',
      'city: Please enter the city',
      'country: Please choose a country from the list',
      'phone: Please enter a valid phone number',
    ]);
  });

  it.each([
    ['name', 80, addressMessages.nameTooLong],
    ['line1', 120, addressMessages.line1TooLong],
    ['line2', 120, addressMessages.line2TooLong],
    ['city', 80, addressMessages.cityTooLong],
  ] as const)('refuses a %s longer than %i characters', (field, max, message) => {
    const ok = { ...base, postalCode: '10115', country: 'DE', [field]: 'x'.repeat(max) };
    expect(issuesOf(ok)).toEqual([]);
    expect(issuesOf({ ...ok, [field]: 'x'.repeat(max + 1) })).toEqual([`${field}: ${message}`]);
  });

  it.each(['name', 'line1', 'line2', 'city'] as const)('refuses control characters in %s', (field) => {
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\u007fb', 'a\u0085b', 'a\u202eb', 'a\u2028b', 'a\u2066b']) {
      expect(issuesOf({ ...base, postalCode: '10115', country: 'DE', [field]: bad }), JSON.stringify(bad)).toEqual([
        `${field}: Please remove the invisible control characters`,
      ]);
    }
  });

  it('refuses control characters in the region, postal code and phone', () => {
    expect(issuesOf({ ...base, region: 'CA\u0000', postalCode: '95014', country: 'US' })).toEqual(['region: Please choose a region']);
    expect(issuesOf({ ...base, region: 'CA', postalCode: '95\u000014', country: 'US' })).toEqual([
      'postalCode: Please enter a valid postal code for United States',
    ]);
    expect(issuesOf({ ...base, region: 'CA', postalCode: 'SW1A\t1AA', country: 'GB' })).toEqual([
      'postalCode: Please enter a valid postal code for United Kingdom',
    ]);
    expect(issuesOf({ ...base, phone: '555\u0000010199', postalCode: '10115', country: 'DE' })).toEqual(['phone: Please enter a valid phone number']);
  });

  it('trims a pasted trailing newline rather than refusing it', () => {
    expect(shippingAddressSchema.parse({ ...base, city: 'Berlin\n', postalCode: '10115\n', country: 'DE' })).toMatchObject({
      city: 'Berlin',
      postalCode: '10115',
    });
  });

  it('refuses fields that are not text', () => {
    expect(issuesOf({ ...base, name: 42, postalCode: '10115', country: 'DE' })).toEqual(["name: Please enter the recipient's name"]);
    expect(issuesOf({ ...base, phone: 5550100199, postalCode: '10115', country: 'DE' })).toEqual(['phone: Please enter a valid phone number']);
    expect(issuesOf({ ...base, postalCode: 10115, country: 'DE' })).toEqual(['postalCode: Please enter a valid postal code for Germany']);
  });
});

describe('postal code helpers', () => {
  it('normalises case and spaces', () => {
    expect(normalisePostalCode('  sw1a \u00a0 1aa ')).toBe('SW1A 1AA');
  });

  it('checks a code against its country', () => {
    const us = countryByCode('US')!;
    expect(isValidPostalCode(us, '95014')).toBe(true);
    expect(isValidPostalCode(us, '')).toBe(false);
    expect(isValidPostalCode(countryByCode('HK')!, '')).toBe(true);
    expect(isValidPostalCode(countryByCode('IE')!, '')).toBe(true);
    expect(isValidPostalCode(countryByCode('GB')!, 'ec1y 8sy')).toBe(true);
  });
});

describe('messages', () => {
  it('are the ones the form shows', () => {
    expect(addressMessages).toMatchObject({
      nameRequired: "Please enter the recipient's name",
      line1Required: 'Please enter the street address',
      cityRequired: 'Please enter the city',
      regionRequired: 'Please choose a region',
      countryInvalid: 'Please choose a country from the list',
      phoneInvalid: 'Please enter a valid phone number',
    });
    expect(addressMessages.postalCodeInvalid('Germany')).toBe('Please enter a valid postal code for Germany');
  });
});

