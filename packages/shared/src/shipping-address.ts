/**
 * The shipping address checkout asks for, one schema for the page's form and the server's check.
 * What depends on the country (is it one we know, does it want a region, what does its postal
 * code look like) is checked against countries.ts; every issue names its field in `path`, so the
 * form shows it beside that field and the server answers `postalCode: …`.
 *
 * Normalised on the way out: every field trimmed; country and region codes upper-cased; the postal
 * code upper-cased with inner spaces collapsed, and `''` where the country has no postal codes;
 * the region `undefined` where the country has no regions to ask for.
 */
import { z } from 'zod';
import { countryByCode, type Country } from './countries.ts';

/** Every sentence the address form can show, spelt once for the page and the server. */
export const addressMessages = {
  nameRequired: "Please enter the recipient's name",
  nameTooLong: 'Please keep the name to 80 characters or fewer',
  line1Required: 'Please enter the street address',
  line1TooLong: 'Please keep the street address to 120 characters or fewer',
  line2TooLong: 'Please keep the second address line to 120 characters or fewer',
  cityRequired: 'Please enter the city',
  cityTooLong: 'Please keep the city to 80 characters or fewer',
  regionRequired: 'Please choose a region',
  postalCodeInvalid: (countryName: string) => `Please enter a valid postal code for ${countryName}`,
  countryInvalid: 'Please choose a country from the list',
  phoneInvalid: 'Please enter a valid phone number',
  controlCharacters: 'Please remove the invisible control characters',
} as const;

const m = addressMessages;

/**
 * Control characters (C0, DEL, C1), line and paragraph separators, the byte-order mark, and the
 * bidirectional embeddings, overrides and isolates that could make a label read other than it is.
 * Joiners (ZWJ, ZWNJ) stay allowed: some scripts need them.
 */
const controlCharacters = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/u;
const plain = (value: string) => !controlCharacters.test(value);

/** Digits, spaces, + - ( ), 6 to 20 of them, at least 6 digits. */
const phonePattern = /^[\d +\-()]{6,20}$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** The longest each text field may be, in characters (for the form's `maxLength` too). */
export const addressLimits = { name: 80, line1: 120, line2: 120, city: 80 } as const;

/** A trimmed text field with at most one issue: missing, too long, or not plain. */
const text = (required: string | null, max: number, tooLong: string) =>
  z
    .string(required === null ? undefined : { error: required })
    .trim()
    .superRefine((value, ctx) => {
      const message =
        value === '' ? required : value.length > max ? tooLong : plain(value) ? null : m.controlCharacters;
      if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
    });

/** Trimmed, upper-cased, runs of whitespace made one space: "  sw1a   1aa " is "SW1A 1AA". */
export function normalisePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

const patterns = new Map<string, RegExp>();
function postalPattern(code: string, source: string): RegExp {
  let pattern = patterns.get(code);
  if (!pattern) {
    pattern = new RegExp(source);
    patterns.set(code, pattern);
  }
  return pattern;
}

/**
 * Whether `postalCode`, as typed, is a valid postal code of `country`: compared after
 * normalising, so case and extra spaces don't matter. Always true where the country has no postal
 * codes; empty is valid only where the code is optional.
 */
export function isValidPostalCode(country: Country, postalCode: string): boolean {
  if (!country.postal) return true;
  if (!plain(postalCode.trim())) return false;
  const code = normalisePostalCode(postalCode);
  if (code === '') return country.postalOptional === true;
  return code.length <= 20 && postalPattern(country.code, country.postal).test(code);
}

const regionCode = (region: string | undefined) => (region ?? '').trim().toUpperCase();

export const shippingAddressSchema = z
  .object({
    name: text(m.nameRequired, addressLimits.name, m.nameTooLong),
    line1: text(m.line1Required, addressLimits.line1, m.line1TooLong),
    line2: text(null, addressLimits.line2, m.line2TooLong).optional(),
    city: text(m.cityRequired, addressLimits.city, m.cityTooLong),
    /** Checked against the country's regions below; dropped where it has none. */
    region: z.string({ error: m.regionRequired }).optional(),
    /**
     * Checked against the country's pattern below (so a missing one reads "Please enter a valid
     * postal code for …" beside the field); dropped where the country has no postal codes.
     */
    postalCode: z.string().catch(''),
    country: z.string({ error: m.countryInvalid }).trim().toUpperCase(),
    phone: z
      .string({ error: m.phoneInvalid })
      .trim()
      .refine((phone) => phonePattern.test(phone) && digitCount(phone) >= 6, m.phoneInvalid),
  })
  .superRefine((address, ctx) => {
    const country = countryByCode(address.country);
    if (!country) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: m.countryInvalid, input: address.country });
      return;
    }
    if (country.regions) {
      const region = regionCode(address.region);
      if (!country.regions.some((r) => r.code === region)) {
        ctx.addIssue({ code: 'custom', path: ['region'], message: m.regionRequired, input: address.region });
      }
    }
    if (country.postal && !isValidPostalCode(country, address.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: m.postalCodeInvalid(country.name), input: address.postalCode });
    }
  })
  .transform(
    ({ name, line1, line2, city, region, postalCode, country, phone }): {
      name: string;
      line1: string;
      line2?: string;
      city: string;
      region?: string;
      postalCode: string;
      country: string;
      phone: string;
    } => {
      const known = countryByCode(country);
      return {
        name,
        line1,
        line2,
        city,
        region: known?.regions ? regionCode(region) : undefined,
        postalCode: known?.postal ? normalisePostalCode(postalCode) : '',
        country,
        phone,
      };
    },
  );

/** A checked, normalised address: what the server stores and the order shows. */
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
/** What the form sends before checking (`line2` and `region` may be absent). */
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
