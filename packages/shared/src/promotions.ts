/**
 * Promotions (issue 43): discount codes and automatic promotions, what an admin sends and reads,
 * and how a cart's parts are discounted. The page and the server price with the same function,
 * so the figures a shopper is shown are the ones charged (docs/product.md §6, decision 097).
 */
import { z } from 'zod';
import { allCategorySlugs, type AnyCategory } from './categories.ts';
import { checkBuild, type BuildPart } from './compatibility/index.ts';
import { formatPrice, fromCents } from './money.ts';
import { messages } from './messages.ts';

export const promotionKinds = ['percent', 'fixed', 'free-shipping'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

const M = messages.promotions;
const money = z.number({ error: 'must be a number' }).positive().max(1_000_000).multipleOf(0.01, 'Price can have at most 2 decimals');
const count = z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(1_000_000);
const instant = z.iso.datetime({ offset: true, error: 'must be a date and time' });

/** A code as shoppers type it: case does not matter, so it is kept in capitals. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();
export const promotionCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, M.codeFormat)
  .transform(normalizeCode);

/** Every field but the name and kind may be left out: no condition, no limit; `combines` and `active` then true. */
const promotionFields = {
  name: z.string().trim().min(1, 'Name is Required').max(80),
  /** What the shopper types; none for an automatic promotion. */
  code: promotionCodeSchema.nullish(),
  kind: z.enum(promotionKinds, { error: 'must be percent, fixed or free-shipping' }),
  /** Percent off (1 to 100), or dollars off; not read for free shipping. */
  value: z.number({ error: 'must be a number' }).min(0).max(1_000_000).multipleOf(0.01, 'Price can have at most 2 decimals').optional(),
  /** The parts' subtotal, in dollars, the cart must reach. */
  minSubtotal: money.nullish(),
  startsAt: instant.nullish(),
  endsAt: instant.nullish(),
  /** Orders it may discount in all, and for one customer. */
  usageLimit: count.nullish(),
  perCustomerLimit: count.nullish(),
  /** Only parts of these categories, or these parts, are discounted; none named: every part. */
  categories: z.array(z.enum(allCategorySlugs, { error: 'must be a category' })).max(12).optional(),
  partIds: z.array(z.uuid({ error: 'must be a part id' })).max(200).optional(),
  /** Applies only to a compatible build's lines: processor, motherboard and memory, with their case, supply and cooler. */
  build: z.boolean().optional(),
  /** Applies by itself, with no code, whenever its conditions hold. */
  automatic: z.boolean().optional(),
  /** False: never together with another promotion; the better one for the shopper applies. */
  combines: z.boolean().optional(),
  /** False: paused, applying to nothing until resumed. */
  active: z.boolean().optional(),
};

type PromotionShape = { kind?: PromotionKind; value?: number; code?: string | null; automatic?: boolean; startsAt?: string | null; endsAt?: string | null };

/** The rules between fields, for a new promotion and for one with an admin's changes applied. */
export function checkPromotion(p: PromotionShape, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: p });
  if (p.automatic && p.code) issue('code', M.codeOrAutomatic);
  if (!p.automatic && !p.code) issue('code', M.codeRequired);
  if (p.kind === 'percent' && (p.value === undefined || p.value < 1 || p.value > 100)) issue('value', M.percentRange);
  if (p.kind === 'fixed' && !(p.value !== undefined && p.value > 0)) issue('value', M.fixedPositive);
  if (p.startsAt && p.endsAt && Date.parse(p.endsAt) <= Date.parse(p.startsAt)) issue('endsAt', M.endsBeforeStart);
}

/** `POST /api/admin/promotions`. */
export const promotionInputSchema = z.object(promotionFields).superRefine(checkPromotion);
export type PromotionInput = z.input<typeof promotionInputSchema>;

/** `PATCH /api/admin/promotions/:id`: the fields that change; the whole is checked again once applied. */
export const promotionPatchSchema = z
  .object(promotionFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'must change something');

/** A promotion as the admin's page reads it. */
export interface Promotion {
  _id: string;
  name: string;
  code: string | null;
  kind: PromotionKind;
  value: number;
  minSubtotal: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  categories: AnyCategory[];
  partIds: string[];
  build: boolean;
  automatic: boolean;
  combines: boolean;
  active: boolean;
  /** Orders it discounts now (placed, not expired or deleted). */
  used: number;
  createdAt: string;
}

/** What pricing reads of a promotion that is live for this shopper now (dates, pause and limits checked). */
export interface PromotionTerms {
  id: string;
  name: string;
  code: string | null;
  kind: PromotionKind;
  /** Percent for `percent`, cents for `fixed`. */
  value: number;
  minSubtotalCents: number | null;
  categories: readonly string[];
  partIds: readonly string[];
  build: boolean;
  combines: boolean;
}

/** One line as promotions read it: its part and what it costs before any discount. */
export interface DiscountLine {
  partId: string;
  category: string;
  totalCents: number;
}

export interface AppliedPromotion {
  id: string;
  name: string;
  code: string | null;
  /** Cents off the parts; 0 for free shipping. */
  amountCents: number;
  freeShipping: boolean;
}

export interface CartDiscount {
  /** Cents off each line, in the lines' order: never more than the line. */
  lineCents: number[];
  discountCents: number;
  freeShipping: boolean;
  applied: AppliedPromotion[];
  /** Why the code given does not apply, in the shopper's words; null when it applies or none was given. */
  codeProblem: string | null;
}

export const noDiscount = (lines: readonly unknown[]): CartDiscount => ({
  lineCents: lines.map(() => 0),
  discountCents: 0,
  freeShipping: false,
  applied: [],
  codeProblem: null,
});

/** The categories of a build the build discount reads; the first three are needed. */
export const buildDiscountCategories = ['processor', 'motherboard', 'ram', 'case', 'power-supply', 'cpu-cooler'] as const;

/**
 * The parts of a cart that make a build the compatibility engine accepts: its processor,
 * motherboard and memory (all three needed) with any case, supply and cooler, and no error among
 * them. Null when the cart holds no such build.
 */
export function compatibleBuildParts(parts: readonly BuildPart[]): Set<string> | null {
  const build = parts.filter((part) => (buildDiscountCategories as readonly string[]).includes(part.category));
  if (!buildDiscountCategories.slice(0, 3).every((category) => build.some((part) => part.category === category))) return null;
  if (checkBuild(build).problems.some((problem) => problem.severity === 'error')) return null;
  return new Set(build.map((part) => part.id));
}

/**
 * `total` split over `weights` in proportion, in whole cents adding up exactly (largest
 * remainders first, earlier lines on ties); no share exceeds its weight while total ≤ their sum.
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** Which lines a promotion may discount: its categories', its parts', and the build's when it asks for one. */
function linesFor(promotion: PromotionTerms, lines: readonly DiscountLine[], buildParts: ReadonlySet<string> | null): number[] {
  return lines.flatMap((line, i) => {
    if (promotion.build && !buildParts?.has(line.partId)) return [];
    const named = promotion.categories.length > 0 || promotion.partIds.length > 0;
    if (named && !promotion.categories.includes(line.category) && !promotion.partIds.includes(line.partId)) return [];
    return [i];
  });
}

/** Why a promotion does not apply to these lines; null when it does. */
function refusal(promotion: PromotionTerms, lines: readonly DiscountLine[], buildParts: ReadonlySet<string> | null): string | null {
  const subtotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (promotion.minSubtotalCents !== null && subtotal < promotion.minSubtotalCents) return M.needsSubtotal(formatPrice(fromCents(promotion.minSubtotalCents)));
  if (promotion.build && !buildParts) return M.needsBuild;
  if (linesFor(promotion, lines, buildParts).length === 0) return M.noParts;
  return null;
}

/** The discount of a set of promotions that apply together: percents first, then amounts, each on what the lines still cost. */
function applyTogether(promotions: readonly PromotionTerms[], lines: readonly DiscountLine[], buildParts: ReadonlySet<string> | null): CartDiscount {
  const left = lines.map((line) => line.totalCents);
  const lineCents = lines.map(() => 0);
  const applied: AppliedPromotion[] = [];
  const ordered = [...promotions].sort((a, b) => Number(a.kind !== 'percent') - Number(b.kind !== 'percent'));
  for (const promotion of ordered) {
    if (promotion.kind === 'free-shipping') {
      applied.push({ id: promotion.id, name: promotion.name, code: promotion.code, amountCents: 0, freeShipping: true });
      continue;
    }
    const eligible = linesFor(promotion, lines, buildParts);
    const base = eligible.reduce((sum, i) => sum + left[i]!, 0);
    const amount = Math.min(base, promotion.kind === 'percent' ? Math.round((base * promotion.value) / 100) : promotion.value);
    const shares = splitCents(amount, eligible.map((i) => left[i]!));
    eligible.forEach((i, k) => {
      left[i]! -= shares[k]!;
      lineCents[i]! += shares[k]!;
    });
    applied.push({ id: promotion.id, name: promotion.name, code: promotion.code, amountCents: amount, freeShipping: false });
  }
  const discountCents = lineCents.reduce((a, b) => a + b, 0);
  return { lineCents, discountCents, freeShipping: applied.some((p) => p.freeShipping), applied, codeProblem: null };
}

/**
 * A cart's discount from the automatic promotions live now and the shopper's code, if any
 * (`code` null when none was given; `codeProblem` a reason the server found already, such as a
 * used-up code). One code and every automatic promotion apply together, except a promotion that
 * does not combine: then whichever takes more off, that promotion alone or the others together,
 * applies (on a tie, the one with the code, then with free shipping).
 */
export function discountCart(
  lines: readonly DiscountLine[],
  { automatic, code, codeProblem = null, buildParts = null }: { automatic: readonly PromotionTerms[]; code: PromotionTerms | null; codeProblem?: string | null; buildParts?: ReadonlySet<string> | null },
): CartDiscount {
  const live = automatic.filter((p) => refusal(p, lines, buildParts) === null);
  const codeRefusal = codeProblem ?? (code && refusal(code, lines, buildParts));
  const candidates = code && !codeRefusal ? [...live, code] : live;
  if (candidates.length === 0) return { ...noDiscount(lines), codeProblem: codeRefusal };
  const together = candidates.filter((p) => p.combines);
  const options = [together, ...candidates.filter((p) => !p.combines).map((p) => [p])].filter((o) => o.length > 0);
  const score = (d: CartDiscount) => [d.discountCents, Number(d.applied.some((p) => p.id === code?.id)), Number(d.freeShipping)];
  const best = options
    .map((option) => applyTogether(option, lines, buildParts))
    .reduce((a, b) => {
      const [sa, sb] = [score(a), score(b)];
      const i = sa.findIndex((x, k) => x !== sb[k]);
      return i >= 0 && sb[i]! > sa[i]! ? b : a;
    });
  const codeLost = code && !codeRefusal && !best.applied.some((p) => p.id === code.id);
  const winner = best.applied.find((p) => !candidates.find((c) => c.id === p.id)?.combines) ?? best.applied[0];
  return { ...best, codeProblem: codeRefusal || (codeLost ? M.doesNotCombine(winner?.name ?? '') : null) };
}

