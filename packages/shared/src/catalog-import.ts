/**
 * The catalog's CSV import (issue 42, decision 093): what `POST /api/admin/catalog/import` answers,
 * read by the server that writes it and the Manage Product page that shows it.
 */

/** One refusal: the file's line (1 is the header), the column it is about (null: the row or the file as a whole) and why. */
export interface ImportError {
  row: number;
  field: string | null;
  message: string;
}

/** What a file changes, or would change (a dry run), and what is wrong with it (nothing written when any). */
export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  errors: ImportError[];
}

/** An import run in the background (`?background=1`) as Manage Product follows it. */
export interface ImportJob {
  id: string;
  state: 'running' | 'done' | 'failed';
  /** Rows handled so far, of `total` (0 while the file is read). */
  done: number;
  total: number;
  /** The answer once the job is done: the counts, or the errors that stopped it. */
  result: ImportResult | null;
}

/** The largest file an import takes: 100,000 parts with long descriptions. */
export const maxImportBytes = 64 * 1024 * 1024;
