/**
 * The address book (issue 41): the addresses a customer keeps, at most MAX_SAVED_ADDRESSES, one of
 * them the default (the first one added becomes it; removing it makes the newest left the
 * default). Each checkout that ships somewhere tells `remember` (the cart's checkout `rememberIn`,
 * in its order's transaction, decision 104), which marks that address used (adding it when the
 * book has room), so the next checkout offers it first. Every change runs with the account's row
 * locked, so two at once neither pass the limit nor leave two defaults.
 */
import { MAX_SAVED_ADDRESSES, messages, offeredOrder, type SavedAddress, type ShippingAddress } from '@coreparts/shared';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { HttpError, notFound } from '@/lib/http-errors.ts';
import { lockAccount } from '@/modules/auth/accounts.ts';
import { savedAddresses } from './tables.ts';

type Row = typeof savedAddresses.$inferSelect;

const toSaved = (row: Row): SavedAddress => ({
  id: row.id,
  address: row.address,
  isDefault: row.isDefault,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** As the book keeps an address: an empty second line left out, so a form's '' and an absent one are the same address. */
const kept = (address: ShippingAddress): ShippingAddress => {
  const { line2, ...rest } = address;
  return line2 ? { ...rest, line2 } : rest;
};

/** The row of this account with this address, field for field (jsonb compares keys in any order). */
const sameAddress = (userId: string, address: ShippingAddress) =>
  and(eq(savedAddresses.userId, userId), sql`${savedAddresses.address} = ${JSON.stringify(kept(address))}::jsonb`);

export function createAddressBook(db: Database, now: () => Date = () => new Date()) {
  async function countOf(tx: Transaction, userId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
    return row?.n ?? 0;
  }

  async function clearDefault(tx: Transaction, userId: string) {
    await tx.update(savedAddresses).set({ isDefault: false }).where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
  }

  async function rememberIn(tx: Transaction, userId: string, address: ShippingAddress): Promise<void> {
    const used = await tx.update(savedAddresses).set({ lastUsedAt: now() }).where(sameAddress(userId, address)).returning({ id: savedAddresses.id });
    if (used.length > 0) return;
    const held = await countOf(tx, userId);
    if (held >= MAX_SAVED_ADDRESSES) return;
    await tx.insert(savedAddresses).values({ userId, address: kept(address), isDefault: held === 0, lastUsedAt: now() });
  }

  /** Runs `work` with the account locked and the row `id` of the account's, or answers 404. */
  async function withOwned<T>(userId: string, id: string, work: (tx: Transaction, row: Row) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const [row] = await tx.select().from(savedAddresses).where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
      if (!row) throw notFound('Address');
      return work(tx, row);
    });
  }

  return {
    /** The account's addresses as the checkout offers them: the last shipped to first, then the default, then the newest. */
    async list(userId: string): Promise<SavedAddress[]> {
      const rows = await db.select().from(savedAddresses).where(eq(savedAddresses.userId, userId)).orderBy(desc(savedAddresses.createdAt));
      return rows.map(toSaved).sort(offeredOrder);
    },

    async add(userId: string, address: ShippingAddress, isDefault = false): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const held = await countOf(tx, userId);
        if (held >= MAX_SAVED_ADDRESSES) throw new HttpError(409, 'too_many_addresses', messages.addresses.tooMany(MAX_SAVED_ADDRESSES));
        const makeDefault = isDefault || held === 0;
        if (makeDefault) await clearDefault(tx, userId);
        const [row] = await tx.insert(savedAddresses).values({ userId, address: kept(address), isDefault: makeDefault }).returning();
        return toSaved(row!);
      });
    },

    /** Changes an address, and makes it the default when asked (a default stays one: another is chosen by making it the default). */
    async update(userId: string, id: string, address: ShippingAddress, isDefault = false): Promise<SavedAddress> {
      return withOwned(userId, id, async (tx, row) => {
        if (isDefault && !row.isDefault) await clearDefault(tx, userId);
        const [updated] = await tx
          .update(savedAddresses)
          .set({ address: kept(address), isDefault: row.isDefault || isDefault, updatedAt: now() })
          .where(eq(savedAddresses.id, id))
          .returning();
        return toSaved(updated!);
      });
    },

    async setDefault(userId: string, id: string): Promise<SavedAddress> {
      return withOwned(userId, id, async (tx, row) => {
        if (row.isDefault) return toSaved(row);
        await clearDefault(tx, userId);
        const [updated] = await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, id)).returning();
        return toSaved(updated!);
      });
    },

    /** Removes an address; when it was the default, the newest one left becomes the default. */
    async remove(userId: string, id: string): Promise<void> {
      await withOwned(userId, id, async (tx, row) => {
        await tx.delete(savedAddresses).where(eq(savedAddresses.id, id));
        if (!row.isDefault) return;
        const [next] = await tx
          .select({ id: savedAddresses.id })
          .from(savedAddresses)
          .where(and(eq(savedAddresses.userId, userId), ne(savedAddresses.id, id)))
          .orderBy(desc(savedAddresses.createdAt))
          .limit(1);
        if (next) await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, next.id));
      });
    },

    /**
     * An order of this account ships to `address` (a checkout, a payment page's shipping step): the
     * book marks it used, or adds it, used, when the book has room (a full book is left as it is).
     */
    async remember(userId: string, address: ShippingAddress): Promise<void> {
      await db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        await rememberIn(tx, userId, address);
      });
    },
    /** `remember` in a transaction that already holds the account's lock (the checkout's own). */
    rememberIn,
  };
}

export type AddressBook = ReturnType<typeof createAddressBook>;
