/**
 * Gift cards and store credit (issue 43): money a customer holds with the shop, spent at checkout
 * before the card. A gift card is a code of 16 random characters, shown once when issued; store
 * credit is a balance per account, granted by an admin with a reason (or by a return refunded to
 * credit) and spent by its owner.
 */
import { z } from 'zod';

/** The characters of a gift card's code: no 0/O or 1/I/L to misread. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;
/** Gift cards one checkout may use. */
export const MAX_GIFT_CARDS_PER_ORDER = 5;

/** A code as people type it: case, spaces and dashes do not matter (`ABCD-EFGH-JKMN-PQRS`). */
export const normalizeGiftCardCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** The code as it is printed: four groups of four. */
export const formatGiftCardCode = (code: string) => normalizeGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-');

export const giftCardCodeSchema = z
  .string()
  .max(40, 'must be a gift card code')
  .transform(normalizeGiftCardCode)
  .refine((code) => code.length === GIFT_CARD_CODE_LENGTH && [...code].every((c) => GIFT_CARD_ALPHABET.includes(c)), 'must be a gift card code');

const dollars = z.number({ error: 'must be a number' }).positive('must be more than $0').max(10_000, 'must be at most $10,000').multipleOf(0.01, 'Price can have at most 2 decimals');

/** `POST /api/admin/gift-cards`: its amount, and whom to mail its code to. */
export const issueGiftCardSchema = z.object({
  amount: dollars,
  recipientEmail: z.email({ error: 'must be an e-mail address' }).max(254).optional(),
  message: z.string().trim().max(300).optional(),
});
export type IssueGiftCard = z.input<typeof issueGiftCardSchema>;

/** `POST /api/admin/gift-cards`'s answer: the code, shown this once. */
export interface IssuedGiftCard {
  _id: string;
  code: string;
  amount: number;
}

/** `GET /api/gift-cards/:code`. */
export interface GiftCardBalance {
  /** The code's last four characters, as receipts show it. */
  last4: string;
  balance: number;
  amount: number;
}

/** `POST /api/admin/store-credit`: a grant (or, negative, a correction) to an account, with the reason its owner reads. */
export const grantStoreCreditSchema = z.object({
  email: z.email({ error: 'must be an e-mail address' }),
  amount: z.number({ error: 'must be a number' }).min(-10_000).max(10_000).multipleOf(0.01, 'Price can have at most 2 decimals').refine((n) => n !== 0, 'must not be $0'),
  reason: z.string().trim().min(1, 'Reason is Required').max(200),
});
export type GrantStoreCredit = z.input<typeof grantStoreCreditSchema>;

export interface StoreCreditEntry {
  /** Dollars: positive given, negative spent. */
  amount: number;
  reason: string;
  /** The order it was spent on or given back from, when there is one. */
  orderNumber: string | null;
  at: string;
}

/** `GET /api/account/store-credit`: the balance and its entries, newest first. */
export interface StoreCredit {
  balance: number;
  entries: StoreCreditEntry[];
}
