/**
 * The Shipping & tax form as typed (text, so a field can be emptied while typing) and what it
 * sends: `PUT /admin/checkout-settings`'s body, checked by the shared schema, or the message of
 * each wrong field by its path (`methods.0.price`, `taxRates.2.country`).
 */
import { checkoutSettingsSchema, MAX_TAX_RATES, messages, toCents, type CheckoutSettings, type ShippingMethod, type TaxRate } from '@coreparts/shared';

export interface MethodRow {
  /** React's key for the row; not sent. */
  key: string;
  /** The saved method's id; absent for a new one. */
  id?: string;
  name: string;
  price: string;
  freeAbove: string;
  eta: string;
}

export interface TaxRow {
  key: string;
  country: string;
  /** A region's code of the country, or '' for the whole country. */
  region: string;
  name: string;
  rate: string;
}

export interface SettingsForm {
  methods: MethodRow[];
  taxRates: TaxRow[];
}

export type SettingsErrors = Record<string, string>;

export const MAX_METHODS = 10;
export { MAX_TAX_RATES };

let lastKey = 0;
export const newRowKey = () => `row-${++lastKey}`;

export const emptyMethod = (): MethodRow => ({ key: newRowKey(), name: '', price: '', freeAbove: '', eta: '' });
export const emptyTaxRate = (): TaxRow => ({ key: newRowKey(), country: '', region: '', name: '', rate: '' });

/** The saved settings as the form shows them. */
export function formOf(settings: { methods: ShippingMethod[]; taxRates: TaxRate[] }): SettingsForm {
  return {
    methods: settings.methods.map((m) => ({
      key: newRowKey(),
      id: m.id,
      name: m.name,
      price: String(m.price),
      freeAbove: m.freeAbove === null ? '' : String(m.freeAbove),
      eta: m.eta,
    })),
    taxRates: settings.taxRates.map((r) => ({ key: newRowKey(), country: r.country, region: r.region ?? '', name: r.name, rate: String(r.rate) })),
  };
}

/** A typed number: NaN when empty or not a number. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const hasCents = (n: number) => Math.abs(toCents(n) / 100 - n) < 1e-9;

export function settingsOf(form: SettingsForm): { ok: true; settings: CheckoutSettings } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const methods = form.methods.map((row, i) => {
    const at = `methods.${i}`;
    const price = numberOf(row.price);
    if (Number.isNaN(price)) errors[`${at}.price`] = messages.validation.priceRequired;
    else if (price < 0) errors[`${at}.price`] = 'Price cannot be negative';
    else if (price > 10_000) errors[`${at}.price`] = 'Price must be at most $10,000.00';
    else if (!hasCents(price)) errors[`${at}.price`] = messages.catalog.priceCents;
    const freeAbove = row.freeAbove.trim() === '' ? null : numberOf(row.freeAbove);
    if (freeAbove !== null) {
      if (Number.isNaN(freeAbove) || freeAbove <= 0) errors[`${at}.freeAbove`] = messages.catalog.priceAboveZero;
      else if (freeAbove > 1_000_000) errors[`${at}.freeAbove`] = 'Price must be at most $1,000,000.00';
      else if (!hasCents(freeAbove)) errors[`${at}.freeAbove`] = messages.catalog.priceCents;
    }
    return { ...(row.id ? { id: row.id } : {}), name: row.name, price, freeAbove, eta: row.eta };
  });

  const seen = new Set<string>();
  const taxRates = form.taxRates.map((row, i) => {
    const at = `taxRates.${i}`;
    const place = `${row.country} ${row.region}`;
    if (!row.country) errors[`${at}.country`] = 'Choose a country';
    else if (seen.has(place)) errors[`${at}.${row.region ? 'region' : 'country'}`] = row.region ? 'This region already has a rate' : 'This country already has a rate';
    seen.add(place);
    if (row.name.trim() === '') errors[`${at}.name`] = messages.tax.nameRequired;
    const rate = numberOf(row.rate);
    if (Number.isNaN(rate)) errors[`${at}.rate`] = 'Rate is Required';
    else if (rate < 0 || rate > 50) errors[`${at}.rate`] = 'Rate must be between 0 and 50 %';
    else if (!hasCents(rate)) errors[`${at}.rate`] = 'Rate can have at most 2 decimals';
    return { country: row.country, region: row.region || null, name: row.name, rate };
  });

  const parsed = checkoutSettingsSchema.safeParse({ methods, taxRates });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      // The checks above say it in the form's words; the schema has the last word on the rest.
      if (!Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`))) errors[path || 'form'] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  // Trimmed, as the schema leaves them.
  return { ok: true, settings: parsed.data };
}
