import { z } from 'zod';
import { allCategorySlugs } from './categories.ts';
import { partRatingSchema } from './part-reviews.ts';
import { socialNetworks, type SocialNetwork } from './shop-pages.ts';
import type { SavedBuild } from './saved-builds.ts';
import type { SpecFacet, SpecValues } from './specs/catalog-api.ts';

/** A part as the API answers it (product.md §5). Prices are dollars on the wire. */
export const partSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.enum(allCategorySlugs),
  price: z.number(),
  image: z.string(),
  /** Every picture of the part, the main one (`image`) first; at most MAX_PART_IMAGES (decision 095). */
  images: z.array(z.string()),
  text: z.string(),
  min: z.number().int(),
  quantity: z.number().int(),
  /** Key → value, numbers in the unit of the category's table (decision 040); `{}` when none are known. */
  specs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])) satisfies z.ZodType<SpecValues>,
  /** The average of its shown reviews and their number; absent while it has none (decision 052). */
  rating: partRatingSchema.optional(),
  /** Units one customer may hold in unpaid orders; absent: the shop's default (decision 070). */
  limitPerCustomer: z.number().int().optional(),
  /** Its identity (decision 089), each absent when the part has none: who makes it, the maker's part number, the barcode number, the shop's own code. */
  brand: z.string().optional(),
  mpn: z.string().optional(),
  gtin: z.string().optional(),
  sku: z.string().optional(),
});
export type Part = z.infer<typeof partSchema>;

/**
 * A page of parts and the cursor of the next one (null at the end), with how many parts match
 * the query in all and, when it names a category, that category's facets (catalog-api.ts).
 */
export interface PartsPage {
  items: Part[];
  nextCursor: string | null;
  total: number;
  facets: SpecFacet[];
  /** The words searched instead when the query's found nothing and its typos corrected do ("procesor" → "processor"; decision 084). */
  searchedFor?: string;
  /** When the search finds nothing: parts that have some of its words, the most first (decision 084). */
  nearMatches?: Part[];
}

/** A review as the API answers it (product.md §5). */
export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  text: z.string(),
  image: z.string(),
  rating: z.number().int().min(1).max(5),
});
export type Review = z.infer<typeof reviewSchema>;

const socialNetworkIds = socialNetworks.map((network) => network.id) as [SocialNetwork, ...SocialNetwork[]];

/** Public settings the page needs (product.md §5). */
export const publicConfigSchema = z.object({
  storeName: z.string(),
  payments: z.object({ mode: z.enum(['test', 'stripe']), publishableKey: z.string().nullable() }),
  /** Which social buttons work (the real provider, or in development the local stand-in). */
  socialSignIn: z.object({ google: z.boolean(), github: z.boolean() }),
  /** Where shoppers write to the shop (the contact page, decision 051). */
  contactEmail: z.string(),
  /** The shop's pages on social networks, only those configured, in the footer's order. */
  social: z.array(z.object({ network: z.enum(socialNetworkIds), url: z.string() })),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The one error body every failing call answers (product.md §5). */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A part's id as the API and the part's page take it: anything else names no part. */
export const partIdSchema = z.uuid({ error: 'must be a part id' });

/**
 * A page rendered outside the browser: the tags React hoists to the document's head (title,
 * description, image preloads), the page's body, and the query data it was rendered from, which
 * goes with it for hydration.
 */
export interface RenderedPage {
  head: string;
  html: string;
  data: unknown;
}

/**
 * What the page's server build (`apps/web/src/server-render.tsx`, built to `dist-ssr/`) offers
 * the server for the pages it renders per request: both sides are checked against this type
 * (decisions 013, 030).
 */
export interface PageRenderer {
  /** The `GET /api/parts?…` address of a `/parts?…` page's first page of parts. */
  partsPageApiPath(url: string): string;
  /** The page's HTML for that first page, and the data it was rendered from, for hydration. */
  renderPartsPage(url: string, firstPage: PartsPage): Promise<RenderedPage>;
  /** `/parts/:id` showing the part, or the 404 page when there is no such part (null). */
  renderPartPage(url: string, part: Part | null): Promise<RenderedPage>;
  /** `/builds/:id` showing the saved build, or the 404 page when there is no such build (null; decision 050). */
  renderBuildPage(url: string, build: SavedBuild | null): Promise<RenderedPage>;
  /** One of the shop's own pages (shipping, returns, …) with the public settings it shows (decision 051). */
  renderShopPage(url: string, config: PublicConfig): Promise<RenderedPage>;
  /** The 404 page at an address that is no page of the shop (decision 051). */
  renderNotFoundPage(url: string): Promise<RenderedPage>;
}
