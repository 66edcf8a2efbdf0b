/**
 * The parts' rows as other modules may read and change them (decision 079): they never import the
 * parts' table, they call these, on the database or in their own transaction. Stock is not here:
 * it is the stock module's.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client.ts';
import { parts } from './tables.ts';

/** A part's row as stored, archived or not. */
export type PartRow = typeof parts.$inferSelect;

/** These parts' rows as stored, archived ones too, in no particular order; an unknown id has none. */
export function readParts(db: Database | Transaction, partIds: readonly string[]): Promise<PartRow[]> {
  if (partIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(parts)
    .where(inArray(parts.id, [...partIds]));
}

/** These parts' names, sorted by name as the database sorts them; an unknown id has none. */
export function partNames(db: Database, partIds: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (partIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: parts.id, name: parts.name })
    .from(parts)
    .where(inArray(parts.id, [...partIds]))
    .orderBy(asc(parts.name));
}

/** Locks the part's row for the transaction; false when there is no such part. */
export async function lockPart(tx: Transaction, partId: string): Promise<boolean> {
  const [part] = await tx.select({ id: parts.id }).from(parts).where(eq(parts.id, partId)).for('update');
  return part !== undefined;
}

/** The part's shown reviews, counted and their ratings added up, kept on its row (decision 052), on a row the transaction has locked. */
export async function setRating(tx: Transaction, partId: string, rating: { reviewCount: number; ratingTotal: number }): Promise<void> {
  await tx.update(parts).set(rating).where(eq(parts.id, partId));
}
