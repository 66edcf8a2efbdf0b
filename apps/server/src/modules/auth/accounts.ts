/**
 * What other modules may do with accounts, whose rows are Better Auth's and this module's
 * (decision 079): lock one for a change of theirs, and read whom to write to. They call these on
 * the database or in their own transaction, and never import the accounts' tables.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { users } from './tables.ts';

/** Someone to write to. */
export interface Contact {
  id: string;
  email: string;
  name: string;
}

/**
 * Locks the account for the transaction: one account's changes that must see each other (its
 * orders under their caps) take turns. `no key update` still lets rows that only point at the
 * account (sessions, cart lines) be written.
 */
export async function lockAccount(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The e-mail address and name of each of these accounts that exists. */
export function contactsOf(db: Database | Transaction, userIds: readonly string[]): Promise<Contact[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

/** The account of an e-mail address, whatever its case; undefined when there is none. */
export async function accountByEmail(db: Database | Transaction, email: string): Promise<Contact | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}
