/**
 * Reviews of each part (issue 29, decision 052): what a buyer writes, what the API answers, and the
 * part's average rating. The shop's own reviews (`reviewInputSchema`) are another thing and stay as
 * the spec has them.
 */
import { z } from 'zod';
import { isPlainText } from './auth-schemas.ts';
import { messages } from './messages.ts';

const m = messages.partReviews;

export const PART_REVIEW_TITLE_MAX = 100;
/** The same bound as the shop's reviews. */
export const PART_REVIEW_TEXT_MAX = 500;
/** Reviews a page of `GET /api/parts/:id/reviews` holds at most, and by default. */
export const PART_REVIEWS_PAGE_MAX = 50;
export const PART_REVIEWS_PAGE_DEFAULT = 10;

// Line breaks are welcome in a review's text; every other control or invisible character is not.
const breaks = /\r\n|\r|\n/g;
const hasBreak = /[\r\n]/;
/** Plain text: no links, addresses, markup or invisible characters (the title is one line). */
const isPlainReview = (text: string) => !/<\/?[a-z!]/i.test(text) && isPlainText(text.replace(breaks, ' '));

/** What a buyer writes: a whole-number rating from 1 to 5, a title and a text (`PUT /api/parts/:id/reviews/mine`). */
export const partReviewInputSchema = z.object({
  rating: z
    .number({ error: messages.validation.ratingRequired })
    .int(messages.validation.ratingRequired)
    .min(1, messages.validation.ratingRequired)
    .max(5, messages.validation.ratingRequired),
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, { error: m.titleRequired, abort: true })
    .max(PART_REVIEW_TITLE_MAX, m.titleTooLong(PART_REVIEW_TITLE_MAX))
    .refine((title) => !hasBreak.test(title) && isPlainReview(title), m.notPlainText),
  text: z
    .string({ error: messages.catalog.reviewTextRequired })
    .trim()
    .min(1, { error: messages.catalog.reviewTextRequired, abort: true })
    .max(PART_REVIEW_TEXT_MAX, m.textTooLong(PART_REVIEW_TEXT_MAX))
    .refine(isPlainReview, m.notPlainText),
});
export type PartReviewInput = z.infer<typeof partReviewInputSchema>;

/** A part's reviews in short: the average of the shown ratings (one decimal) and how many there are. */
export const partRatingSchema = z.object({ average: z.number().min(1).max(5), count: z.number().int().min(1) });
export type PartRating = z.infer<typeof partRatingSchema>;

/** The rating of `count` shown reviews whose ratings add up to `total`; none without reviews. */
export function partRating(total: number, count: number): PartRating | undefined {
  if (count <= 0) return undefined;
  return { average: Math.round((total / count) * 10) / 10, count };
}

/** A review as anyone reads it, newest first. */
export const partReviewSchema = z.object({
  id: z.string(),
  partId: z.string(),
  /** The author's name, from the account. */
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  /** ISO 8601: when it was first written, and last changed. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The author has a paid order of this part that was not canceled. */
  verifiedPurchase: z.boolean(),
});
export type PartReview = z.infer<typeof partReviewSchema>;

/** `GET /api/parts/:id/reviews`: a page of shown reviews, newest first, and the part's rating. */
export const partReviewsPageSchema = z.object({
  items: z.array(partReviewSchema),
  nextCursor: z.string().nullable(),
  rating: partRatingSchema.nullable(),
});
export type PartReviewsPage = z.infer<typeof partReviewsPageSchema>;

export const partReviewsQuerySchema = z.object({
  cursor: z.string().regex(/^\d{1,15}$/, 'must be a cursor from an earlier page').optional(),
  limit: z.coerce.number().int().min(1).max(PART_REVIEWS_PAGE_MAX).default(PART_REVIEWS_PAGE_DEFAULT),
});

/** Why the caller may not review a part, or null when they may. */
export const partReviewRefusals = ['sign-in', 'not-bought'] as const;
export type PartReviewRefusal = (typeof partReviewRefusals)[number];

/** `GET /api/parts/:id/reviews/mine`: whether the caller may review the part, and their review (hidden ones too). */
export const myPartReviewSchema = z.object({
  canReview: z.boolean(),
  refusal: z.enum(partReviewRefusals).nullable(),
  review: partReviewSchema.extend({ hidden: z.boolean() }).nullable(),
});
export type MyPartReview = z.infer<typeof myPartReviewSchema>;

/** A review in the admin's list: with its part's name, the author's e-mail and whether it is hidden. */
export const adminPartReviewSchema = partReviewSchema.extend({ partName: z.string(), email: z.string(), hidden: z.boolean() });
export type AdminPartReview = z.infer<typeof adminPartReviewSchema>;

export const adminPartReviewsPageSchema = z.object({ items: z.array(adminPartReviewSchema), nextCursor: z.string().nullable() });
export type AdminPartReviewsPage = z.infer<typeof adminPartReviewsPageSchema>;

export const adminPartReviewsQuerySchema = partReviewsQuerySchema.extend({
  /** Every review, or only the hidden ones. */
  state: z.enum(['all', 'hidden']).default('all'),
});

/** `PATCH /api/admin/part-reviews/:id`: hide a review from everyone but its author, or show it again. */
export const partReviewVisibilitySchema = z.object({ hidden: z.boolean() });
