import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { partRating, partReviewInputSchema, partReviewsQuerySchema, PART_REVIEW_TEXT_MAX, PART_REVIEW_TITLE_MAX } from './part-reviews.ts';

const good = { rating: 4, title: 'Quiet and fast', text: 'Runs cool.\nNo coil whine at all.' };
const firstMessage = (input: unknown) => partReviewInputSchema.safeParse(input).error?.issues[0]?.message;

describe('partReviewInputSchema', () => {
  it('takes a whole rating from 1 to 5, a title and a text of several lines, trimmed', () => {
    expect(partReviewInputSchema.parse({ ...good, title: '  Quiet and fast ' })).toEqual(good);
  });

  it.each([0, 6, 3.5, '4', null, undefined])('refuses the rating %s with the form’s message', (rating) => {
    expect(firstMessage({ ...good, rating })).toBe(messages.validation.ratingRequired);
  });

  it.each([
    ['title', '   ', messages.partReviews.titleRequired],
    ['title', 'x'.repeat(PART_REVIEW_TITLE_MAX + 1), messages.partReviews.titleTooLong(PART_REVIEW_TITLE_MAX)],
    ['title', 'Two\nlines', messages.partReviews.notPlainText],
    ['text', '', messages.catalog.reviewTextRequired],
    ['text', 'x'.repeat(PART_REVIEW_TEXT_MAX + 1), messages.partReviews.textTooLong(PART_REVIEW_TEXT_MAX)],
    ['text', 'Cheaper at https://evil.example', messages.partReviews.notPlainText],
    ['text', 'Cheaper at evil.com', messages.partReviews.notPlainText],
    ['text', 'Cheaper at evil。com', messages.partReviews.notPlainText],
    ['title', 'Cheaper at evil．com', messages.partReviews.notPlainText],
    ['text', 'Cheaper at evil｡com', messages.partReviews.notPlainText],
    ['text', 'Write to me@example.org', messages.partReviews.notPlainText],
    ['text', 'Nice <script>alert(1)</script>', messages.partReviews.notPlainText],
    ['text', 'Hidden\u200Bword', messages.partReviews.notPlainText],
    ['title', 'Bell\u0007', messages.partReviews.notPlainText],
  ])('refuses the %s %j', (field, value, message) => {
    expect(firstMessage({ ...good, [field]: value })).toBe(message);
  });

  it('keeps a comparison like 3 < 5 as plain text', () => {
    expect(partReviewInputSchema.safeParse({ ...good, text: 'Idle 3 < 5 W, fine' }).success).toBe(true);
  });
});

describe('partRating', () => {
  it.each([
    [0, 0, undefined],
    [5, 1, { average: 5, count: 1 }],
    [9, 2, { average: 4.5, count: 2 }],
    [13, 3, { average: 4.3, count: 3 }],
  ])('total %i over %i reviews is %j', (total, count, rating) => {
    expect(partRating(total, count)).toEqual(rating);
  });
});

describe('partReviewsQuerySchema', () => {
  it('pages by ten unless told, at most fifty, with a numeric cursor', () => {
    expect(partReviewsQuerySchema.parse({})).toEqual({ limit: 10 });
    expect(partReviewsQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(partReviewsQuerySchema.safeParse({ cursor: "1' or 1=1" }).success).toBe(false);
  });
});
