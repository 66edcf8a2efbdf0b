/**
 * Gift cards and store credit (issue 43, decision 098): issued and granted by admins, looked up
 * by their owners, spent at checkout before the card, and given back when an unpaid order ends
 * or is refunded. A gift card's code is stored as its SHA-256 only. Every change of a balance is
 * a move (`balance_moves`), under the lock of the gift card's row or of the account, so a balance
 * is never spent twice.
 */
import { createHash, randomInt } from 'node:crypto';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  formatGiftCardCode,
  formatOrderNumber,
  formatPrice,
  fromCents,
  messages,
  normalizeGiftCardCode,
  type GiftCardBalance,
  type IssuedGiftCard,
  type StoreCredit,
} from '@coreparts/shared';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import { countWindowedWrite, sharedRequestCounts } from '@/lib/windowed-count.ts';
import { accountByEmail, lockAccount } from '@/modules/auth/accounts.ts';
import { balanceMoves, giftCards } from './tables.ts';

const hashOf = (code: string) => createHash('sha256').update(normalizeGiftCardCode(code)).digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return code;
}

/** What an order's gift cards and store credit pay, and the moves that record it once the order has its id. */
export interface BalancesTaken {
  giftCardCents: number;
  storeCreditCents: number;
  /** Writes the moves, with the order's id, in the checkout's transaction. */
  record: (orderId: string) => Promise<void>;
}

/**
 * Gift card codes one account may try in 10 minutes, balance lookups and checkouts together, and
 * one address (several accounts behind one office's address): far too few to guess a code of 16
 * characters from 31, plenty for a shopper.
 */
export const GIFT_CARD_TRIES = { account: 10, address: 30 };

export function createCreditService(db: Database) {
  /** The account's store credit now: the sum of its moves. */
  async function creditBalance(tx: Transaction | Database, userId: string): Promise<number> {
    const [row] = await tx
      .select({ cents: sql<number>`coalesce(sum(${balanceMoves.amountCents}), 0)::integer` })
      .from(balanceMoves)
      .where(eq(balanceMoves.userId, userId));
    return row?.cents ?? 0;
  }

  /**
   * What the orders still hold of gift cards and credit: for each holder, minus the sum of its
   * moves on the order (spent, less given back).
   */
  async function heldBy(tx: Transaction, orderIds: readonly string[]) {
    return tx
      .select({
        orderId: balanceMoves.orderId,
        giftCardId: balanceMoves.giftCardId,
        userId: balanceMoves.userId,
        cents: sql<number>`(-sum(${balanceMoves.amountCents}))::integer`,
      })
      .from(balanceMoves)
      .where(inArray(balanceMoves.orderId, [...orderIds]))
      .groupBy(balanceMoves.orderId, balanceMoves.giftCardId, balanceMoves.userId)
      .orderBy(sql`min(${balanceMoves.id})`);
  }

  /**
   * Puts cents back on what one order holds (`held`, from `heldBy`), gift cards first, in the order
   * they paid; up to `limit`. Answers how much.
   */
  async function returnHeld(tx: Transaction, orderId: string, held: Awaited<ReturnType<typeof heldBy>>, limit: number, reason: string): Promise<number> {
    let left = limit;
    const owed = held.filter((h) => h.cents > 0).sort((a, b) => Number(a.giftCardId === null) - Number(b.giftCardId === null));
    for (const h of owed) {
      if (left === 0) break;
      const cents = Math.min(left, h.cents);
      // The update takes the card's row lock, as the checkout's spending does.
      if (h.giftCardId) await tx.update(giftCards).set({ balanceCents: sql`${giftCards.balanceCents} + ${cents}` }).where(eq(giftCards.id, h.giftCardId));
      await tx.insert(balanceMoves).values({ giftCardId: h.giftCardId, userId: h.userId, orderId, amountCents: cents, reason });
      left -= cents;
    }
    return limit - left;
  }

  return {
    creditBalance,

    /** Counts `codes` tries of gift card codes against the account's and the address's limits (429 past them). */
    async countTries(userId: string, address: string, codes: number): Promise<void> {
      const limit = (n: number) => ({ limit: n, windowSeconds: 600, message: messages.credit.tooManyLookups });
      for (let i = 0; i < codes; i++) {
        await countWindowedWrite(db, sharedRequestCounts, `gift-card account ${userId}`, limit(GIFT_CARD_TRIES.account));
        await countWindowedWrite(db, sharedRequestCounts, `gift-card address ${address}`, limit(GIFT_CARD_TRIES.address));
      }
    },

    /** A new gift card of `amountCents`: its code is answered this once and kept only as a hash. */
    async issueGiftCard(issuedBy: string, amountCents: number, recipientEmail: string | null): Promise<IssuedGiftCard> {
      const code = newCode();
      const [row] = await db
        .insert(giftCards)
        .values({ codeHash: hashOf(code), last4: code.slice(-4), amountCents, balanceCents: amountCents, recipientEmail, issuedBy })
        .returning();
      return { _id: row!.id, code: formatGiftCardCode(code), amount: fromCents(amountCents) };
    },

    /** A gift card's balance by its code; undefined for a code no card has. */
    async giftCardBalance(code: string): Promise<GiftCardBalance | undefined> {
      const [row] = await db.select().from(giftCards).where(eq(giftCards.codeHash, hashOf(code)));
      return row && { last4: row.last4, balance: fromCents(row.balanceCents), amount: fromCents(row.amountCents) };
    },

    /** Store credit given to (or, negative, taken from) an account by an admin, with its reason; never below zero. */
    async grantCredit(actorId: string, email: string, amountCents: number, reason: string): Promise<StoreCredit> {
      const account = await accountByEmail(db, email);
      if (!account) throw notFound('Account');
      await db.transaction(async (tx) => {
        await lockAccount(tx, account.id);
        const balance = await creditBalance(tx, account.id);
        if (balance + amountCents < 0) throw new HttpError(409, 'credit_too_low', messages.credit.notEnough(formatPrice(fromCents(balance))));
        await tx.insert(balanceMoves).values({ userId: account.id, amountCents, reason, actorId });
      });
      return this.storeCreditOf(account.id);
    },

    /** The account's store credit and its moves, newest first. */
    async storeCreditOf(userId: string, ordersOf: (orderIds: string[]) => Promise<Map<string, { number: number }>> = async () => new Map()): Promise<StoreCredit> {
      const moves = await db.select().from(balanceMoves).where(eq(balanceMoves.userId, userId)).orderBy(desc(balanceMoves.id)).limit(200);
      const headings = await ordersOf([...new Set(moves.flatMap((m) => (m.orderId ? [m.orderId] : [])))]);
      return {
        balance: fromCents(await creditBalance(db, userId)),
        entries: moves.map((m) => ({
          amount: fromCents(m.amountCents),
          reason: m.reason,
          orderNumber: m.orderId && headings.has(m.orderId) ? formatOrderNumber(headings.get(m.orderId)!.number) : null,
          at: m.at.toISOString(),
        })),
      };
    },

    /**
     * In a checkout's transaction, which holds the account's lock: the gift cards in the order
     * given (each locked, each paying what it has, up to what is due), then up to `creditCents`
     * of the account's store credit. Refused: a code no card has, a card with nothing left, more
     * credit than the account has.
     */
    async take(tx: Transaction, userId: string, { codes, creditCents, dueCents }: { codes: readonly string[]; creditCents: number; dueCents: number }): Promise<BalancesTaken> {
      let due = dueCents;
      const moves: { giftCardId: string | null; userId: string | null; amountCents: number; reason: string }[] = [];
      for (const code of new Set(codes.map(normalizeGiftCardCode))) {
        const [card] = await tx.select().from(giftCards).where(eq(giftCards.codeHash, hashOf(code))).for('update');
        if (!card) throw new HttpError(409, 'gift_card_unknown', messages.credit.unknownCard);
        if (card.balanceCents === 0) throw new HttpError(409, 'gift_card_empty', messages.credit.emptyCard(card.last4));
        const cents = Math.min(card.balanceCents, due);
        if (cents === 0) continue;
        await tx.update(giftCards).set({ balanceCents: card.balanceCents - cents }).where(eq(giftCards.id, card.id));
        moves.push({ giftCardId: card.id, userId: null, amountCents: -cents, reason: 'Spent on an order' });
        due -= cents;
      }
      const giftCardCents = dueCents - due;
      let storeCreditCents = 0;
      if (creditCents > 0) {
        const balance = await creditBalance(tx, userId);
        if (creditCents > balance) throw new HttpError(409, 'credit_too_low', messages.credit.notEnough(formatPrice(fromCents(balance))));
        storeCreditCents = Math.min(creditCents, due);
        if (storeCreditCents > 0) moves.push({ giftCardId: null, userId, amountCents: -storeCreditCents, reason: 'Spent on an order' });
      }
      return {
        giftCardCents,
        storeCreditCents,
        record: async (orderId) => {
          if (moves.length > 0) await tx.insert(balanceMoves).values(moves.map((m) => ({ ...m, orderId })));
        },
      };
    },

    /** Everything these orders hold goes back (their holds expired, or they were deleted), in that transaction. */
    async release(tx: Transaction, orderIds: readonly string[], reason: string): Promise<void> {
      if (orderIds.length === 0) return;
      const held = await heldBy(tx, orderIds);
      for (const orderId of new Set(held.map((h) => h.orderId!))) {
        await returnHeld(tx, orderId, held.filter((h) => h.orderId === orderId), Number.MAX_SAFE_INTEGER, reason);
      }
    },

    /** A refund put on the account's store credit (a return refunded to credit, issue 44), in the refund's transaction. */
    async toStoreCredit(tx: Transaction, userId: string, orderId: string, cents: number, reason: string): Promise<void> {
      await tx.insert(balanceMoves).values({ userId, orderId, amountCents: cents, reason });
    },

    /** Up to `cents` of a refund back to the gift cards and credit the order was paid with, gift cards first. Answers how much. */
    giveBack: async (tx: Transaction, orderId: string, cents: number, reason: string) => returnHeld(tx, orderId, await heldBy(tx, [orderId]), cents, reason),

    /** Gift cards issued, newest first, for the admin's list (never their codes). */
    async listGiftCards() {
      return db.select().from(giftCards).orderBy(desc(giftCards.createdAt), asc(giftCards.id)).limit(500);
    },
  };
}

export type CreditService = ReturnType<typeof createCreditService>;

