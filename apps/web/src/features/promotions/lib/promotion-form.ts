/**
 * The promotion form as its inputs hold it (numbers NaN while empty, dates as a datetime-local
 * input's local time) and what it sends: the same values checked by the server's own
 * `promotionInputSchema`, so the form shows the messages the server would send.
 */
import { promotionInputSchema, type AnyCategory, type Promotion, type PromotionInput, type PromotionKind } from '@coreparts/shared';
import { z } from 'zod';

export interface PromotionFormValues {
  name: string;
  automatic: boolean;
  /** Not read while `automatic`: an automatic promotion has none. */
  code: string;
  kind: PromotionKind;
  /** Percent or dollars; not read for free shipping. */
  value: number;
  minSubtotal: number;
  /** "2025-06-01T09:00", or empty for none. */
  startsAt: string;
  endsAt: string;
  usageLimit: number;
  perCustomerLimit: number;
  categories: AnyCategory[];
  build: boolean;
  combines: boolean;
  active: boolean;
}

export type PromotionFormOutput = z.output<typeof promotionInputSchema>;

export const emptyPromotionForm: PromotionFormValues = {
  name: '',
  automatic: false,
  code: '',
  kind: 'percent',
  value: NaN,
  minSubtotal: NaN,
  startsAt: '',
  endsAt: '',
  usageLimit: NaN,
  perCustomerLimit: NaN,
  categories: [],
  build: false,
  combines: true,
  active: true,
};

const pad = (n: number) => String(n).padStart(2, '0');

const localOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** An instant as a datetime-local input shows it, in the browser's time zone; empty for none. */
export const localInputOf = (iso: string | null): string => (iso ? localOf(new Date(iso)) : '');

/**
 * A datetime-local input's value as an ISO instant with the browser's offset
 * ("2025-06-01T09:00:00+02:00"); null when empty. What the browser cannot read is sent as it is,
 * for the schema to refuse.
 */
export function instantOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return local;
  const offset = -date.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${localOf(date)}:${pad(date.getSeconds())}${zone}`;
}

const numberOrNull = (n: number) => (Number.isNaN(n) ? null : n);

/** The form of a saved promotion, to edit it. */
export function promotionFormOf(p: Promotion): PromotionFormValues {
  return {
    name: p.name,
    automatic: p.automatic,
    code: p.code ?? '',
    kind: p.kind,
    value: p.kind === 'free-shipping' ? NaN : p.value,
    minSubtotal: p.minSubtotal ?? NaN,
    startsAt: localInputOf(p.startsAt),
    endsAt: localInputOf(p.endsAt),
    usageLimit: p.usageLimit ?? NaN,
    perCustomerLimit: p.perCustomerLimit ?? NaN,
    categories: p.categories,
    build: p.build,
    combines: p.combines,
    active: p.active,
  };
}

/**
 * What the form sends, before it is checked: an empty field is null, so that saving an edited
 * promotion empties it too. The parts it names are not the form's: a change leaves them as they are.
 */
export function promotionInputOf(values: PromotionFormValues): PromotionInput {
  return {
    name: values.name,
    code: values.automatic ? null : values.code.trim() || null,
    kind: values.kind,
    value: values.kind === 'free-shipping' ? undefined : (numberOrNull(values.value) ?? undefined),
    minSubtotal: numberOrNull(values.minSubtotal),
    startsAt: instantOf(values.startsAt),
    endsAt: instantOf(values.endsAt),
    usageLimit: numberOrNull(values.usageLimit),
    perCustomerLimit: numberOrNull(values.perCustomerLimit),
    categories: values.categories,
    build: values.build,
    automatic: values.automatic,
    combines: values.combines,
    active: values.active,
  };
}

/** The form's resolver schema: the values as sent, checked by the server's schema. */
export const promotionFormSchema: z.ZodType<PromotionFormOutput, PromotionFormValues> = z
  .custom<PromotionFormValues>()
  .transform(promotionInputOf)
  .pipe(promotionInputSchema);
