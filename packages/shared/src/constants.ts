/** The spec's business constants (§9) that both the page and the server read. */
export const homePartsCount = 3;
export const featuredReviews = { count: 6, textLength: 60 } as const;
