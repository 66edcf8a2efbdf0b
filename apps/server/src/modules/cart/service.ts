/**
 * Carts (issue 27): a signed-in customer's lines kept on the server, a visitor's priced from what
 * their browser keeps, both at today's prices and stock, with what stands in the way of a
 * checkout flagged on its line; and the checkout, which makes the cart one order.
 */
import {
  MAX_CART_LINES,
  checkOrderQuantity,
  fromCents,
  messages,
  toCents,
  type Cart,
  type CartLine,
  type CartPreview,
  type CheckoutBody,
  type Order,
  type ShippingAddress,
} from '@coreparts/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { HttpError } from '@/lib/http-errors.ts';
import type { AddressBook } from '@/modules/addresses/service.ts';
import type { SessionUser } from '@/modules/auth/session.ts';
import type { OrdersService } from '@/modules/orders/service.ts';
import type { ShippingSettings } from '@/modules/orders/shipping.ts';
import type { PromotionsService } from '@/modules/promotions/service.ts';
import { readParts, type PartRow } from '@/modules/parts/part-rows.ts';
import { cartLines } from './tables.ts';

interface StoredLine {
  partId: string;
  quantity: number;
  addedPriceCents: number | null;
}

/** A line at today's price and stock, and what keeps it from being checked out, if anything. */
function priceLine(line: StoredLine, part: PartRow | undefined): CartLine {
  const live = part && !part.archivedAt ? part : undefined;
  const check = live && checkOrderQuantity(line.quantity, { priceCents: live.priceCents, min: live.minOrder, quantity: live.quantity });
  const problem = !live ? 'gone' : check!.ok ? null : check!.reason === 'stock' ? 'short' : 'minimum';
  const unitCents = part?.priceCents ?? 0;
  return {
    partId: line.partId,
    name: part?.name ?? '',
    image: part?.image ?? '',
    category: part?.category ?? '',
    min: part?.minOrder ?? 1,
    stock: live?.quantity ?? 0,
    quantity: line.quantity,
    unitPrice: fromCents(unitCents),
    addedPrice: line.addedPriceCents === null ? null : fromCents(line.addedPriceCents),
    lineTotal: fromCents(unitCents * line.quantity),
    problem,
    priceChanged: line.addedPriceCents !== null && line.addedPriceCents !== unitCents,
  };
}

export function createCartService(db: Database, orders: OrdersService, shipping: ShippingSettings, promotions: PromotionsService, addressBook: AddressBook) {
  async function priceCart(lines: StoredLine[]): Promise<Cart> {
    return (await priceCartWithParts(lines)).cart;
  }

  async function priceCartWithParts(lines: StoredLine[]): Promise<{ cart: Cart; byId: Map<string, PartRow> }> {
    const byId = new Map((await readParts(db, lines.map((l) => l.partId))).map((part) => [part.id, part]));
    // A part deleted outright is gone from the page too: there is nothing left to show of it.
    const priced = lines.filter((line) => byId.has(line.partId)).map((line) => priceLine(line, byId.get(line.partId)));
    const cart = {
      lines: priced,
      subtotal: fromCents(priced.reduce((sum, line) => sum + (line.problem === 'gone' ? 0 : toCents(line.lineTotal)), 0)),
      count: priced.reduce((sum, line) => sum + line.quantity, 0),
    };
    return { cart, byId };
  }

  const storedLinesOf = (userId: string) =>
    db
      .select({ partId: cartLines.partId, quantity: cartLines.quantity, addedPriceCents: cartLines.addedPriceCents })
      .from(cartLines)
      .where(eq(cartLines.userId, userId))
      .orderBy(cartLines.addedAt, cartLines.partId);

  async function livePart(partId: string): Promise<PartRow> {
    const [part] = await readParts(db, [partId]);
    if (!part || part.archivedAt) throw new HttpError(404, 'not_found', 'Part not found');
    return part;
  }

  return {
    priceCart,

    async cartOf(userId: string): Promise<Cart> {
      return priceCart(await storedLinesOf(userId));
    },

    /**
     * A line's quantity, adding the part when it is not in the cart: within the part's stock and
     * from its minimum, as the purchase page asks. The price seen now is the one a change is
     * flagged against.
     */
    async setLine(userId: string, partId: string, quantity: number): Promise<Cart> {
      const part = await livePart(partId);
      const check = checkOrderQuantity(quantity, { priceCents: part.priceCents, min: part.minOrder, quantity: part.quantity });
      if (!check.ok) throw new HttpError(check.reason === 'stock' ? 409 : 400, check.reason === 'stock' ? 'out_of_stock' : 'invalid_quantity', check.message);
      await db.transaction(async (tx) => {
        await tx
          .insert(cartLines)
          .values({ userId, partId, quantity, addedPriceCents: part.priceCents })
          .onConflictDoUpdate({ target: [cartLines.userId, cartLines.partId], set: { quantity, addedPriceCents: part.priceCents } });
        // Counted after the write, in its transaction: two tabs adding at once cannot pass the bound.
        const [held] = await tx.select({ n: sql<number>`count(*)::integer` }).from(cartLines).where(eq(cartLines.userId, userId));
        if ((held?.n ?? 0) > MAX_CART_LINES) throw new HttpError(409, 'cart_full', messages.cart.full(MAX_CART_LINES));
      });
      return this.cartOf(userId);
    },

    async removeLine(userId: string, partId: string): Promise<Cart> {
      await db.delete(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.partId, partId)));
      return this.cartOf(userId);
    },

    /**
     * A visitor's cart joins the account's on signing in, on the shop's terms, not the browser's:
     * a part no longer sold, or with less in stock than its minimum, is left out; a part in both
     * keeps the larger quantity; every quantity merged is brought within the part's minimum and
     * stock; a new line is priced as today (the price the browser says it saw is not kept).
     */
    async merge(userId: string, lines: { partId: string; quantity: number }[]): Promise<Cart> {
      const found = await readParts(db, lines.map((l) => l.partId));
      const sellable = new Map(found.filter((part) => !part.archivedAt && part.quantity >= part.minOrder).map((part) => [part.id, part]));
      const kept = lines.filter((line) => sellable.has(line.partId));
      await db.transaction(async (tx) => {
        if (kept.length > 0) {
          const inCart = await tx
            .select({ partId: cartLines.partId, quantity: cartLines.quantity })
            .from(cartLines)
            .where(and(eq(cartLines.userId, userId), inArray(cartLines.partId, kept.map((line) => line.partId))));
          const inCartOf = new Map(inCart.map((line) => [line.partId, line.quantity]));
          const merged = kept.map((line) => {
            const part = sellable.get(line.partId)!;
            const wanted = Math.max(inCartOf.get(line.partId) ?? 0, line.quantity);
            return { userId, partId: part.id, quantity: Math.min(Math.max(wanted, part.minOrder), part.quantity), addedPriceCents: part.priceCents };
          });
          await tx
            .insert(cartLines)
            .values(merged)
            .onConflictDoUpdate({ target: [cartLines.userId, cartLines.partId], set: { quantity: sql`excluded.quantity` } });
        }
        const [held] = await tx.select({ n: sql<number>`count(*)::integer` }).from(cartLines).where(eq(cartLines.userId, userId));
        if ((held?.n ?? 0) > MAX_CART_LINES) throw new HttpError(409, 'cart_full', messages.cart.full(MAX_CART_LINES));
      });
      return this.cartOf(userId);
    },

    /**
     * A cart priced as the checkout will charge it (issue 43): today's prices, what promotions
     * take off for this shopper (`userId` null for a visitor) and the code, and, given where and
     * how it ships, shipping, tax and the total; by the same functions the checkout uses.
     */
    async preview(body: { lines: StoredLine[]; code?: string; shippingAddress?: ShippingAddress; shippingMethodId?: string }, userId: string | null): Promise<CartPreview> {
      const { cart, byId } = await priceCartWithParts(body.lines);
      const sold = cart.lines.flatMap((line) => (line.problem === 'gone' ? [] : [{ part: byId.get(line.partId)!, quantity: line.quantity, totalCents: toCents(line.lineTotal) }]));
      const discount = await promotions.discountFor(db, { userId, code: body.code, lines: sold }, false);
      const subtotalCents = toCents(cart.subtotal);
      const choice = body.shippingAddress && body.shippingMethodId ? await shipping.choose(body.shippingAddress, body.shippingMethodId) : null;
      const totals = choice?.price(subtotalCents, discount);
      return {
        ...cart,
        discount: fromCents(discount.discountCents),
        discounts: discount.applied.map(({ name, code, amountCents, freeShipping }) => ({ name, code, amount: fromCents(amountCents), freeShipping })),
        code: body.code ? { code: body.code, problem: discount.codeProblem } : null,
        shipping: totals ? fromCents(totals.shippingCents) : null,
        tax: totals ? fromCents(totals.taxCents) : null,
        taxName: totals?.taxName ?? null,
        taxRate: totals ? totals.taxRateBp / 100 : null,
        total: totals ? fromCents(totals.totalCents) : null,
      };
    },

    /**
     * The lines the customer sees become one order: every line's stock taken at once or none, at
     * today's prices, with shipping and tax, for the total the page showed; those parts leave the
     * cart, and the address book offers its address first next time (issue 41), in the same
     * transaction, which already holds the account's lock.
     */
    async checkout(user: SessionUser, body: CheckoutBody, idempotencyKey: string | undefined): Promise<Order> {
      const choice = await shipping.choose(body.shippingAddress, body.shippingMethodId);
      return orders.placeOrder(user, {
        lines: body.lines.map(({ partId, quantity }) => ({ partId, quantity })),
        clientTotalCents: toCents(body.expectedTotal),
        code: body.code,
        giftCards: body.giftCards,
        storeCreditCents: body.storeCredit === undefined ? 0 : toCents(body.storeCredit),
        idempotencyKey,
        shipping: choice,
        words: 'cart',
        onPlaced: async (tx, order) => {
          await tx.delete(cartLines).where(and(eq(cartLines.userId, user.id), inArray(cartLines.partId, order.lines.map((l) => l.partId))));
          await addressBook.rememberIn(tx, user.id, body.shippingAddress);
        },
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
