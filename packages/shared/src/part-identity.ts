/**
 * A part's identity (decision 089): its brand, the manufacturer's part number (MPN), its barcode
 * number (GTIN-8, -12, -13 or -14, check digit verified) and the shop's own code (SKU). Each is
 * optional; text is trimmed and an empty field is absent. The product forms and the server's
 * routes read the same fields.
 */
import { z } from 'zod';
import { messages } from './messages.ts';

const m = messages.identity;

/** The longest of each: Google Merchant Center's limits, so the part can be listed there as it is. */
export const identityMaxLength = { brand: 70, mpn: 70, sku: 50 } as const;

/** The identity fields, in the order the page shows them. */
export const identityKeys = ['brand', 'mpn', 'sku', 'gtin'] as const;
export type IdentityKey = (typeof identityKeys)[number];

/**
 * The GS1 check digit of a GTIN's other digits: from the right, the digits weighted 3, 1, 3, …,
 * and the check digit brings their sum up to a multiple of 10.
 */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

const GTIN_LENGTH = /^(?:\d{8}|\d{12,14})$/;

/** Whether this is a GTIN-8, -12, -13 or -14 whose last digit is its check digit. */
export function isValidGtin(gtin: string): boolean {
  return GTIN_LENGTH.test(gtin) && gtinCheckDigit(gtin.slice(0, -1)) === Number(gtin.at(-1));
}

/** schema.org's property for a GTIN of its length (`gtin13` for an EAN-13). */
export const gtinProperty = (gtin: string) => `gtin${gtin.length}` as 'gtin8' | 'gtin12' | 'gtin13' | 'gtin14';

/** No control characters (a tab, a line break): a brand or an MPN is one plain line. */
const ONE_LINE = /^[^\p{Cc}]*$/u;
/** Letters and digits with dots, dashes, underscores and slashes between them ("CP-GPU-1001"). */
const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const oneLine = (max: number, message: string) => z.string({ error: message }).max(max, message).regex(ONE_LINE, message);

const identitySchemas = {
  brand: oneLine(identityMaxLength.brand, m.brandInvalid(identityMaxLength.brand)),
  mpn: oneLine(identityMaxLength.mpn, m.mpnInvalid(identityMaxLength.mpn)),
  sku: z
    .string({ error: m.skuInvalid(identityMaxLength.sku) })
    .max(identityMaxLength.sku, m.skuInvalid(identityMaxLength.sku))
    .regex(SKU, m.skuInvalid(identityMaxLength.sku)),
  // Spaces and dashes as printed under a barcode ("4 006381 333931") are left out.
  gtin: z
    .string({ error: m.gtinDigits })
    .transform((gtin) => gtin.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(GTIN_LENGTH, { error: m.gtinDigits, abort: true }).refine(isValidGtin, m.gtinCheckDigit)),
};

/** Text trimmed; empty (or, for a new part, null) is absent. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const absentIfEmpty = (value: unknown) => {
  const text = trimmed(value);
  return text === '' || text === null ? undefined : text;
};
/** In an update an empty field keeps the part's value, as the other fields do; null removes it. */
const keptIfEmpty = (value: unknown) => {
  const text = trimmed(value);
  return text === '' ? undefined : text;
};

/** POST /part: each of the four, or absent. */
export const partIdentityFields = {
  brand: z.preprocess(absentIfEmpty, identitySchemas.brand.optional()),
  mpn: z.preprocess(absentIfEmpty, identitySchemas.mpn.optional()),
  sku: z.preprocess(absentIfEmpty, identitySchemas.sku.optional()),
  gtin: z.preprocess(absentIfEmpty, identitySchemas.gtin.optional()),
};

/** PATCH /part/:id: a new value, null to remove it, or absent (or empty) to keep it. */
export const partIdentityUpdateFields = {
  brand: z.preprocess(keptIfEmpty, identitySchemas.brand.nullable().optional()),
  mpn: z.preprocess(keptIfEmpty, identitySchemas.mpn.nullable().optional()),
  sku: z.preprocess(keptIfEmpty, identitySchemas.sku.nullable().optional()),
  gtin: z.preprocess(keptIfEmpty, identitySchemas.gtin.nullable().optional()),
};
