/**
 * The product and review forms' rules (product.md §3), shared by the dashboard forms and the server.
 * Required-field messages are the spec's; numeric bounds (not shown in the spec) are ours.
 */
import { z } from 'zod';
import { categorySlugs } from './categories.ts';
import { messages } from './messages.ts';

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

export const partFields = {
  name: z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).max(200),
  category: z.enum(categorySlugs, { error: c.categoryRequired }),
  price: z
    .number({ error: v.priceRequired })
    .positive(c.priceAboveZero)
    .max(1_000_000)
    .refine(hasCents, c.priceCents),
  quantity: z.number({ error: v.quantityRequired }).int(c.wholeNumber).min(0, c.quantityNotNegative).max(1_000_000),
  min: z.number({ error: v.minimumRequired }).int(c.wholeNumber).min(1, c.minimumAtLeastOne).max(1_000_000),
  image: z
    .string({ error: v.imageRequired })
    .min(1, { error: v.imageRequired, abort: true })
    .refine((image) => ownImagePath(image) !== null, { error: c.imageNotUploaded, abort: true })
    .transform((image) => ownImagePath(image)!),
  description: z.string({ error: v.descriptionRequired }).trim().min(1, v.descriptionRequired).max(2000),
};

/** Images larger than this are refused (413) before they are decoded. */
export const maxImageBytes = 5 * 1024 * 1024;

export const minimumWithinStock = (d: { min?: number; quantity?: number }) =>
  d.min === undefined || d.quantity === undefined || d.min <= d.quantity;

/** POST /part (product.md §5: name, price, quantity, min, description, image; plus the category). */
export const newPartSchema = z
  .object(partFields)
  .refine(minimumWithinStock, { path: ['min'], message: c.minimumAboveStock });
export type NewPartInput = z.infer<typeof newPartSchema>;

/** An empty field in the update form means "leave as it is", never "blank it". */
const keepIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null || Number.isNaN(value) ? undefined : value), schema.optional());

/** PATCH /part/:id: any of the fields; the description travels as `text` (product.md §5). */
export const partUpdateSchema = z.object({
  name: keepIfEmpty(partFields.name),
  category: keepIfEmpty(partFields.category),
  price: keepIfEmpty(partFields.price),
  quantity: keepIfEmpty(partFields.quantity),
  min: keepIfEmpty(partFields.min),
  image: keepIfEmpty(partFields.image),
  text: keepIfEmpty(partFields.description),
});
export type PartUpdateInput = z.infer<typeof partUpdateSchema>;

export const reviewInputSchema = z.object({
  text: z.string({ error: c.reviewTextRequired }).trim().min(1, c.reviewTextRequired).max(500, c.reviewTooLong),
  rating: z.number({ error: v.ratingRequired }).int(v.ratingRequired).min(1, v.ratingRequired).max(5, v.ratingRequired),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** How the parts list can be ordered (reflected in the page's URL as `sort`). */
export const partSorts = ['featured', 'price-asc', 'price-desc'] as const;
export type PartSort = (typeof partSorts)[number];

/** GET /parts: one page of the live catalog, searched, filtered and sorted. */
export const partsPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  q: z.string().trim().max(100).optional(),
  category: z.enum(categorySlugs).optional(),
  sort: z.enum(partSorts).default('featured'),
});
export type PartsPageQuery = z.infer<typeof partsPageQuerySchema>;
