/**
 * The admin's long lists (issue 29, decision 053): Manage Product's parts and Make Admin's
 * accounts, each searched and paged by a cursor, never by an offset.
 */
import { z } from 'zod';
import type { AccountUser } from './auth-schemas.ts';
import { allCategorySlugs } from './categories.ts';
import type { Part } from './schemas.ts';

/** Manage Product's orders: name A–Z, price low to high, stock lowest first, newest first. */
export const adminPartSorts = ['name', 'price', 'stock', 'newest'] as const;
export type AdminPartSort = (typeof adminPartSorts)[number];

export const adminPartSortLabels: Record<AdminPartSort, string> = {
  name: 'Name (A–Z)',
  price: 'Price (low to high)',
  stock: 'Stock (lowest first)',
  newest: 'Newest first',
};

/** The longest search of Manage Product and Make Admin: the server refuses longer, the box stops there. */
export const adminSearchMaxLength = 100;

/** Text PostgreSQL can compare: no NUL character, which no text column may hold. */
const searchText = z.string().trim().max(adminSearchMaxLength).regex(/^[^\0]*$/, 'must not contain a NUL character');

/** `GET /api/admin/parts`: live parts searched by name, filtered by category, sorted, a page at a time. */
export const adminPartsQuerySchema = z.object({
  q: searchText.optional(),
  category: z.enum(allCategorySlugs).optional(),
  sort: z.enum(adminPartSorts).default('name'),
  /** The `nextCursor` of the previous page, for the same search and sort. */
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminPartsQuery = z.output<typeof adminPartsQuerySchema>;

export interface AdminPartsPage {
  items: Part[];
  /** Parts matching the search and category, over all pages. */
  total: number;
  nextCursor: string | null;
}

/** `GET /api/admin/users`: accounts whose e-mail or name holds `q`, by e-mail, a page at a time. */
export const adminUsersQuerySchema = z.object({
  q: searchText.optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export interface AdminUsersPage {
  items: AccountUser[];
  total: number;
  nextCursor: string | null;
}
