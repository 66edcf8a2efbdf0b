/**
 * The parts' rows as other modules may read and change them (decision 079): they never import the
 * parts' table, they call these, on the database or in their own transaction. Stock is not here:
 * it is the stock module's.
 */
import type { parts } from './tables.ts';

/** A part's row as stored, archived or not. */
export type PartRow = typeof parts.$inferSelect;
