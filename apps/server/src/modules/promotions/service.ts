/**
 * Promotions (issue 43, decision 097): an admin's codes and automatic promotions, and the
 * discount of a cart for one customer now, by the shared `discountCart`. The checkout asks in its
 * transaction and locks the promotions that have a limit, so 20 customers racing for a
 * single-use code are counted one after another; each order a promotion discounts is a
 * redemption row, gone again with the order or when its hold expires.
 */
import {
  compatibleBuildParts,
  discountCart,
  fromCents,
  messages,
  promotionInputSchema,
  toCents,
  type AppliedPromotion,
  type CartDiscount,
  type DiscountLine,
  type Promotion,
  type PromotionInput,
  type PromotionTerms,
} from '@coreparts/shared';
import { and, asc, count, desc, eq, inArray, isNull, lte, or, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '@/db/client.ts';
import { HttpError, isUniqueViolation, notFound } from '@/lib/http-errors.ts';
import type { PartRow } from '@/modules/parts/part-rows.ts';
import { promotionRedemptions, promotions } from './tables.ts';

type PromotionRow = typeof promotions.$inferSelect;
type Checked = z.output<typeof promotionInputSchema>;

const toPromotion = (row: PromotionRow, used: number): Promotion => ({
  _id: row.id,
  name: row.name,
  code: row.code,
  kind: row.kind,
  value: fromCents(row.value),
  minSubtotal: row.minSubtotalCents === null ? null : fromCents(row.minSubtotalCents),
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  usageLimit: row.usageLimit,
  perCustomerLimit: row.perCustomerLimit,
  categories: row.categories,
  partIds: row.partIds,
  build: row.build,
  automatic: row.automatic,
  combines: row.combines,
  active: row.active,
  used,
  createdAt: row.createdAt.toISOString(),
});

/** The row's columns from a checked promotion (every field given: left out means none). */
const toColumns = (p: Checked) => ({
  name: p.name,
  code: p.automatic ? null : (p.code ?? null),
  kind: p.kind,
  value: p.kind === 'free-shipping' ? 0 : toCents(p.value ?? 0),
  minSubtotalCents: p.minSubtotal == null ? null : toCents(p.minSubtotal),
  startsAt: p.startsAt ? new Date(p.startsAt) : null,
  endsAt: p.endsAt ? new Date(p.endsAt) : null,
  usageLimit: p.usageLimit ?? null,
  perCustomerLimit: p.perCustomerLimit ?? null,
  categories: p.categories ?? [],
  partIds: p.partIds ?? [],
  build: p.build ?? false,
  automatic: p.automatic ?? false,
  combines: p.combines ?? true,
  active: p.active ?? true,
});

/** A promotion's row as the admin's input again, for a change applied on top of it. */
const toInput = (row: PromotionRow): PromotionInput => {
  const p = toPromotion(row, 0);
  return { ...p, code: p.code ?? undefined };
};

const toTerms = (row: PromotionRow): PromotionTerms => ({
  id: row.id,
  name: row.name,
  code: row.code,
  kind: row.kind,
  // Percent for percents (hundredths stored), cents for amounts.
  value: row.kind === 'percent' ? row.value / 100 : row.value,
  minSubtotalCents: row.minSubtotalCents,
  categories: row.categories,
  partIds: row.partIds,
  build: row.build,
  combines: row.combines,
});

/** One line of a cart or order as a discount reads it: the part as stored, how many, and their price. */
export interface PricedPart {
  part: PartRow;
  quantity: number;
  totalCents: number;
}

export interface DiscountRequest {
  /** The customer, whose own uses count against a per-customer limit; null for a visitor's preview. */
  userId: string | null;
  /** The code given, in capitals; undefined when none. */
  code: string | undefined;
  lines: readonly PricedPart[];
}

export function createPromotionsService(db: Database, now: () => Date = () => new Date()) {
  const refuse = (err: unknown): never => {
    if (isUniqueViolation(err, 'promotions_code_idx')) throw new HttpError(409, 'code_taken', messages.promotions.codeTaken);
    throw err;
  };

  async function usesOf(ids: string[], tx: Transaction | Database = db): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ id: promotionRedemptions.promotionId, n: count() })
      .from(promotionRedemptions)
      .where(inArray(promotionRedemptions.promotionId, ids))
      .groupBy(promotionRedemptions.promotionId);
    return new Map(rows.map((row) => [row.id, row.n]));
  }

  async function readOne(id: string): Promise<Promotion> {
    const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
    if (!row) throw notFound('Promotion');
    return toPromotion(row, (await usesOf([id])).get(id) ?? 0);
  }

  /**
   * The discount of `request.lines` now: automatic promotions that are live and not used up, and
   * the code's promotion, or why it does not apply. In a checkout's transaction (`lock`), the
   * promotions with a limit are locked first, so their uses are counted one checkout at a time.
   */
  async function discountFor(tx: Transaction | Database, request: DiscountRequest, lock: boolean): Promise<CartDiscount> {
    const at = now();
    const live = and(eq(promotions.active, true), or(isNull(promotions.startsAt), lte(promotions.startsAt, at)), or(isNull(promotions.endsAt), gt(promotions.endsAt, at)));
    const rows = await tx
      .select()
      .from(promotions)
      .where(or(and(eq(promotions.automatic, true), live), request.code ? eq(promotions.code, request.code) : sql`false`))
      .orderBy(asc(promotions.id));
    const codeRow = request.code ? rows.find((row) => row.code === request.code) : undefined;
    let codeProblem: string | null = null;
    if (request.code) {
      if (!codeRow || !codeRow.active) codeProblem = messages.promotions.unknownCode;
      else if (codeRow.startsAt && codeRow.startsAt > at) codeProblem = messages.promotions.notStarted;
      else if (codeRow.endsAt && codeRow.endsAt <= at) codeProblem = messages.promotions.expired;
    }
    const automatic = rows.filter((row) => row.automatic);
    const candidates = codeRow && !codeProblem ? [...automatic, codeRow] : automatic;
    const limited = candidates.filter((row) => row.usageLimit !== null || (row.perCustomerLimit !== null && request.userId));
    if (lock && limited.length > 0) {
      await tx.select({ id: promotions.id }).from(promotions).where(inArray(promotions.id, limited.map((row) => row.id))).orderBy(asc(promotions.id)).for('update');
    }
    const usedUp = new Set<string>();
    if (limited.length > 0) {
      const uses = await tx
        .select({
          id: promotionRedemptions.promotionId,
          all: count(),
          mine: request.userId ? sql<number>`count(*) filter (where ${promotionRedemptions.userId} = ${request.userId})::integer` : sql<number>`0`,
        })
        .from(promotionRedemptions)
        .where(inArray(promotionRedemptions.promotionId, limited.map((row) => row.id)))
        .groupBy(promotionRedemptions.promotionId);
      for (const row of limited) {
        const use = uses.find((u) => u.id === row.id);
        const overall = row.usageLimit !== null && (use?.all ?? 0) >= row.usageLimit;
        const theirs = row.perCustomerLimit !== null && (use?.mine ?? 0) >= row.perCustomerLimit;
        if (overall || theirs) usedUp.add(row.id);
      }
    }
    if (codeRow && !codeProblem && usedUp.has(codeRow.id)) codeProblem = messages.promotions.alreadyUsed;
    const lines: DiscountLine[] = request.lines.map(({ part, totalCents }) => ({ partId: part.id, category: part.category, totalCents }));
    const buildParts = candidates.some((row) => row.build)
      ? compatibleBuildParts(request.lines.map(({ part, quantity }) => ({ id: part.id, name: part.name, category: part.category, specs: part.specs, quantity })))
      : null;
    return discountCart(lines, {
      automatic: automatic.filter((row) => !usedUp.has(row.id)).map(toTerms),
      code: codeRow ? toTerms(codeRow) : null,
      codeProblem,
      buildParts,
    });
  }

  return {
    discountFor,

    /** The orders promotions discount, recorded with the order in its transaction. */
    async redeem(tx: Transaction, orderId: string, userId: string, applied: readonly AppliedPromotion[]): Promise<void> {
      if (applied.length === 0) return;
      await tx.insert(promotionRedemptions).values(applied.map((p) => ({ promotionId: p.id, orderId, userId, amountCents: p.amountCents })));
    },

    /** These orders' uses given back (their holds expired), in the expiry's transaction. */
    async release(tx: Transaction, orderIds: readonly string[]): Promise<void> {
      if (orderIds.length > 0) await tx.delete(promotionRedemptions).where(inArray(promotionRedemptions.orderId, [...orderIds]));
    },

    async list(): Promise<Promotion[]> {
      const rows = await db.select().from(promotions).orderBy(desc(promotions.createdAt), asc(promotions.id));
      const uses = await usesOf(rows.map((row) => row.id));
      return rows.map((row) => toPromotion(row, uses.get(row.id) ?? 0));
    },

    get: readOne,

    async create(input: Checked): Promise<Promotion> {
      const [row] = await db.insert(promotions).values(toColumns(input)).returning().catch(refuse);
      return toPromotion(row!, 0);
    },

    /** The admin's changes applied, and the whole promotion checked again as a new one would be. */
    async update(id: string, patch: Partial<PromotionInput>): Promise<Promotion> {
      const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
      if (!row) throw notFound('Promotion');
      const merged = promotionInputSchema.safeParse({ ...toInput(row), ...patch });
      if (!merged.success) {
        const issues = merged.error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
        throw new HttpError(400, 'bad_request', `Invalid body: ${issues.join('; ')}`);
      }
      await db.update(promotions).set({ ...toColumns(merged.data), updatedAt: new Date() }).where(eq(promotions.id, id)).catch(refuse);
      return readOne(id);
    },

    /** Gone from future carts; the orders it discounted keep their discount as charged. */
    async remove(id: string): Promise<void> {
      const deleted = await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id });
      if (deleted.length === 0) throw notFound('Promotion');
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
