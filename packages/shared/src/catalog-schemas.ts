/**
 * The product and review forms' rules (product.md §3), shared by the dashboard forms and the server.
 * Required-field messages are the spec's; numeric bounds (not shown in the spec) are ours.
 */
import { z } from 'zod';
import { allCategorySlugs, type AnyCategory } from './categories.ts';
import { partSearchMaxLength } from './constants.ts';
import { messages } from './messages.ts';
import { partIdentityFields, partIdentityUpdateFields } from './part-identity.ts';
import type { Part } from './schemas.ts';
import type { SpecValues } from './specs/catalog-api.ts';
import { parseSpecs } from './specs/parse-specs.ts';
import { parseSpecFilters, type SpecCondition } from './specs/spec-filters.ts';

const v = messages.validation;
const c = messages.catalog;

/** An upload, under the name the image store generates. */
const UPLOADED_IMAGE = /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
/** Artwork shipped with the page (the server also checks that the file is there). */
export const shippedImagePattern = /^\/images\/(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:webp|png|jpe?g)$/;

/**
 * The path a browser fetches for a same-origin image address: percent-escapes decoded and `.`
 * and `..` segments resolved. Null for what is no plain path of ours: not starting with one `/`,
 * a backslash (browsers read it as `/`), or a bad escape.
 */
function normalisedPath(address: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(address);
  } catch {
    return null;
  }
  if (!/^\/(?!\/)/.test(address) || decoded.includes('\\')) return null;
  const segments: string[] = [];
  for (const segment of decoded.split('/').slice(1)) {
    if (segment === '..') segments.pop();
    else if (segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * Images we host ourselves, judged by the path they lead to: an upload or shipped artwork.
 * Answers that normalised path, or null for anything else (other sites, a way out of the folder).
 */
export function ownImagePath(address: string): string | null {
  const path = normalisedPath(address);
  return path !== null && (UPLOADED_IMAGE.test(path) || shippedImagePattern.test(path)) ? path : null;
}

const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Pictures a part may have: the main one and seven more (decision 095). */
export const MAX_PART_IMAGES = 8;

const imagePath = z
  .string({ error: v.imageRequired })
  .min(1, { error: v.imageRequired, abort: true })
  .refine((image) => ownImagePath(image) !== null, { error: c.imageNotUploaded, abort: true })
  .transform((image) => ownImagePath(image)!);

export const partFields = {
  name: z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).max(200),
  category: z.enum(allCategorySlugs, { error: c.categoryRequired }),
  price: z
    .number({ error: v.priceRequired })
    .positive(c.priceAboveZero)
    .max(1_000_000)
    .refine(hasCents, c.priceCents),
  quantity: z.number({ error: v.quantityRequired }).int(c.wholeNumber).min(0, c.quantityNotNegative).max(1_000_000),
  min: z.number({ error: v.minimumRequired }).int(c.wholeNumber).min(1, c.minimumAtLeastOne).max(1_000_000),
  image: imagePath,
  /** Every picture, the main one first: given, it sets `image` to its first (decision 095). */
  images: z
    .array(imagePath, { error: c.imagesInvalid(MAX_PART_IMAGES) })
    .min(1, c.imagesInvalid(MAX_PART_IMAGES))
    .max(MAX_PART_IMAGES, c.imagesInvalid(MAX_PART_IMAGES))
    .refine((images) => new Set(images).size === images.length, c.imagesRepeated)
    .optional(),
  description: z.string({ error: v.descriptionRequired }).trim().min(1, v.descriptionRequired).max(2000),
  /**
   * Units one customer's unpaid orders may hold; null (or an emptied field) is the shop's default
   * (decision 070). Left out, an update keeps it.
   */
  limitPerCustomer: z.preprocess(
    (value) => (value === '' || Number.isNaN(value) ? null : value),
    z.number().int(c.wholeNumber).min(1, c.limitAtLeastOne).max(1_000_000).nullable().optional(),
  ),
};

/** A part's specifications as they arrive: an object, checked against its category by `withCheckedSpecs`. */
export const specsInput = z.record(z.string(), z.unknown(), { error: messages.specs.notAnObject });

/**
 * The specifications checked against the category they are given with: one issue per field,
 * under `specs.<key>`, and the values as the category's schema reads them (text trimmed). Given
 * without a category (an update), the server checks them against the part's own.
 */
export function withCheckedSpecs<T extends { category?: AnyCategory; specs?: Record<string, unknown> }>(part: T, ctx: z.RefinementCtx): T & { specs?: SpecValues } {
  if (part.category === undefined || part.specs === undefined) return part as T & { specs?: SpecValues };
  const result = parseSpecs(part.category, part.specs);
  if (result.success) return { ...part, specs: result.specs as SpecValues };
  for (const error of result.errors) ctx.addIssue({ code: 'custom', path: error.key === null ? ['specs'] : ['specs', error.key], message: error.message });
  return z.NEVER;
}

/** Images larger than this are refused (413) before they are decoded. */
export const maxImageBytes = 5 * 1024 * 1024;

/** A minimum order no larger than the stock, or a part sold out (stock 0), whose minimum waits for the restock. */
export const minimumWithinStock = (d: { min?: number; quantity?: number }) =>
  d.min === undefined || d.quantity === undefined || d.quantity === 0 || d.min <= d.quantity;

/** POST /part (product.md §5: name, price, quantity, min, description, image; plus the category and the part's identity, decision 089). */
export const newPartSchema = z
  .object({ ...partFields, ...partIdentityFields, specs: specsInput.default({}) })
  .refine(minimumWithinStock, { path: ['min'], message: c.minimumAboveStock })
  .transform(withCheckedSpecs)
  .transform(withMainImage);

/** `images` given: `image` is its first; otherwise the part has its one `image` (decision 095). */
function withMainImage<T extends { image?: string; images?: string[] }>(part: T): T {
  return part.images ? { ...part, image: part.images[0] } : part;
}
/** What the catalog stores: specifications checked (`{}` when none are given). */
export type NewPartInput = Omit<z.output<typeof newPartSchema>, 'specs'> & { specs?: SpecValues };

/** An empty field in the update form means "leave as it is", never "blank it". */
const keepIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null || Number.isNaN(value) ? undefined : value), schema.optional());

/**
 * PATCH /part/:id: any of the fields; the description travels as `text` (product.md §5). Given
 * specifications replace the part's; a brand, MPN, SKU or GTIN given as null is removed.
 */
export const partUpdateSchema = z.object({
  name: keepIfEmpty(partFields.name),
  category: keepIfEmpty(partFields.category),
  price: keepIfEmpty(partFields.price),
  quantity: keepIfEmpty(partFields.quantity),
  min: keepIfEmpty(partFields.min),
  image: keepIfEmpty(partFields.image),
  images: partFields.images,
  text: keepIfEmpty(partFields.description),
  limitPerCustomer: partFields.limitPerCustomer,
  ...partIdentityUpdateFields,
  specs: specsInput.optional(),
});

/** The update as the server takes it: specifications given with a category checked against it; without one, against the part's own (by the server). */
export const partUpdateBodySchema = partUpdateSchema.transform(withCheckedSpecs).transform(withMainImage);
/** The server checks the specifications of every update against the part's category (decision 044). */
export type PartUpdateInput = z.output<typeof partUpdateSchema>;

export const reviewInputSchema = z.object({
  text: z.string({ error: c.reviewTextRequired }).trim().min(1, c.reviewTextRequired).max(500, c.reviewTooLong),
  rating: z.number({ error: v.ratingRequired }).int(v.ratingRequired).min(1, v.ratingRequired).max(5, v.ratingRequired),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** How the parts list can be ordered (reflected in the page's URL as `sort`). */
export const partSorts = ['featured', 'price-asc', 'price-desc', 'rating'] as const;
export type PartSort = (typeof partSorts)[number];

/** The same conditions however the query wrote them: by key, values in order (one cached answer each). */
const normalised = (conditions: SpecCondition[]): SpecCondition[] =>
  conditions
    .map((condition) => (condition.kind === 'any-of' ? { ...condition, values: [...condition.values].sort() } : condition))
    .sort((a, b) => (a.key < b.key ? -1 : 1));

/** The `spec.` filters of a query (decision 040): they need a category, whose fields they name. */
function specFiltersOf(query: Record<string, unknown>, category: AnyCategory | undefined, ctx: z.RefinementCtx): SpecCondition[] {
  if (category === undefined) {
    for (const param of Object.keys(query).filter((key) => key.startsWith('spec.'))) {
      ctx.addIssue({ code: 'custom', path: [param], message: messages.specs.filterNeedsCategory(param) });
    }
    return [];
  }
  const result = parseSpecFilters(category, query);
  if (result.success) return normalised(result.conditions);
  for (const error of result.errors) ctx.addIssue({ code: 'custom', path: [error.param], message: error.message });
  return [];
}

/**
 * GET /parts: one page of the live catalog, searched, filtered by category and specifications
 * (`spec.<key>=…`, kept as `specs`), and sorted.
 */
export const partsPageQuerySchema = z
  .looseObject({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(24),
    q: z.string().trim().max(partSearchMaxLength).optional(),
    category: z.enum(allCategorySlugs).optional(),
    sort: z.enum(partSorts).default('featured'),
  })
  .transform(({ cursor, limit, q, category, sort, ...rest }, ctx) => ({ cursor, limit, q, category, sort, specs: specFiltersOf(rest, category, ctx) }));
export type PartsPageQuery = z.output<typeof partsPageQuerySchema>;

/** What the header's search box asks for its suggestions (decision 084): a query of some letters or digits, no longer than a search. */
export const searchSuggestionsQuerySchema = z.object({ q: z.string().trim().min(1).max(partSearchMaxLength) });

/** The header's suggestions: categories and parts as one types (decision 084). */
export interface SearchSuggestions {
  categories: { slug: AnyCategory; label: string }[];
  parts: Pick<Part, '_id' | 'name' | 'image' | 'price' | 'category'>[];
  /** The words searched instead of a query with typos (PartsPage's `searchedFor`). */
  searchedFor?: string;
}
